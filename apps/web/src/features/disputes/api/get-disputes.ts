import type { DisputesReply } from '@phonebazaar/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getWithAccessToken } from '../../../lib/access-token-client';
import { adminKeys } from '../../../lib/account-query-keys';
import { useSession } from '../../../lib/session';

/** Every dispute query; a decision makes them all fresh. */

/** GET /api/admin/disputes (admin): open disputes first, oldest first, then resolved ones. */
export function getDisputes(email: string): Promise<DisputesReply> {
  return getWithAccessToken<DisputesReply>('/admin/disputes', email);
}

export function disputesQueryOptions(email: string) {
  return queryOptions({
    queryKey: [...adminKeys.disputes, email.toLowerCase()],
    queryFn: () => getDisputes(email),
    enabled: email !== '',
  });
}

export function useDisputes() {
  return useQuery(disputesQueryOptions(useSession().user?.email ?? ''));
}
