import type { SavedSearch, SavedSearchBody } from '@phonebazaar/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendWithAccessToken } from '../../../lib/access-token-client';
import { useSession } from '../../../lib/session';
import { savedSearchesKey } from './saved-searches-keys';

/** POST /api/saved-searches (409 SAVED_SEARCHES_LIMIT past 20, with the server's words). */
export function createSavedSearch(email: string, body: SavedSearchBody) {
  return sendWithAccessToken<SavedSearch>('POST', '/saved-searches', email, { body });
}

export function useCreateSavedSearch() {
  const queryClient = useQueryClient();
  const email = useSession().user?.email ?? '';
  return useMutation({
    mutationFn: (body: SavedSearchBody) => createSavedSearch(email, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedSearchesKey(email) }),
  });
}
