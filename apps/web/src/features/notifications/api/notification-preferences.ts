import type {
  NotificationPreferencesBody,
  NotificationPreferencesReply,
} from '@phonebazaar/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { getWithAccessToken, sendWithAccessToken } from '../../../lib/access-token-client';
import { notificationPreferenceKeys } from '../../../lib/account-query-keys';
import { useSession } from '../../../lib/session';

const useEmail = () => useSession().user?.email ?? '';

/** GET /api/notification-preferences: the caller's, defaults filled in. */
export function useNotificationPreferences() {
  const email = useEmail();
  return useQuery({
    queryKey: notificationPreferenceKeys.mine(email),
    queryFn: () =>
      getWithAccessToken<NotificationPreferencesReply>('/notification-preferences', email),
    enabled: email !== '',
  });
}

/** PUT /api/notification-preferences: every group's mail and push. */
export function useSaveNotificationPreferences() {
  const email = useEmail();
  return useMutation({
    mutationFn: (body: NotificationPreferencesBody) =>
      sendWithAccessToken<NotificationPreferencesReply>('PUT', '/notification-preferences', email, {
        body,
      }),
    meta: { invalidates: [notificationPreferenceKeys.all] },
  });
}
