import { OFFERS_TEXTS, type PublicListing } from '@phonebazaar/shared';
import { usePriceBand } from '../api/get-price-band';

const T = OFFERS_TEXTS;

/**
 * What phones like this sold for, beside the offer's amount: shown only when the price guide
 * answers with a band; nothing at all when it fails, is loading or says there are too few sales.
 */
export function OfferPriceBand({ listing }: { listing: PublicListing }) {
  const key = listing.modelId
    ? {
        modelId: listing.modelId,
        storageGb: listing.storageGb,
        variant: listing.variant,
        condition: listing.productCondition,
      }
    : null;
  const { data } = usePriceBand(key);
  if (!data || data.basis === 'none' || !data.band) return null;
  return (
    <section
      aria-labelledby="offer-band-heading"
      className="rounded-box border border-base-300 bg-base-200 p-3 text-sm"
    >
      <h3 id="offer-band-heading" className="font-semibold">
        {T.guideTitle}
      </h3>
      <p>{T.guideBand(data.band.p25, data.band.p75, data.band.count)}</p>
      {data.basis === 'model-storage' && (
        <p className="text-base-content/80 text-xs">{T.guideModelStorage}</p>
      )}
    </section>
  );
}
