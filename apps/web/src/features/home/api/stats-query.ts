import type { MarketplaceStats } from '@phonebazaar/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { statsKeys } from '../../../lib/query-keys';

/**
 * GET /api/stats: the home page's real numbers (issue #23 item 15). Options only, no hook:
 * the home loader and the prerenderer start it from the shell (decision 016).
 */
export function marketplaceStatsQueryOptions() {
  return queryOptions({
    queryKey: statsKeys.all,
    queryFn: ({ client }) => apiGet<MarketplaceStats>('/stats', { client }),
    staleTime: 60_000,
  });
}
