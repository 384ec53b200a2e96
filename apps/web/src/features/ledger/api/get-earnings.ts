import type { EarningsReply } from '@phonebazaar/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getWithAccessToken } from '../../../lib/access-token-client';
import { earningKeys } from '../../../lib/account-query-keys';
import { useSession } from '../../../lib/session';

/** GET /api/earnings: the signed-in seller's balance, releases, pending holds and payouts. */
export function getEarnings(email: string): Promise<EarningsReply> {
  return getWithAccessToken<EarningsReply>('/earnings', email);
}

export function earningsQueryOptions(email: string) {
  return queryOptions({
    queryKey: earningKeys.mine(email),
    queryFn: () => getEarnings(email),
    enabled: email !== '',
  });
}

export function useEarnings() {
  return useQuery(earningsQueryOptions(useSession().user?.email ?? ''));
}
