import type { Message, ReportedConversation } from '@phonebazaar/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { getWithAccessToken } from '../../../lib/access-token-client';
import { adminKeys } from '../../../lib/account-query-keys';
import { useSession } from '../../../lib/session';

export type AdminMessage = Omit<Message, 'mine'>;

export interface AdminConversationReply {
  conversation: ReportedConversation;
  items: AdminMessage[];
  nextCursor: string | null;
}

/** GET /api/admin/conversations/:id/messages: a reported conversation, oldest first per page. */
export function getAdminConversation(email: string, id: string, cursor?: string) {
  const search = cursor ? `?${new URLSearchParams({ cursor })}` : '';
  return getWithAccessToken<AdminConversationReply>(
    `/admin/conversations/${encodeURIComponent(id)}/messages${search}`,
    email,
  );
}

export function adminConversationQueryOptions(email: string, id: string) {
  return infiniteQueryOptions({
    queryKey: [...adminKeys.reportedConversations, email.toLowerCase(), 'messages', id],
    queryFn: ({ pageParam }) => getAdminConversation(email, id, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: email !== '' && id !== '',
  });
}

export function useAdminConversation(id: string) {
  return useInfiniteQuery(adminConversationQueryOptions(useSession().user?.email ?? '', id));
}
