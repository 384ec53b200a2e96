import type { SavedSearch, SavedSearchPatch } from '@phonebazaar/shared';
import { useMutation } from '@tanstack/react-query';
import { sendWithAccessToken } from '../../../lib/access-token-client';
import { savedSearchKeys } from '../../../lib/account-query-keys';
import { useSession } from '../../../lib/session';

/** PATCH /api/saved-searches/:id: rename and/or change how often it alerts. */
export function updateSavedSearch(email: string, id: string, patch: SavedSearchPatch) {
  return sendWithAccessToken<SavedSearch>(
    'PATCH',
    `/saved-searches/${encodeURIComponent(id)}`,
    email,
    { body: patch },
  );
}

export function useUpdateSavedSearch() {
  const email = useSession().user?.email ?? '';
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: SavedSearchPatch }) =>
      updateSavedSearch(email, id, patch),
    meta: { invalidates: [savedSearchKeys.ofAccount(email)] },
  });
}
