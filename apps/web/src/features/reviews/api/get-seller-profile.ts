import type { SellerProfile } from '@phonebazaar/shared';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { reviewKeys } from '../../../lib/account-query-keys';
import { apiGet } from '../../../lib/api-client';

/**
 * GET /api/sellers/:id: the public profile (issue #19). Without a hook so the route's loader
 * and the prerenderer can start it; an unknown id throws the 404 into the route's boundary.
 */
export function sellerProfileQueryOptions(id: string) {
  return queryOptions({
    queryKey: reviewKeys.sellerProfile(id),
    queryFn: ({ client }) =>
      apiGet<SellerProfile>(`/sellers/${encodeURIComponent(id)}`, { client }),
  });
}

export function useSellerProfile(id: string) {
  return useSuspenseQuery(sellerProfileQueryOptions(id));
}
