import type { ReportConversationBody } from '@phonebazaar/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendWithAccessToken } from '../../../lib/access-token-client';
import { useSession } from '../../../lib/session';
import { messagesKey } from './get-messages';
import { updateConversation } from './messages-cache';

/** POST /api/conversations/:id/report */
export function reportConversation(email: string, id: string, body: ReportConversationBody) {
  return sendWithAccessToken<unknown>(
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
    onSuccess: () =>
      updateConversation(queryClient, messagesKey(email, id), (c) => ({ ...c, reported: true })),
  });
}
