import { type PublicListing, PRICE_GUIDE_TEXTS as T } from '@phonebazaar/shared';
import { PriceGuideSummary } from './price-guide-summary';

/**
 * The price guide under a listing's prices (issue #20): what phones of its model, storage,
 * variant and grade sold for here in the last 90 days. A listing without a catalogue model
 * has no guide, so nothing shows.
 */
export function ListingPriceGuide({ listing }: { listing: PublicListing }) {
  if (!listing.modelId) return null;
  return (
    <section aria-label={T.heading} className="rounded-box bg-base-200 px-3 py-2">
      <PriceGuideSummary
        query={{
          modelId: listing.modelId,
          storageGb: listing.storageGb,
          variant: listing.variant,
          condition: listing.productCondition,
        }}
      />
    </section>
  );
}
