import type { StartConversationBody, StartConversationReply } from '@phonebazaar/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendWithAccessToken } from '../../../lib/access-token-client';
import { useSession } from '../../../lib/session';
import { conversationsKey } from './messaging-keys';

/** POST /api/conversations: starts (or continues) the caller's conversation about a listing. */
export function startConversation(
  email: string,
  body: StartConversationBody,
): Promise<StartConversationReply> {
  return sendWithAccessToken<StartConversationReply>('POST', '/conversations', email, { body });
}

export function useStartConversation() {
  const queryClient = useQueryClient();
  const email = useSession().user?.email ?? '';
  return useMutation({
    mutationFn: (body: StartConversationBody) => startConversation(email, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversationsKey(email) }),
  });
}
