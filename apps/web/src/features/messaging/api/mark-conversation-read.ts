import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendWithAccessToken } from '../../../lib/access-token-client';
import { useSession } from '../../../lib/session';
import { conversationsKey } from './messaging-keys';

/** POST /api/conversations/:id/read: everything the other party wrote so far is read. */
export function markConversationRead(email: string, id: string) {
  return sendWithAccessToken<{ modifiedCount: number }>(
    'POST',
    `/conversations/${encodeURIComponent(id)}/read`,
    email,
  );
}

export function useMarkConversationRead(id: string) {
  const queryClient = useQueryClient();
  const email = useSession().user?.email ?? '';
  return useMutation({
    mutationFn: () => markConversationRead(email, id),
    // The list's counts and the menu badge; never the open conversation (it is live already).
    onSuccess: ({ modifiedCount }) => {
      if (modifiedCount === 0) return;
      void queryClient.invalidateQueries({ queryKey: [...conversationsKey(email), 'list'] });
      void queryClient.invalidateQueries({ queryKey: [...conversationsKey(email), 'unread'] });
    },
  });
}
