import type { DisputeStatementBody, SettlementReply } from '@phonebazaar/shared';
import { useMutation } from '@tanstack/react-query';
import { sendWithAccessToken } from '../../../lib/access-token-client';
import { bookingChangeKeys } from '../../../lib/account-query-keys';

/**
 * POST /api/booking/:id/decline/answer (bearer, its seller, while declined): accept (the
 * buyer is refunded, the phone is for sale again) or contest (an admin decides).
 */
export function answerDecline(
  email: string,
  bookingId: string,
  accept: boolean,
  statement?: DisputeStatementBody,
): Promise<SettlementReply> {
  return sendWithAccessToken<SettlementReply>(
    'POST',
    `/booking/${encodeURIComponent(bookingId)}/decline/answer`,
    email,
    { body: statement ? { accept, statement } : { accept } },
  );
}

/** `statement`: issue #46, the seller's side sent with a contest. */
export function useAnswerDecline(email: string, bookingId: string) {
  return useMutation({
    mutationFn: ({ accept, statement }: { accept: boolean; statement?: DisputeStatementBody }) =>
      answerDecline(email, bookingId, accept, statement),
    meta: { invalidates: bookingChangeKeys },
  });
}
