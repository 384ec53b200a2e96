import type { MessagesReply } from '@phonebazaar/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { getWithAccessToken } from '../../../lib/access-token-client';
import { conversationKeys } from '../../../lib/account-query-keys';
import { useSession } from '../../../lib/session';

export const messagesPath = (id: string) => `/conversations/${encodeURIComponent(id)}/messages`;

/**
 * GET /api/conversations/:id/messages?cursor: one page, oldest first within it. Without a
 * cursor the newest page; its nextCursor leads to older ones.
 */
export function getMessages(email: string, id: string, cursor?: string): Promise<MessagesReply> {
  const search = cursor ? `?${new URLSearchParams({ cursor })}` : '';
  return getWithAccessToken<MessagesReply>(`${messagesPath(id)}${search}`, email);
}

/**
 * Pages run newest -> older: pages[0] is the latest history, and live messages are appended
 * to it (hooks/use-live-messages.ts). Never refetched wholesale: newer messages come by `after`.
 */
export function messagesQueryOptions(email: string, id: string) {
  return infiniteQueryOptions({
    queryKey: conversationKeys.messages(email, id),
    queryFn: ({ pageParam }) => getMessages(email, id, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: email !== '' && id !== '',
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}

export function useMessages(id: string) {
  return useInfiniteQuery(messagesQueryOptions(useSession().user?.email ?? '', id));
}
