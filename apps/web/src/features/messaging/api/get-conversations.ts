import type { ConversationsReply } from '@phonebazaar/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { getWithAccessToken } from '../../../lib/access-token-client';
import { conversationKeys } from '../../../lib/account-query-keys';
import { useSession } from '../../../lib/session';
import { CONVERSATIONS_POLL_MS } from './messaging-keys';

/** GET /api/conversations: the caller's conversations, most recently active first. */
export function getConversations(email: string, cursor?: string): Promise<ConversationsReply> {
  const query = new URLSearchParams();
  if (cursor) query.set('cursor', cursor);
  const search = query.size > 0 ? `?${query}` : '';
  return getWithAccessToken<ConversationsReply>(`/conversations${search}`, email);
}

export function conversationsQueryOptions(email: string) {
  return infiniteQueryOptions({
    queryKey: conversationKeys.list(email),
    queryFn: ({ pageParam }) => getConversations(email, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: email !== '',
    refetchInterval: CONVERSATIONS_POLL_MS,
    refetchIntervalInBackground: false,
  });
}

/** The Messages page's list. */
export function useConversations() {
  return useInfiniteQuery(conversationsQueryOptions(useSession().user?.email ?? ''));
}
