import { type PaymentPage, paths, TEXTS } from '@phonebazaar/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { bookingChangeKeys, orderKeys } from '../../../lib/account-query-keys';
import { ApiRequestError } from '../../../lib/api-client';
import { describeError } from '../../../lib/errors';
import type { ConfirmOutcome } from '../api/confirm-sandbox-card';
import { recordPayment } from '../api/record-payment';

/** Authorised and held until the handoff (issue #18: manual capture), or captured. */
const PAID_STATUSES = ['requires_capture', 'succeeded'];

/**
 * Spec §4 Payment flow after the card is confirmed, for either provider: a succeeded intent is
 * recorded; on insertedId the buyer is congratulated and sent to /paymentcomplete. Provider
 * errors show the provider's own message, and nothing is recorded.
 */
export function usePay(booking: PaymentPage, email: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [paying, setPaying] = useState(false);
  // Why the card was refused, kept beside the card fields until they change (issue #23
  // item 11): a 4-second toast alone is gone before the buyer has read which card failed.
  const [declined, setDeclined] = useState<string | null>(null);
  // State updates land after the click; the ref stops a quick double click paying twice.
  const busy = useRef(false);

  async function pay(confirm: () => Promise<ConfirmOutcome>) {
    if (busy.current) return;
    busy.current = true;
    setPaying(true);
    setDeclined(null);
    let left = false;
    try {
      const outcome = await confirm();
      if (outcome.error) {
        const reason = outcome.error.message ?? 'Your card could not be charged.';
        toast.error(reason);
        setDeclined(reason);
      } else if (!PAID_STATUSES.includes(outcome.paymentIntent.status)) {
        const reason = `The payment did not go through (${outcome.paymentIntent.status}).`;
        toast.error(reason);
        setDeclined(reason);
      } else {
        const reply = await recordPayment(email, {
          price: booking.price,
          transactionId: outcome.paymentIntent.id,
          email,
          bookingId: booking._id,
          productId: booking.productId,
        });
        if (reply.insertedId) {
          toast.success(TEXTS.toast.paymentCompleted);
          // The phone is sold now: My Order, My Sell and every product list change. Not a
          // mutation's declaration: the card was confirmed outside the query client, and the
          // lists refresh behind the navigation rather than holding it up.
          for (const queryKey of bookingChangeKeys)
            void queryClient.invalidateQueries({ queryKey });
          left = true;
          // The receipt on that page reads this booking (issue #23 item 2).
          await navigate(paths.paymentComplete(booking._id));
        }
      }
    } catch (error) {
      toast.error(describeError(error));
      // Refused (hold ended, phone gone; the charge is refunded): show the booking as it is now.
      if (error instanceof ApiRequestError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: orderKeys.payment(booking._id) });
      }
    } finally {
      // After leaving the page the button stays disabled: nothing is left to pay.
      if (!left) {
        busy.current = false;
        setPaying(false);
      }
    }
  }

  /** The card fields changed: the refusal was about the old card. Stable: Stripe's element
   * subscribes to it once. */
  const clearDeclined = useCallback(() => setDeclined(null), []);

  return { pay, paying, declined, clearDeclined };
}
