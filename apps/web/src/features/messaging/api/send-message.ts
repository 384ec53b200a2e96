import type { Message, SendMessageBody } from '@phonebazaar/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendWithAccessToken } from '../../../lib/access-token-client';
import { conversationKeys } from '../../../lib/account-query-keys';
import { ApiRequestError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { messagesPath } from './get-messages';
import { appendMessages } from './messages-cache';

/** POST /api/conversations/:id/messages: answers the message written. */
export function sendMessage(email: string, id: string, body: SendMessageBody): Promise<Message> {
  return sendWithAccessToken<Message>('POST', messagesPath(id), email, { body });
}

export function useSendMessage(id: string) {
  const queryClient = useQueryClient();
  const email = useSession().user?.email ?? '';
  return useMutation({
    mutationFn: (body: SendMessageBody) => sendMessage(email, id, body),
    onSuccess: (message) => {
      appendMessages(queryClient, conversationKeys.messages(email, id), [message]);
    },
    meta: { invalidates: [conversationKeys.list(email)] },
    // 403: blocked meanwhile; the page reads the conversation again to show the notice. Only
    // this refusal makes the open conversation stale, so it is not a declared key.
    onError: (error) => {
      if (error instanceof ApiRequestError && error.status === 403) {
        void queryClient.invalidateQueries({ queryKey: conversationKeys.messages(email, id) });
      }
    },
  });
}
