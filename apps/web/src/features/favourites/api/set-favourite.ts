import { FAVOURITES_TEXTS, type Favourite, type FavouriteToggleReply } from '@phonebazaar/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendWithAccessToken } from '../../../lib/access-token-client';
import { favouriteKeys } from '../../../lib/account-query-keys';
import { ApiRequestError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';

/** PUT /api/favourites/:id (saved) or DELETE (not saved); both idempotent. */
export function setFavourite(email: string, listingId: string, saved: boolean) {
  return sendWithAccessToken<FavouriteToggleReply>(
    saved ? 'PUT' : 'DELETE',
    `/favourites/${encodeURIComponent(listingId)}`,
    email,
  );
}

interface Change {
  listingId: string;
  saved: boolean;
}

/**
 * Hearts or un-hearts at once (optimistic): the ids every card reads and the Favourites page's
 * list change before the answer; a refusal puts them back and toasts why (the server's words
 * for the 200 limit, a general one otherwise).
 */
export function useSetFavourite() {
  const queryClient = useQueryClient();
  const email = useSession().user?.email ?? '';
  return useMutation({
    mutationFn: ({ listingId, saved }: Change) => setFavourite(email, listingId, saved),
    onMutate: async ({ listingId, saved }: Change) => {
      await queryClient.cancelQueries({ queryKey: favouriteKeys.ofAccount(email) });
      const ids = queryClient.getQueryData<string[]>(favouriteKeys.ids(email));
      const list = queryClient.getQueryData<Favourite[]>(favouriteKeys.list(email));
      if (ids) {
        const rest = ids.filter((id) => id !== listingId);
        queryClient.setQueryData(favouriteKeys.ids(email), saved ? [listingId, ...rest] : rest);
      }
      if (list && !saved) {
        queryClient.setQueryData(
          favouriteKeys.list(email),
          list.filter((item) => item.listingId !== listingId),
        );
      }
      return { ids, list };
    },
    onError: (error, _change, before) => {
      if (before?.ids) queryClient.setQueryData(favouriteKeys.ids(email), before.ids);
      if (before?.list) queryClient.setQueryData(favouriteKeys.list(email), before.list);
      const known = error instanceof ApiRequestError && error.status >= 400 && error.status < 500;
      toast.error(known ? error.message : FAVOURITES_TEXTS.saveFailed);
    },
    meta: { invalidates: [favouriteKeys.ofAccount(email)] },
  });
}
