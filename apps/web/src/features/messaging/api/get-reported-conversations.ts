import type { ReportedConversation } from '@phonebazaar/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { getWithAccessToken } from '../../../lib/access-token-client';
import { adminKeys } from '../../../lib/account-query-keys';
import { useSession } from '../../../lib/session';

/** One page, shaped as the admin lists' pages (no cursor: undefined). */
export interface ReportedConversationsPage {
  items: ReportedConversation[];
  nextCursor: string | undefined;
}

/** GET /api/admin/conversations/reported: newest report first. */
export async function getReportedConversations(
  email: string,
  cursor?: string,
): Promise<ReportedConversationsPage> {
  const search = cursor ? `?${new URLSearchParams({ cursor })}` : '';
  const reply = await getWithAccessToken<{
    items: ReportedConversation[];
    nextCursor: string | null;
  }>(`/admin/conversations/reported${search}`, email);
  return { items: reply.items, nextCursor: reply.nextCursor ?? undefined };
}

export function reportedConversationsQueryOptions(email: string) {
  return infiniteQueryOptions({
    queryKey: [...adminKeys.reportedConversations, email.toLowerCase(), 'list'],
    queryFn: ({ pageParam }) => getReportedConversations(email, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor,
    enabled: email !== '',
  });
}

export function useReportedConversations() {
  return useInfiniteQuery(reportedConversationsQueryOptions(useSession().user?.email ?? ''));
}
