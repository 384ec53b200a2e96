import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendWithAccessToken } from '../../../lib/access-token-client';
import { conversationKeys } from '../../../lib/account-query-keys';
import { useSession } from '../../../lib/session';
import { updateConversation } from './messages-cache';

/** POST /api/users/:id/block (block) or DELETE (unblock): answers { blocked }. */
export function setBlocked(email: string, userId: string, blocked: boolean) {
  return sendWithAccessToken<{ blocked: boolean }>(
    blocked ? 'POST' : 'DELETE',
    `/users/${encodeURIComponent(userId)}/block`,
    email,
  );
}

/** Blocks or unblocks the other party of conversation `id`. */
export function useSetBlocked(id: string, userId: string) {
  const queryClient = useQueryClient();
  const email = useSession().user?.email ?? '';
  return useMutation({
    mutationFn: (blocked: boolean) => setBlocked(email, userId, blocked),
    onSuccess: ({ blocked }) => {
      // After an unblock the other may still block us; the next poll (or a refused send) says so.
      updateConversation(queryClient, conversationKeys.messages(email, id), (c) => ({
        ...c,
        blocked,
        blockedByMe: blocked,
      }));
    },
    meta: { invalidates: [conversationKeys.list(email)] },
  });
}
