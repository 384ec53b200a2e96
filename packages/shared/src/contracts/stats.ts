import { z } from 'zod';

/**
 * GET /api/stats: the home page's "PhoneBazaar in Numbers", counted from the database (issue
 * #23 item 15) instead of the spec's made-up static figures.
 */
export const marketplaceStatsSchema = z.object({
  /** Phones on the market now (unsold, not deleted). */
  listings: z.number().int().nonnegative(),
  /** Live seller accounts. */
  sellers: z.number().int().nonnegative(),
  /** ...of which an admin has verified. */
  verifiedSellers: z.number().int().nonnegative(),
  /** Phones paid for through PhoneBazaar. */
  sales: z.number().int().nonnegative(),
});
export type MarketplaceStats = z.infer<typeof marketplaceStatsSchema>;

export { MARKETPLACE_STAT_LABELS } from './stats-labels.ts';
