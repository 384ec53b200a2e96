import type { MakeOfferBody, Offer } from '@phonebazaar/shared';
import { useMutation } from '@tanstack/react-query';
import { sendWithAccessToken } from '../../../lib/access-token-client';
import { offerKeys } from '../../../lib/account-query-keys';
import { useSession } from '../../../lib/session';

/** POST /api/offers: the buyer's offer (dollars; the server checks the range itself). */
export function makeOffer(email: string, body: MakeOfferBody): Promise<Offer> {
  return sendWithAccessToken<Offer>('POST', '/offers', email, { body });
}

export function useMakeOffer() {
  const email = useSession().user?.email ?? '';
  return useMutation({
    mutationFn: (body: MakeOfferBody) => makeOffer(email, body),
    meta: { invalidates: [offerKeys.ofAccount(email)] },
  });
}
