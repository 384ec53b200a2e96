import type { Conversation, SharePhoneBody } from '@phonebazaar/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendWithAccessToken } from '../../../lib/access-token-client';
import { conversationKeys } from '../../../lib/account-query-keys';
import { useSession } from '../../../lib/session';
import { updateConversation } from './messages-cache';

/** POST /api/conversations/:id/share-phone: the other party sees the caller's number; answers the conversation. */
export function sharePhone(email: string, id: string, body: SharePhoneBody) {
  return sendWithAccessToken<Conversation>(
    'POST',
    `/conversations/${encodeURIComponent(id)}/share-phone`,
    email,
    { body },
  );
}

export function useSharePhone(id: string) {
  const queryClient = useQueryClient();
  const email = useSession().user?.email ?? '';
  return useMutation({
    mutationFn: (body: SharePhoneBody) => sharePhone(email, id, body),
    // The server answers the conversation as it now is (the number as it was stored).
    onSuccess: (conversation) =>
      updateConversation(queryClient, conversationKeys.messages(email, id), () => conversation),
  });
}
