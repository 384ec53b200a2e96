import type { UnsubscribeReply } from '@phonebazaar/shared';
import { useMutation } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';

/** POST /api/alerts/unsubscribe: a mail's signed link; no sign-in needed. */
export function unsubscribe(token: string) {
  return apiSend<UnsubscribeReply>('POST', '/alerts/unsubscribe', { body: { token } });
}

export function useUnsubscribe() {
  return useMutation({ mutationFn: unsubscribe });
}
