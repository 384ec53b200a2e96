import { queryOptions, useQuery } from '@tanstack/react-query';
import { getWithAccessToken } from '../../../lib/access-token-client';
import { offerKeys } from '../../../lib/account-query-keys';

/**
 * Whether the signed-in person may make offers: buyers only (POST /api/offers is a buyer's
 * call, as booking is). Read from GET /api/users/seller/:email (true for sellers and admins),
 * so the listing page offers nothing the server would refuse. The server still decides.
 */
export async function getCanOffer(email: string): Promise<boolean> {
  const reply = await getWithAccessToken<{ isSellerOrAdmin: boolean }>(
    `/users/seller/${encodeURIComponent(email)}`,
    email,
  );
  return !reply.isSellerOrAdmin;
}

export function canOfferQueryOptions(email: string) {
  return queryOptions({
    queryKey: offerKeys.canOffer(email),
    queryFn: () => getCanOffer(email),
    enabled: email !== '',
    staleTime: 5 * 60_000,
  });
}

export function useCanOffer(email: string | undefined) {
  return useQuery(canOfferQueryOptions(email ?? ''));
}
