import type { RecordPaymentBody } from '@phonebazaar/shared';
import { sendWithAccessToken } from '../../../lib/access-token-client';

/**
 * POST /api/payments (bearer): the spec's payment record. The server checks the intent with
 * the provider and answers the same insertedId to a repeat, so retrying is safe.
 */
export function recordPayment(email: string, body: RecordPaymentBody) {
  return sendWithAccessToken<{ acknowledged: boolean; insertedId: string }>(
    'POST',
    '/payments',
    email,
    { body },
  );
}
