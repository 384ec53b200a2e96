import { useMutation } from '@tanstack/react-query';
import { sendWithAccessToken } from '../../../lib/access-token-client';
import { conversationKeys } from '../../../lib/account-query-keys';
import { useSession } from '../../../lib/session';

/** POST /api/conversations/:id/read: everything the other party wrote so far is read. */
export function markConversationRead(email: string, id: string) {
  return sendWithAccessToken<{ modifiedCount: number }>(
    'POST',
    `/conversations/${encodeURIComponent(id)}/read`,
    email,
  );
}

export function useMarkConversationRead(id: string) {
  const email = useSession().user?.email ?? '';
  return useMutation({
    mutationFn: () => markConversationRead(email, id),
    // The list's counts and the menu badge; never the open conversation (it is live already).
    meta: {
      invalidates: [conversationKeys.list(email), conversationKeys.unread(email)],
      onlyWhenModified: true,
    },
  });
}
