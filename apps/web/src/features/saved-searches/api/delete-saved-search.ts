import { useMutation } from '@tanstack/react-query';
import { sendWithAccessToken } from '../../../lib/access-token-client';
import { savedSearchKeys } from '../../../lib/account-query-keys';
import { useSession } from '../../../lib/session';

/** DELETE /api/saved-searches/:id. */
export function deleteSavedSearch(email: string, id: string) {
  return sendWithAccessToken<unknown>('DELETE', `/saved-searches/${encodeURIComponent(id)}`, email);
}

export function useDeleteSavedSearch() {
  const email = useSession().user?.email ?? '';
  return useMutation({
    mutationFn: (id: string) => deleteSavedSearch(email, id),
    meta: { invalidates: [savedSearchKeys.ofAccount(email)] },
  });
}
