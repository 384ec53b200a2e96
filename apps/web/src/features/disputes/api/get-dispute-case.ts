import type { DisputeCase } from '@phonebazaar/shared';
import { useQuery } from '@tanstack/react-query';
import { getWithAccessToken } from '../../../lib/access-token-client';
import { adminKeys } from '../../../lib/account-query-keys';
import { useSession } from '../../../lib/session';

/**
 * GET /api/admin/disputes/:id (admin, issue #46): both sides, the listing as booked, the
 * self-tests, the conversation and the timeline. Under the disputes key: a decision refreshes it.
 */
export function useDisputeCase(bookingId: string) {
  const email = useSession().user?.email ?? '';
  return useQuery({
    queryKey: [...adminKeys.disputes, email.toLowerCase(), 'case', bookingId],
    queryFn: () =>
      getWithAccessToken<DisputeCase>(`/admin/disputes/${encodeURIComponent(bookingId)}`, email),
    enabled: email !== '' && bookingId !== '',
  });
}
