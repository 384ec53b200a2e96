import type { NotificationsReply } from '@phonebazaar/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { getWithAccessToken } from '../../../lib/access-token-client';
import { notificationKeys } from '../../../lib/account-query-keys';
import { useSession } from '../../../lib/session';

export const NOTIFICATIONS_PAGE_SIZE = 20;

/** GET /api/notifications: the signed-in person's notices, newest first, and the unread count. */
export function getNotifications(email: string, cursor?: string): Promise<NotificationsReply> {
  const query = new URLSearchParams({ limit: String(NOTIFICATIONS_PAGE_SIZE) });
  if (cursor) query.set('cursor', cursor);
  return getWithAccessToken<NotificationsReply>(`/notifications?${query}`, email);
}

export function notificationsQueryOptions(email: string) {
  return infiniteQueryOptions({
    queryKey: notificationKeys.list(email),
    queryFn: ({ pageParam }) => getNotifications(email, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: email !== '',
  });
}

/** The Notifications page's list. */
export function useNotifications() {
  return useInfiniteQuery(notificationsQueryOptions(useSession().user?.email ?? ''));
}
