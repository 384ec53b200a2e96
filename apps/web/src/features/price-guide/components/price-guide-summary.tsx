import { PRICE_GUIDE_TEXTS as T } from '@phonebazaar/shared';
import { type PriceGuideKey, usePriceGuide } from '../api/get-price-guide';

/**
 * One sentence on what similar phones sold for: the band, its median, count and last sale
 * ("across all grades" for the fallback), or "Not enough sales yet". `detailed` adds the
 * median and dates (the listing page); the Add Product hint keeps to the band.
 */
export function PriceGuideSummary({
  query,
  detailed = true,
}: {
  query: PriceGuideKey | null;
  detailed?: boolean;
}) {
  const guide = usePriceGuide(query);
  if (query === null) return null;
  if (guide.isPending) {
    return (
      <span className="text-base-content/70 text-sm" aria-busy="true">
        {T.loading}
      </span>
    );
  }
  if (guide.isError) return <span className="block text-base-content/70 text-sm">{T.error}</span>;
  const { band, basis } = guide.data;
  if (!band) return <span className="block text-base-content/70 text-sm">{T.notEnough}</span>;
  return (
    <span className="block text-sm">
      <span className="font-medium">{T.band(band.p25, band.p75)}</span>
      {basis === 'model-storage' && ` (${T.acrossGrades})`}
      {detailed && ` — ${T.details(band.median, band.count, band.lastSaleAt)}`}
    </span>
  );
}
