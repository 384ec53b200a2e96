import type { Product } from '@phonebazaar/shared';
import { VerifiedSellerBadge } from '../ui/verified-seller-badge';

type Seller = Pick<Product, 'sellerName' | 'sellerImg' | 'sellerVerified'>;

export function SellerInfo({ product }: { product: Seller }) {
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
        <p className="flex items-center gap-1 font-medium">
          <span className="truncate">{product.sellerName}</span>
          {product.sellerVerified && <VerifiedSellerBadge />}
        </p>
      </div>
    </div>
  );
}
