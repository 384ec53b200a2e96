import type { OfferFloor } from '@phonebazaar/shared';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { getWithAccessToken, sendWithAccessToken } from '../../../lib/access-token-client';
import { offerKeys } from '../../../lib/account-query-keys';
import { useSession } from '../../../lib/session';

/** GET /api/offers/floors: the seller's listings on sale with their automatic-decline floors. */
export function getOfferFloors(email: string): Promise<OfferFloor[]> {
  return getWithAccessToken<OfferFloor[]>('/offers/floors', email);
}

export function offerFloorsQueryOptions(email: string, enabled = true) {
  return queryOptions({
    queryKey: offerKeys.floors(email),
    queryFn: () => getOfferFloors(email),
    enabled: enabled && email !== '',
  });
}

export function useOfferFloors(enabled: boolean) {
  return useQuery(offerFloorsQueryOptions(useSession().user?.email ?? '', enabled));
}

/** PUT /api/offers/floor/:listingId: sets (dollars) or clears (null) a listing's floor. */
export function setOfferFloor(
  email: string,
  listingId: string,
  floor: number | null,
): Promise<OfferFloor> {
  return sendWithAccessToken<OfferFloor>(
    'PUT',
    `/offers/floor/${encodeURIComponent(listingId)}`,
    email,
    { body: { floor } },
  );
}

export function useSetOfferFloor() {
  const email = useSession().user?.email ?? '';
  return useMutation({
    mutationFn: ({ listingId, floor }: { listingId: string; floor: number | null }) =>
      setOfferFloor(email, listingId, floor),
    meta: { invalidates: [offerKeys.floors(email)] },
  });
}
