import { formatUsd, PHONE_TEXTS, LISTING_TEXTS as T } from '@phonebazaar/shared';
import type { ReactNode } from 'react';
import { useCardActions } from '../../../../components/product-card/card-actions-context';
import { ProductBadges } from '../../../../components/product-card/product-badges';
import { ListingDetails, type ListingWithDetails } from './listing-details';
import { ListingGallery } from './listing-gallery';
import { ListingHead } from './listing-head';
import { SellerCard } from './seller-card';
import { ShareButton } from './share-button';

/** The photos to show: the listing's own (the first is the cover), else its one picture. */
export function listingPhotos(listing: ListingWithDetails): string[] {
  return listing.photos.length > 0 ? listing.photos : [listing.productImg];
}

/**
 * A listing's own page (issue #16): its photos, prices, grade and facts, its seller, and the
 * same actions its card has for whoever is looking (the card-actions renderer RootLayout
 * provides), plus Share.
 */
export function ListingView({
  listing,
  priceExtra,
  actionsExtra,
}: {
  listing: ListingWithDetails;
  /** Under the prices: what other features say about the price (issue #20's price guide). */
  priceExtra?: ReactNode;
  /** Beside Share: other features' actions on this listing (issue #20: favourite, offer). */
  actionsExtra?: ReactNode;
}) {
  const actions = useCardActions();
  const photos = listingPhotos(listing);
  const saving = listing.marketPrice - listing.sellingPrice;
  const percent = Math.round((saving / listing.marketPrice) * 100);

  return (
    <article
      aria-labelledby="listing-name"
      className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-8 lg:grid-cols-2"
    >
      <ListingHead listing={listing} photos={photos} />
      <div className="relative lg:sticky lg:top-4 lg:self-start">
        <ListingGallery photos={photos} name={listing.productName} />
      </div>
      <div className="flex min-w-0 flex-col gap-6">
        <div className="flex flex-col gap-3">
          <div className="flex flex-wrap items-center gap-2">
            <div className="relative min-h-6 [&>ul]:static">
              <ProductBadges product={listing} />
            </div>
            {listing.imeiOnFile && (
              // Issue #46 item 4: body-coloured words on the pale blue (daisyUI's soft info
              // badge was 2.09:1); the tick keeps the colour.
              <p className="badge gap-1 border-info/40 bg-info/10 font-semibold text-base-content">
                <svg
                  aria-hidden="true"
                  viewBox="0 0 24 24"
                  className="size-4 text-info"
                  fill="none"
                >
                  <path
                    d="m5 12.5 4.5 4.5L19 7.5"
                    stroke="currentColor"
                    strokeWidth={2.5}
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  />
                </svg>
                {PHONE_TEXTS.imeiOnFile}
              </p>
            )}
          </div>
          <h1 id="listing-name" className="font-bold text-3xl leading-tight">
            {listing.productName}
          </h1>
          <dl className="flex flex-wrap items-end gap-x-6 gap-y-1">
            <div>
              <dt className="text-base-content/70 text-xs">{T.sellingPrice}</dt>
              <dd className="font-bold text-3xl text-primary">{formatUsd(listing.sellingPrice)}</dd>
            </div>
            <div>
              <dt className="text-base-content/70 text-xs">{T.marketPrice}</dt>
              <dd className="text-base-content/80 text-lg line-through">
                {formatUsd(listing.marketPrice)}
              </dd>
            </div>
          </dl>
          {saving > 0 && (
            <p>
              <span className="badge badge-success">
                {T.belowMarket(formatUsd(saving), percent)}
              </span>
            </p>
          )}
          {priceExtra}
          <div className="flex flex-wrap items-center gap-2">
            <div className="min-w-48 flex-1">{actions(listing)}</div>
            {actionsExtra}
            <ShareButton url={listing.url} title={listing.productName} />
          </div>
        </div>
        <ListingDetails listing={listing} />
        <section aria-labelledby="listing-description">
          <h2 id="listing-description" className="mb-2 font-semibold text-lg">
            {T.description}
          </h2>
          <p className="whitespace-pre-line text-base-content/90">{listing.description}</p>
        </section>
        <SellerCard seller={listing.seller} listing={listing} />
      </div>
    </article>
  );
}
