import type { MarketplaceStats } from './stats.ts';

/** The strip's labels, in the order it shows them (zod-free: the home page's strip reads them). */
export const MARKETPLACE_STAT_LABELS: Record<keyof MarketplaceStats, string> = {
  listings: 'Phones for sale',
  sellers: 'Sellers',
  verifiedSellers: 'Verified sellers',
  sales: 'Phones sold',
};
