import type { MarkNotificationsReadReply } from '@phonebazaar/shared';
import { NOTIFICATIONS_READ_MAX } from '@phonebazaar/shared';
import { useMutation } from '@tanstack/react-query';
import { sendWithAccessToken } from '../../../lib/access-token-client';
import { notificationKeys } from '../../../lib/account-query-keys';
import { useSession } from '../../../lib/session';

/** POST /api/notifications/read: marks the caller's own notices; others' ids change nothing. */
export async function markNotificationsRead(
  email: string,
  ids: string[],
): Promise<MarkNotificationsReadReply> {
  let modifiedCount = 0;
  // "Mark all" after several pages may name more ids than one call takes.
  for (let i = 0; i < ids.length; i += NOTIFICATIONS_READ_MAX) {
    const reply = await sendWithAccessToken<MarkNotificationsReadReply>(
      'POST',
      '/notifications/read',
      email,
      { body: { ids: ids.slice(i, i + NOTIFICATIONS_READ_MAX) } },
    );
    modifiedCount += reply.modifiedCount;
  }
  return { modifiedCount };
}

export function useMarkNotificationsRead() {
  const email = useSession().user?.email ?? '';
  return useMutation({
    mutationFn: (ids: string[]) => markNotificationsRead(email, ids),
    // The list and the bell are read again either way.
    meta: { invalidates: [notificationKeys.all] },
  });
}
