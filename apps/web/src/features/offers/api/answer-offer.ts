import type { AcceptOfferReply, Offer } from '@phonebazaar/shared';
import { useMutation } from '@tanstack/react-query';
import { sendWithAccessToken } from '../../../lib/access-token-client';
import { bookingChangeKeys, offerKeys } from '../../../lib/account-query-keys';
import { useSession } from '../../../lib/session';

export type OfferAnswer =
  | { id: string; action: 'accept' }
  | { id: string; action: 'decline' }
  | { id: string; action: 'counter'; amount: number };

/** POST /api/offers/:id/accept|decline|counter: the move of whichever side is to answer. */
export function answerOffer(email: string, answer: OfferAnswer): Promise<Offer | AcceptOfferReply> {
  const path = `/offers/${encodeURIComponent(answer.id)}/${answer.action}`;
  const body = answer.action === 'counter' ? { amount: answer.amount } : {};
  return sendWithAccessToken<Offer | AcceptOfferReply>('POST', path, email, { body });
}

export function useAnswerOffer() {
  const email = useSession().user?.email ?? '';
  return useMutation({
    mutationFn: (answer: OfferAnswer) => answerOffer(email, answer),
    // Whatever the answer (a 409 included), the list shows the offer as it now is. Accepting
    // an offer or a counteroffer books the phone: its cards, My Order and My Sell move too.
    meta: { invalidates: [offerKeys.ofAccount(email), ...bookingChangeKeys] },
  });
}
