import type { StartConversationBody, StartConversationReply } from '@phonebazaar/shared';
import { useMutation } from '@tanstack/react-query';
import { sendWithAccessToken } from '../../../lib/access-token-client';
import { conversationKeys } from '../../../lib/account-query-keys';
import { useSession } from '../../../lib/session';

/** POST /api/conversations: starts (or continues) the caller's conversation about a listing. */
export function startConversation(
  email: string,
  body: StartConversationBody,
): Promise<StartConversationReply> {
  return sendWithAccessToken<StartConversationReply>('POST', '/conversations', email, { body });
}

export function useStartConversation() {
  const email = useSession().user?.email ?? '';
  return useMutation({
    mutationFn: (body: StartConversationBody) => startConversation(email, body),
    meta: { invalidates: [conversationKeys.ofAccount(email)] },
  });
}
