import type { SavedSearch, SavedSearchPatch } from '@phonebazaar/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendWithAccessToken } from '../../../lib/access-token-client';
import { useSession } from '../../../lib/session';
import { savedSearchesKey } from './saved-searches-keys';

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
  const queryClient = useQueryClient();
  const email = useSession().user?.email ?? '';
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: SavedSearchPatch }) =>
      updateSavedSearch(email, id, patch),
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedSearchesKey(email) }),
  });
}
