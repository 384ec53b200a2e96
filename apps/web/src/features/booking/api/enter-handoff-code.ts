import type { HandoffBody, SettlementReply } from '@phonebazaar/shared';
import { useMutation } from '@tanstack/react-query';
import { sendWithAccessToken } from '../../../lib/access-token-client';
import { bookingChangeKeys } from '../../../lib/account-query-keys';

/** POST /api/booking/:id/handoff (bearer, its seller): the code the buyer gave at the meetup. */
export function enterHandoffCode(
  email: string,
  bookingId: string,
  body: HandoffBody,
): Promise<SettlementReply> {
  return sendWithAccessToken<SettlementReply>(
    'POST',
    `/booking/${encodeURIComponent(bookingId)}/handoff`,
    email,
    { body },
  );
}

export function useEnterHandoffCode(email: string, bookingId: string) {
  return useMutation({
    mutationFn: (code: string) => enterHandoffCode(email, bookingId, { code }),
    // Only a success moves the deal; a wrong code leaves the row as it is.
    meta: { invalidates: bookingChangeKeys },
  });
}
