/**
 * The small part of Stripe.js the payment page uses, typed here so the page needs no npm
 * package: Stripe.js must come from js.stripe.com itself (PCI), and only in Stripe mode.
 */
export interface StripeCardElement {
  mount(target: HTMLElement): void;
  destroy(): void;
  focus(): void;
  on(event: 'ready', handler: () => void): void;
  on(event: 'change', handler: (event: { error?: { message: string } }) => void): void;
}

export interface StripeClient {
  elements(): { create(type: 'card', options?: Record<string, unknown>): StripeCardElement };
  confirmCardPayment(
    clientSecret: string,
    data: {
      payment_method: {
        card: StripeCardElement;
        billing_details: { name: string; email: string };
      };
    },
  ): Promise<
    | { paymentIntent: { id: string; status: string }; error?: undefined }
    | { error: { message?: string; code?: string }; paymentIntent?: undefined }
  >;
}

type StripeFactory = (publishableKey: string) => StripeClient;

declare global {
  interface Window {
    Stripe?: StripeFactory;
  }
}

export const STRIPE_JS_URL = 'https://js.stripe.com/v3';

let loading: Promise<StripeFactory> | null = null;

function loadScript(): Promise<StripeFactory> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = STRIPE_JS_URL;
    script.async = true;
    script.onload = () =>
      window.Stripe ? resolve(window.Stripe) : reject(new Error('Stripe.js did not start.'));
    script.onerror = () => {
      script.remove();
      reject(new Error('The card form could not be loaded. Check your connection and try again.'));
    };
    document.head.append(script);
  });
}

/**
 * Adds the Stripe.js script tag on first use (the payment page in Stripe mode only; the CSP
 * allows js.stripe.com in that mode alone). A failed load can be retried.
 */
export async function loadStripe(publishableKey: string): Promise<StripeClient> {
  if (!window.Stripe) {
    loading ??= loadScript().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    await loading;
  }
  const factory = window.Stripe;
  if (!factory) throw new Error('Stripe.js did not start.');
  return factory(publishableKey);
}
