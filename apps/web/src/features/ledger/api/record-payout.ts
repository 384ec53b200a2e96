import type { RecordPayoutBody, RecordPayoutReply } from '@phonebazaar/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendWithAccessToken } from '../../../lib/access-token-client';
import { useSession } from '../../../lib/session';
import { ADMIN_PAYOUTS_KEY } from './get-admin-payouts';
import { EARNINGS_KEY } from './get-earnings';

/** POST /api/admin/payouts (admin): records money sent to a seller; 409 above the balance. */
export function recordPayout(email: string, body: RecordPayoutBody): Promise<RecordPayoutReply> {
  return sendWithAccessToken<RecordPayoutReply>('POST', '/admin/payouts', email, { body });
}

export function useRecordPayout() {
  const queryClient = useQueryClient();
  const email = useSession().user?.email ?? '';
  return useMutation({
    mutationFn: (body: RecordPayoutBody) => recordPayout(email, body),
    // Recorded, or refused because the balance moved (another admin paid meanwhile): either
    // way the balances on screen are read again. An admin's own Earnings may change too.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_PAYOUTS_KEY }),
        queryClient.invalidateQueries({ queryKey: EARNINGS_KEY }),
      ]),
  });
}
