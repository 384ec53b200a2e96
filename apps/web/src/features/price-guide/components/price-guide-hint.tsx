import type { PriceGuideKey } from '../api/get-price-guide';
import { PriceGuideSummary } from './price-guide-summary';

/**
 * Add Product's hint under the selling price (issue #20): once a model is chosen, what similar
 * phones sold for, so the seller prices with the market. Live: it follows the chosen storage,
 * variant and condition.
 */
export function PriceGuideHint({ query }: { query: PriceGuideKey | null }) {
  return (
    <span className="block" aria-live="polite">
      <PriceGuideSummary query={query} detailed={false} />
    </span>
  );
}
