import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendWithAccessToken } from '../../../lib/access-token-client';
import { useSession } from '../../../lib/session';
import { savedSearchesKey } from './saved-searches-keys';

/** DELETE /api/saved-searches/:id. */
export function deleteSavedSearch(email: string, id: string) {
  return sendWithAccessToken<unknown>('DELETE', `/saved-searches/${encodeURIComponent(id)}`, email);
}

export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  const email = useSession().user?.email ?? '';
  return useMutation({
    mutationFn: (id: string) => deleteSavedSearch(email, id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedSearchesKey(email) }),
  });
}
