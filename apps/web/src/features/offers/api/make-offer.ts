import type { MakeOfferBody, Offer } from '@phonebazaar/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendWithAccessToken } from '../../../lib/access-token-client';
import { useSession } from '../../../lib/session';
import { offersKey } from './offers-keys';

/** POST /api/offers: the buyer's offer (dollars; the server checks the range itself). */
export function makeOffer(email: string, body: MakeOfferBody): Promise<Offer> {
  return sendWithAccessToken<Offer>('POST', '/offers', email, { body });
}

export function useMakeOffer() {
  const queryClient = useQueryClient();
  const email = useSession().user?.email ?? '';
  return useMutation({
    mutationFn: (body: MakeOfferBody) => makeOffer(email, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: offersKey(email) }),
  });
}
