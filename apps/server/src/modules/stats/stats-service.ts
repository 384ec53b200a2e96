import type { MarketplaceStats } from '@phonebazaar/shared';
import type { StatsRepository } from './stats-repository.ts';

export function createStatsService(stats: StatsRepository) {
  return {
    /** What the home page's numbers strip shows: real counts, read together. */
    async current(): Promise<MarketplaceStats> {
      const [listings, sellers, verifiedSellers, sales] = await Promise.all([
        stats.listingsOnMarket(),
        stats.liveSellers(false),
        stats.liveSellers(true),
        stats.paidSales(),
      ]);
      return { listings, sellers, verifiedSellers, sales };
    },
  };
}

export type StatsService = ReturnType<typeof createStatsService>;
