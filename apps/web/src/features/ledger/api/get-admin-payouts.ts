import type { AdminPayoutsReply } from '@phonebazaar/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getWithAccessToken } from '../../../lib/access-token-client';
import { adminKeys } from '../../../lib/account-query-keys';
import { useSession } from '../../../lib/session';

/** Under the admin root, so whatever refreshes the admin lists refreshes this too. */

/** GET /api/admin/payouts (admin): sellers owed money, most owed first, and recent payouts. */
export function getAdminPayouts(email: string): Promise<AdminPayoutsReply> {
  return getWithAccessToken<AdminPayoutsReply>('/admin/payouts', email);
}

export function adminPayoutsQueryOptions(email: string) {
  return queryOptions({
    queryKey: [...adminKeys.payouts, email.toLowerCase()],
    queryFn: () => getAdminPayouts(email),
    enabled: email !== '',
  });
}

export function useAdminPayouts() {
  return useQuery(adminPayoutsQueryOptions(useSession().user?.email ?? ''));
}
