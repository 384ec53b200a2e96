import type { DeclineBody, SettlementReply } from '@phonebazaar/shared';
import { useMutation } from '@tanstack/react-query';
import { sendWithAccessToken } from '../../../lib/access-token-client';
import { bookingChangeKeys } from '../../../lib/account-query-keys';

/** POST /api/booking/:id/decline (bearer, its buyer, while held): not as described. */
export function declineBooking(
  email: string,
  bookingId: string,
  body: DeclineBody,
): Promise<SettlementReply> {
  return sendWithAccessToken<SettlementReply>(
    'POST',
    `/booking/${encodeURIComponent(bookingId)}/decline`,
    email,
    { body },
  );
}

export function useDeclineBooking(email: string, bookingId: string) {
  return useMutation({
    mutationFn: (body: DeclineBody) => declineBooking(email, bookingId, body),
    // Refused or not, the deal may have moved meanwhile (released, expired): read it again.
    meta: { invalidates: bookingChangeKeys },
  });
}
