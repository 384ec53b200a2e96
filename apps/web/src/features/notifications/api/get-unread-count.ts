import type { NotificationsReply } from '@phonebazaar/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getWithAccessToken } from '../../../lib/access-token-client';
import { notificationKeys } from '../../../lib/account-query-keys';
import { useSession } from '../../../lib/session';
import { NOTIFICATIONS_POLL_MS } from './notifications-keys';

/** GET /api/notifications?limit=1: only the unread count is read (the bell). */
export async function getUnreadCount(email: string): Promise<number> {
  const reply = await getWithAccessToken<NotificationsReply>('/notifications?limit=1', email);
  return reply.unread;
}

export function unreadCountQueryOptions(email: string) {
  return queryOptions({
    queryKey: notificationKeys.unread(email),
    queryFn: () => getUnreadCount(email),
    // Nobody signed in: no request at all.
    enabled: email !== '',
    // Modest polling: once a minute, and when the person comes back to the tab.
    refetchInterval: NOTIFICATIONS_POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    staleTime: 30_000,
  });
}

/** The navbar bell's count; undefined until known (and always when signed out). */
export function useUnreadCount() {
  const session = useSession();
  const email = session.status === 'signed-in' ? session.user.email : '';
  return useQuery(unreadCountQueryOptions(email));
}
