import { useQuery } from '@tanstack/react-query';
import { marketplaceStatsQueryOptions } from './stats-query';

export function useMarketplaceStats() {
  return useQuery(marketplaceStatsQueryOptions());
}
