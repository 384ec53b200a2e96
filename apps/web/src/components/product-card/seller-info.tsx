import { type Product, paths, RATING_TEXTS } from '@phonebazaar/shared';
import { Link } from 'react-router';
import { VerifiedSellerBadge } from '../ui/verified-seller-badge';

type Seller = Pick<
  Product,
  | 'sellerName'
  | 'sellerImg'
  | 'sellerVerified'
  | 'sellerId'
  | 'sellerRating'
  | 'sellerTrusted'
  | 'sellerPhoneVerified'
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
              to={paths.seller(product.sellerId)}
              className="link-hover truncate focus-visible:link"
            >
              {product.sellerName}
            </Link>
          ) : (
            <span className="truncate">{product.sellerName}</span>
          )}
          {product.sellerVerified && <VerifiedSellerBadge />}
          {product.sellerTrusted && <TrustedSellerBadge />}
          {product.sellerPhoneVerified && <PhoneVerifiedBadge />}
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

/** Issue #36: the seller proved a phone number by SMS code (the number is never shown). */
export function PhoneVerifiedBadge() {
  return (
    <span className="badge badge-xs badge-outline whitespace-nowrap">
      {RATING_TEXTS.phoneVerified}
    </span>
  );
}

/**
 * The computed "Trusted seller" mark (issue #19), beside the manual verified mark: a shield
 * with its name, so it never reads as a second verified check.
 */
export function TrustedSellerBadge() {
  return (
    <span className="badge badge-xs gap-0.5 whitespace-nowrap border-green-700 bg-green-50 font-semibold text-green-800">
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-3" fill="currentColor">
        <path d="M12 2 4 5v6c0 5 3.4 9.4 8 11 4.6-1.6 8-6 8-11V5z" />
      </svg>
      {RATING_TEXTS.trustedSeller}
    </span>
  );
}
