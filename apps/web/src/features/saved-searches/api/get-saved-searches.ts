import type { SavedSearchesReply } from '@phonebazaar/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getWithAccessToken } from '../../../lib/access-token-client';
import { savedSearchKeys } from '../../../lib/account-query-keys';
import { useSession } from '../../../lib/session';

/** GET /api/saved-searches: the person's saved searches, oldest first (at most 20). */
export function getSavedSearches(email: string): Promise<SavedSearchesReply> {
  return getWithAccessToken<SavedSearchesReply>('/saved-searches', email);
}

export function savedSearchesQueryOptions(email: string) {
  return queryOptions({
    queryKey: savedSearchKeys.ofAccount(email),
    queryFn: () => getSavedSearches(email),
    enabled: email !== '',
  });
}

export function useSavedSearches() {
  const session = useSession();
  const email = session.status === 'signed-in' ? session.user.email : '';
  return useQuery(savedSearchesQueryOptions(email));
}
