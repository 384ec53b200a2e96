import {
  formatLongDate,
  type ListingSeller,
  type Product,
  paths,
  RATING_TEXTS,
  LISTING_TEXTS as T,
} from '@phonebazaar/shared';
import { Link } from 'react-router';
import {
  PhoneVerifiedBadge,
  TrustedSellerBadge,
} from '../../../../components/product-card/seller-info';
import { VerifiedSellerBadge } from '../../../../components/ui/verified-seller-badge';

/**
 * Who sells the phone (issue #16): picture, name and badge, since when, and how many sales;
 * issue #19 adds the rating, the Trusted seller mark and a link to the seller's profile.
 */
export function SellerCard({
  seller,
  listing,
}: {
  seller: ListingSeller;
  listing: Pick<Product, 'sellerId' | 'sellerRating' | 'sellerTrusted' | 'sellerPhoneVerified'>;
}) {
  const { average, count } = listing.sellerRating;
  return (
    <section aria-labelledby="listing-seller" className="card card-border bg-base-100">
      <div className="card-body flex-row items-center gap-4 p-4">
        {seller.img ? (
          // The name is right beside the picture, so the picture itself says nothing new.
          <img
            src={seller.img}
            alt=""
            width={56}
            height={56}
            loading="lazy"
            decoding="async"
            className="size-14 shrink-0 rounded-full bg-base-200 object-cover"
          />
        ) : (
          <div className="avatar avatar-placeholder" aria-hidden="true">
            <div className="size-14 rounded-full bg-neutral text-neutral-content">
              <span className="text-xl">{seller.name.charAt(0).toUpperCase() || '?'}</span>
            </div>
          </div>
        )}
        <div className="min-w-0">
          <h2 id="listing-seller" className="text-base-content/70 text-xs">
            {T.seller}
          </h2>
          <p className="flex items-center gap-1 font-semibold text-lg">
            {listing.sellerId ? (
              <Link
                to={paths.seller(listing.sellerId)}
                className="link-hover truncate focus-visible:link"
              >
                {seller.name}
              </Link>
            ) : (
              <span className="truncate">{seller.name}</span>
            )}
            {seller.verified && <VerifiedSellerBadge />}
            {listing.sellerTrusted && <TrustedSellerBadge />}
            {listing.sellerPhoneVerified && <PhoneVerifiedBadge />}
          </p>
          {average !== null && (
            <p className="text-sm">
              <span className="sr-only">{RATING_TEXTS.label(average, count)}</span>
              <span aria-hidden="true">
                {average.toFixed(1)} <span className="text-amber-700">★</span> ({count})
              </span>
            </p>
          )}
          <p className="text-base-content/80 text-sm">
            {T.memberSince(formatLongDate(seller.memberSince))}
            {' · '}
            {T.completedSales(seller.completedSales)}
          </p>
        </div>
      </div>
    </section>
  );
}
