import type { Env } from '../../env.ts';

/**
 * What the payment page needs beyond 'self' in the CSP: Stripe.js is loaded from its own
 * origin, renders the card field in its frames (3-D Secure in hooks.stripe.com) and talks to
 * api.stripe.com. Nothing at all when Stripe is not the provider (decision 004).
 */
export function paymentCspSources(env: Env) {
  if (env.PAYMENT_PROVIDER !== 'stripe') return { script: [], frame: [], connect: [] };
  return {
    script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
    frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
    connect: ['https://api.stripe.com'],
  };
}
