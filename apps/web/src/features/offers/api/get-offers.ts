import type { Offer, OfferRole } from '@phonebazaar/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getWithAccessToken } from '../../../lib/access-token-client';
import { offerKeys } from '../../../lib/account-query-keys';
import { useSession } from '../../../lib/session';

/** Offers wait 24 hours: a minute's polling keeps states and time left honest. */
const POLL_MS = 60_000;

/** GET /api/offers?role=: the caller's offers on one side, newest first. */
export function getOffers(email: string, role: OfferRole): Promise<Offer[]> {
  return getWithAccessToken<Offer[]>(`/offers?role=${role}`, email);
}

export function offersQueryOptions(email: string, role: OfferRole) {
  return queryOptions({
    queryKey: offerKeys.list(email, role),
    queryFn: () => getOffers(email, role),
    enabled: email !== '',
    refetchInterval: POLL_MS,
    refetchIntervalInBackground: false,
  });
}

export function useOffers(role: OfferRole) {
  return useQuery(offersQueryOptions(useSession().user?.email ?? '', role));
}
