import type { ContactMessageBody } from '@phonebazaar/shared';
import { useMutation } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';

/** POST /api/contact (anyone): Contact Us's Send Message (issue #23 item 3). */
export function sendContactMessage(body: ContactMessageBody) {
  return apiSend<{ acknowledged: true }>('POST', '/contact', { body });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
