import type { SandboxConfirmBody } from '@phonebazaar/shared';
import { readAccessToken } from '../../../lib/access-token';
import { withAccessToken } from '../../../lib/access-token-client';
import { ApiRequestError } from '../../../lib/api-client';

/** What Stripe.js's confirmCardPayment resolves with; the sandbox answers the same shape. */
export type ConfirmOutcome =
  | { paymentIntent: { id: string; status: string }; error?: undefined }
  | { error: { message?: string; code?: string }; paymentIntent?: undefined };

interface ReplyBody {
  paymentIntent?: { id: string; status: string };
  error?: { message?: string; code?: string };
  message?: string;
}

/**
 * POST /api/sandbox/confirm (bearer), the sandbox's stand-in for Stripe.js. Card errors come
 * back as Stripe's `{ error }` (402, 400), not as the API's `{ message, code }`, so this reads
 * the body itself and, like Stripe.js, resolves with the error instead of throwing.
 */
export function confirmSandboxCard(email: string, body: SandboxConfirmBody) {
  return withAccessToken(email, async (): Promise<ConfirmOutcome> => {
    const headers = new Headers({ 'content-type': 'application/json' });
    const token = readAccessToken();
    if (token) headers.set('authorization', `Bearer ${token}`);
    const response = await fetch('/api/sandbox/confirm', {
      method: 'POST',
      headers,
      credentials: 'same-origin',
      body: JSON.stringify(body),
    });
    const reply = (await response.json().catch(() => null)) as ReplyBody | null;
    // Thrown so withAccessToken renews the token once and tries again.
    if (response.status === 401) {
      throw new ApiRequestError(401, 'UNAUTHORIZED', reply?.message ?? 'Sign in again.');
    }
    if (response.ok && reply?.paymentIntent) return { paymentIntent: reply.paymentIntent };
    return {
      error: {
        message:
          reply?.error?.message ??
          reply?.message ??
          `The payment could not be confirmed (${response.status}).`,
        code: reply?.error?.code,
      },
    };
  });
}
