import type { Conversation, ReportConversationBody } from '@phonebazaar/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendWithAccessToken } from '../../../lib/access-token-client';
import { conversationKeys } from '../../../lib/account-query-keys';
import { useSession } from '../../../lib/session';
import { updateConversation } from './messages-cache';

/** POST /api/conversations/:id/report: answers the conversation, now reported. */
export function reportConversation(email: string, id: string, body: ReportConversationBody) {
  return sendWithAccessToken<Conversation>(
    'POST',
    `/conversations/${encodeURIComponent(id)}/report`,
    email,
    { body },
  );
}

export function useReportConversation(id: string) {
  const queryClient = useQueryClient();
  const email = useSession().user?.email ?? '';
  return useMutation({
    mutationFn: (body: ReportConversationBody) => reportConversation(email, id, body),
    onSuccess: (conversation) =>
      updateConversation(queryClient, conversationKeys.messages(email, id), () => conversation),
  });
}
