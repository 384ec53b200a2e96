import type { ConversationsReply } from '@phonebazaar/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getWithAccessToken } from '../../../lib/access-token-client';
import { conversationKeys } from '../../../lib/account-query-keys';
import { useSession } from '../../../lib/session';

const POLL_MS = 60_000;

/** GET /api/conversations?limit=1: only the unread count over all conversations is read. */
export async function getUnreadMessages(email: string): Promise<number> {
  return (await getWithAccessToken<ConversationsReply>('/conversations?limit=1', email)).unread;
}

/** The same key as the dashboard menu's badge, so both refresh when a conversation is read. */
export function unreadMessagesQueryOptions(email: string) {
  return queryOptions({
    queryKey: conversationKeys.unread(email),
    queryFn: () => getUnreadMessages(email),
    enabled: email !== '',
    refetchInterval: POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    staleTime: 30_000,
  });
}

/** The signed-in person's unread messages; undefined until known (and when signed out). */
export function useUnreadMessages() {
  const session = useSession();
  const email = session.status === 'signed-in' ? session.user.email : '';
  return useQuery(unreadMessagesQueryOptions(email));
}
