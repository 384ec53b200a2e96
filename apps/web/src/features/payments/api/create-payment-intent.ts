import { useQuery } from '@tanstack/react-query';
import { sendWithAccessToken } from '../../../lib/access-token-client';
import { paymentKeys } from '../../../lib/account-query-keys';

interface IntentRequest {
  bookingId: string;
  /** The spec's field; the server charges the booking's own price (decision 007). */
  price: number;
}

/** POST /api/create-payment-intent (bearer): the client secret the card is confirmed with. */
export async function createPaymentIntent(email: string, body: IntentRequest): Promise<string> {
  const reply = await sendWithAccessToken<{ clientSecret: string }>(
    'POST',
    '/create-payment-intent',
    email,
    { body },
  );
  return reply.clientSecret;
}

/**
 * Asked once when the page opens (spec §4). A query rather than a mutation: the server gives
 * the same live intent to repeated calls, so StrictMode's double mount or a remount costs
 * nothing, and a failure can simply be retried.
 */
export function usePaymentIntent(email: string, body: IntentRequest, enabled: boolean) {
  return useQuery({
    queryKey: paymentKeys.intent(body.bookingId),
    queryFn: () => createPaymentIntent(email, body),
    enabled,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    // A secret is for this visit only; the next visit asks again and gets the live one.
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}
