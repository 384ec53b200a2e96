import { type Product, RATING_TEXTS } from '@phonebazaar/shared';
import { Link } from 'react-router';
import { VerifiedSellerBadge } from '../ui/verified-seller-badge';
import { TrustedSellerBadge } from './trusted-seller-badge';

type Seller = Pick<
  Product,
  'sellerName' | 'sellerImg' | 'sellerVerified' | 'sellerId' | 'sellerRating' | 'sellerTrusted'
>;

export function SellerInfo({ product }: { product: Seller }) {
  const { average, count } = product.sellerRating;
  return (
    <div className="flex items-center gap-3">
      {product.sellerImg ? (
        // The name is right beside the photo, so the photo itself says nothing new.
        <img
          src={product.sellerImg}
          alt=""
          width={40}
          height={40}
          loading="lazy"
          decoding="async"
          className="size-10 shrink-0 rounded-full bg-base-200 object-cover"
        />
      ) : (
        <div className="avatar avatar-placeholder" aria-hidden="true">
          <div className="size-10 rounded-full bg-neutral text-neutral-content">
            <span>{product.sellerName.charAt(0).toUpperCase() || '?'}</span>
          </div>
        </div>
      )}
      <div className="min-w-0">
        <p className="text-base-content/70 text-xs">Seller</p>
        <p className="flex flex-wrap items-center gap-1 font-medium">
          {/* Issue #19: the name opens the seller's public profile. */}
          {product.sellerId ? (
            <Link
              to={`/sellers/${encodeURIComponent(product.sellerId)}`}
              className="link-hover truncate focus-visible:link"
            >
              {product.sellerName}
            </Link>
          ) : (
            <span className="truncate">{product.sellerName}</span>
          )}
          {product.sellerVerified && <VerifiedSellerBadge />}
          {product.sellerTrusted && <TrustedSellerBadge />}
        </p>
        {average !== null && (
          <p className="text-sm">
            <span className="sr-only">{RATING_TEXTS.label(average, count)}</span>
            <span aria-hidden="true">
              {average.toFixed(1)} <span className="text-amber-700">★</span> ({count})
            </span>
          </p>
        )}
      </div>
    </div>
  );
}
