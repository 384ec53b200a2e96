import type { Favourite, FavouritesReply } from '@phonebazaar/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getWithAccessToken } from '../../../lib/access-token-client';
import { favouriteKeys } from '../../../lib/account-query-keys';
import { useSession } from '../../../lib/session';

/** GET /api/favourites: each hearted phone with its state now, newest first (at most 200). */
export async function getFavourites(email: string): Promise<Favourite[]> {
  return (await getWithAccessToken<FavouritesReply>('/favourites', email)).items ?? [];
}

export function favouritesQueryOptions(email: string) {
  return queryOptions({
    queryKey: favouriteKeys.list(email),
    queryFn: () => getFavourites(email),
    enabled: email !== '',
    // A price or a booking may have moved since: read again when the page is opened.
    staleTime: 0,
  });
}

export function useFavourites() {
  const session = useSession();
  const email = session.status === 'signed-in' ? session.user.email : '';
  return useQuery(favouritesQueryOptions(email));
}
