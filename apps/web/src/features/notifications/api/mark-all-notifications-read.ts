import type { MarkNotificationsReadReply } from '@phonebazaar/shared';
import { useMutation } from '@tanstack/react-query';
import { sendWithAccessToken } from '../../../lib/access-token-client';
import { notificationKeys } from '../../../lib/account-query-keys';
import { useSession } from '../../../lib/session';

/**
 * POST /api/notifications/read-all: every unread notice up to `before` (the newest one the
 * person has seen), not only those on the pages the list has loaded.
 */
export function markAllNotificationsRead(
  email: string,
  before: string | undefined,
): Promise<MarkNotificationsReadReply> {
  return sendWithAccessToken<MarkNotificationsReadReply>('POST', '/notifications/read-all', email, {
    body: before ? { before } : {},
  });
}

export function useMarkAllNotificationsRead() {
  const email = useSession().user?.email ?? '';
  return useMutation({
    mutationFn: (before: string | undefined) => markAllNotificationsRead(email, before),
    // The list and the bell are read again either way.
    meta: { invalidates: [notificationKeys.all] },
  });
}
