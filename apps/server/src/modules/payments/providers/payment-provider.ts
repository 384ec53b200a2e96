import type { PaymentProviderName } from '@phonebazaar/shared';

/**
 * The one interface both card providers implement (product-decisions §4). Services only
 * ever ask a provider; they never trust what the client says a payment was.
 */

/** Stripe's PaymentIntent statuses, plus the sandbox's 'refunded' (succeeded, then refunded). */
export type IntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'requires_capture'
  | 'canceled'
  | 'succeeded'
  | 'refunded';

/** Intents that may still be confirmed; one of them is reused instead of creating another. */
export const OPEN_INTENT_STATUSES: readonly string[] = [
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
];

/** An intent as the provider reports it. */
export interface ProviderIntent {
  id: string;
  status: string;
  /** Integer cents. */
  amountCents: number;
  currency: string;
  /** From the intent's metadata: the booking and buyer it was created for. */
  bookingId: string | undefined;
  buyerId: string | undefined;
  /**
   * The card's fingerprint once a card was given (issue #36): Stripe's
   * `payment_method.card.fingerprint`, the sandbox's keyed hash of the number. The same card
   * gives the same fingerprint on every account.
   */
  cardFingerprint?: string | undefined;
}

export interface NewIntent {
  bookingId: string;
  buyerId: string;
  productId: string;
  amountCents: number;
  currency: string;
  description: string;
  /** The same key gives the same intent, so concurrent creations share one. */
  idempotencyKey: string;
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** What the web needs to load the provider's card form (Stripe's publishable key). */
  readonly publishableKey?: string;
  createIntent(input: NewIntent): Promise<{ id: string; clientSecret: string; status: string }>;
  /** Undefined when the provider has no intent with this id. */
  retrieveIntent(id: string): Promise<ProviderIntent | undefined>;
  /** Gives the money of a succeeded intent back. Idempotent. */
  refund(intentId: string): Promise<void>;
  /**
   * Captures an authorised intent (issue #18: payments are authorised only, captured at the
   * handoff). Idempotent by key and by state: an intent captured before answers 'captured';
   * one whose authorisation is gone (cancelled, expired) answers 'canceled'.
   */
  capture(intentId: string, idempotencyKey: string): Promise<'captured' | 'canceled'>;
  /**
   * Gives the whole amount back: cancels the authorisation, or refunds an intent that was
   * captured. Idempotent by key and by state.
   */
  cancel(intentId: string, idempotencyKey: string): Promise<void>;
}

/** Authorised, not captured: what a paid booking's intent is while its money is held. */
export const HELD_INTENT_STATUS = 'requires_capture';

/** Every id both providers hand out looks like this; anything else is not worth a lookup. */
export function isIntentId(id: string): boolean {
  return /^pi_[A-Za-z0-9]{1,200}$/.test(id);
}

export const CURRENCY = 'usd';
