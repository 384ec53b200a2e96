import type { RecordPayoutBody, RecordPayoutReply } from '@phonebazaar/shared';
import { useMutation } from '@tanstack/react-query';
import { sendWithAccessToken } from '../../../lib/access-token-client';
import { adminKeys, earningKeys } from '../../../lib/account-query-keys';
import { useSession } from '../../../lib/session';

/** POST /api/admin/payouts (admin): records money sent to a seller; 409 above the balance. */
export function recordPayout(email: string, body: RecordPayoutBody): Promise<RecordPayoutReply> {
  return sendWithAccessToken<RecordPayoutReply>('POST', '/admin/payouts', email, { body });
}

export function useRecordPayout() {
  const email = useSession().user?.email ?? '';
  return useMutation({
    mutationFn: (body: RecordPayoutBody) => recordPayout(email, body),
    // Recorded, or refused because the balance moved (another admin paid meanwhile): either
    // way the balances on screen are read again. An admin's own Earnings may change too.
    meta: { invalidates: [adminKeys.payouts, earningKeys.all] },
  });
}
