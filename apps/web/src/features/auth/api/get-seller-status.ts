import { queryOptions, useQuery } from '@tanstack/react-query';
import { getWithAccessToken } from '../../../lib/access-token-client';
import { authKeys } from '../../../lib/query-keys';

/**
 * GET /api/users/seller/:email (bearer): true for sellers and admins alike, which is the
 * spec's "seller check" for seller routes and menus (spec §6-7).
 */
export async function getSellerStatus(email: string): Promise<boolean> {
  const reply = await getWithAccessToken<{ isSellerOrAdmin: boolean }>(
    `/users/seller/${encodeURIComponent(email)}`,
    email,
  );
  return reply.isSellerOrAdmin;
}

export function sellerStatusQueryOptions(email: string) {
  return queryOptions({
    queryKey: authKeys.seller(email),
    queryFn: () => getSellerStatus(email),
    staleTime: 60_000,
  });
}

export function useSellerStatus(email: string | undefined) {
  return useQuery({ ...sellerStatusQueryOptions(email ?? ''), enabled: Boolean(email) });
}
