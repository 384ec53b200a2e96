import type { SavedSearch, SavedSearchBody } from '@phonebazaar/shared';
import { useMutation } from '@tanstack/react-query';
import { sendWithAccessToken } from '../../../lib/access-token-client';
import { savedSearchKeys } from '../../../lib/account-query-keys';
import { useSession } from '../../../lib/session';

/** POST /api/saved-searches (409 SAVED_SEARCHES_LIMIT past 20, with the server's words). */
export function createSavedSearch(email: string, body: SavedSearchBody) {
  return sendWithAccessToken<SavedSearch>('POST', '/saved-searches', email, { body });
}

export function useCreateSavedSearch() {
  const email = useSession().user?.email ?? '';
  return useMutation({
    mutationFn: (body: SavedSearchBody) => createSavedSearch(email, body),
    meta: { invalidates: [savedSearchKeys.ofAccount(email)] },
  });
}
