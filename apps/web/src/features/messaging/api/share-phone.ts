import type { SharePhoneBody } from '@phonebazaar/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendWithAccessToken } from '../../../lib/access-token-client';
import { useSession } from '../../../lib/session';
import { messagesKey } from './get-messages';
import { updateConversation } from './messages-cache';

/** POST /api/conversations/:id/share-phone: the other party sees the caller's number. */
export function sharePhone(email: string, id: string, body: SharePhoneBody) {
  return sendWithAccessToken<unknown>(
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
    onSuccess: (_reply, body) =>
      updateConversation(queryClient, messagesKey(email, id), (c) => ({
        ...c,
        mySharedPhone: body.phone.trim(),
      })),
  });
}
