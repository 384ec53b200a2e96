import type { FavouritesReply } from '@phonebazaar/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getWithAccessToken } from '../../../lib/access-token-client';
import { favouriteKeys } from '../../../lib/account-query-keys';
import { useSession } from '../../../lib/session';

/** GET /api/favourites?idsOnly=1: the hearted listing ids, newest first. */
export async function getFavouriteIds(email: string): Promise<string[]> {
  return (await getWithAccessToken<FavouritesReply>('/favourites?idsOnly=1', email)).ids;
}

export function favouriteIdsQueryOptions(email: string) {
  return queryOptions({
    queryKey: favouriteKeys.ids(email),
    queryFn: () => getFavouriteIds(email),
    enabled: email !== '',
    staleTime: 60_000,
  });
}

/**
 * Whether `listingId` is hearted: every heart on the page reads the same query, so a grid of
 * cards costs one request, not one per card. undefined while unknown.
 */
export function useIsFavourite(listingId: string): boolean | undefined {
  const session = useSession();
  const email = session.status === 'signed-in' ? session.user.email : '';
  const query = useQuery({
    ...favouriteIdsQueryOptions(email),
    select: (ids) => ids.includes(listingId),
  });
  return query.data;
}
