import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import type { usePay } from '../hooks/use-pay';
import { loadStripe, type StripeCardElement, type StripeClient } from '../utils/load-stripe';
import { CardDeclined } from './card-declined';
import { PayButton } from './pay-button';

interface StripeCardFormProps {
  publishableKey: string;
  clientSecret: string | undefined;
  billing: { name: string; email: string };
  amount: string;
  pay: ReturnType<typeof usePay>;
}

/**
 * Stripe mode: Stripe.js's CardElement, in Stripe's own frame so card data never touches this
 * page. The payment client is ready once Stripe.js has loaded and the element reports ready.
 */
export function StripeCardForm(props: StripeCardFormProps) {
  const { publishableKey, clientSecret, billing, amount, pay } = props;
  const { clearDeclined } = pay;
  const errorId = useId();
  const mountRef = useRef<HTMLDivElement>(null);
  const [stripe, setStripe] = useState<StripeClient | null>(null);
  const [card, setCard] = useState<StripeCardElement | null>(null);
  const [cardError, setCardError] = useState<string>();
  const [loadError, setLoadError] = useState<string>();
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setLoadError(undefined);
    loadStripe(publishableKey).then(
      (client) => live && setStripe(client),
      (error: unknown) => live && setLoadError((error as Error).message),
    );
    return () => {
      live = false;
    };
  }, [publishableKey, attempt]);

  useEffect(() => {
    const target = mountRef.current;
    if (!stripe || !target) return;
    const element = stripe.elements().create('card', {
      hidePostalCode: true,
      style: { base: { fontSize: '16px' } },
    });
    element.on('ready', () => setCard(element));
    element.on('change', (event) => {
      setCardError(event.error?.message);
      clearDeclined();
    });
    element.mount(target);
    return () => {
      setCard(null);
      element.destroy();
    };
  }, [stripe, clearDeclined]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !card || !clientSecret) return;
    void pay.pay(() =>
      stripe.confirmCardPayment(clientSecret, {
        payment_method: { card, billing_details: billing },
      }),
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <fieldset
        aria-describedby={cardError ? errorId : undefined}
        className="flex min-w-0 flex-col gap-1.5"
      >
        <legend className="mb-1.5 font-medium text-sm">Card details</legend>
        {/* Stripe draws the card field inside this box, in its own frame. */}
        <div ref={mountRef} className="input w-full items-center" />
        {cardError && (
          <p id={errorId} className="text-red-700 text-sm">
            {cardError}
          </p>
        )}
        {loadError && (
          <div role="alert" className="flex flex-wrap items-center gap-2 text-red-700 text-sm">
            {loadError}
            <button
              type="button"
              className="btn btn-outline btn-xs"
              onClick={() => setAttempt((n) => n + 1)}
            >
              Retry
            </button>
          </div>
        )}
      </fieldset>
      <CardDeclined reason={pay.declined} />
      <p className="text-base-content/70 text-xs">
        Your card details go straight to Stripe and never reach PhoneBazaar.
      </p>
      <PayButton ready={Boolean(card && clientSecret)} paying={pay.paying} amount={amount} />
    </form>
  );
}
