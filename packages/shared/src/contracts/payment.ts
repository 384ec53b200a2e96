import { z } from 'zod';

/**
 * Payment contracts (spec §4 Payment flow, §7; product-decisions §4). The amount is always the
 * booking's: a price sent by the client is accepted for the spec's client and ignored.
 */

export const PAYMENT_PROVIDERS = ['sandbox', 'stripe'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** GET /api/payment-config: which card form the payment page shows. */
export const paymentConfigSchema = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  /** Stripe only: the key Stripe.js is loaded with. */
  publishableKey: z.string().optional(),
});
export type PaymentConfig = z.infer<typeof paymentConfigSchema>;

const bookingIdField = z
  .string({ error: 'bookingId is required' })
  .min(1, 'bookingId is required')
  .max(64);

/** POST /api/create-payment-intent. `bookingId` is our addition to the spec's `{ price }`. */
export const createPaymentIntentBodySchema = z
  .object({ bookingId: bookingIdField, price: z.number().optional() })
  .strict();
export type CreatePaymentIntentBody = z.input<typeof createPaymentIntentBodySchema>;

export const clientSecretReplySchema = z.object({ clientSecret: z.string() });

/** POST /api/payments: the spec's payment record. The server checks it with the provider. */
export const recordPaymentBodySchema = z
  .object({
    transactionId: z
      .string({ error: 'transactionId is required' })
      .min(1, 'transactionId is required')
      .max(255),
    bookingId: bookingIdField,
    /** If sent, must be the booking's listing. */
    productId: z.string().max(64).optional(),
    /** If sent, must be the caller's email. */
    email: z.string().max(254).optional(),
    /** Ignored: the amount recorded is the one the provider charged for the booking. */
    price: z.number().optional(),
  })
  .strict();
export type RecordPaymentBody = z.input<typeof recordPaymentBodySchema>;

export const paymentInsertedReplySchema = z.object({
  acknowledged: z.literal(true),
  insertedId: z.string(),
});

/** POST /api/sandbox/confirm: the sandbox's stand-in for Stripe.js confirmCardPayment. */
export const sandboxConfirmBodySchema = z
  .object({
    clientSecret: z.string().min(1).max(200),
    card: z
      .object({
        /** Spaces are allowed, as typed. */
        number: z.string().max(40),
        expMonth: z.number().int(),
        /** Four digits, or two (meaning 20YY). */
        expYear: z.number().int(),
        cvc: z.string().max(8),
      })
      .strict(),
  })
  .strict();
export type SandboxConfirmBody = z.input<typeof sandboxConfirmBodySchema>;

/** Shaped like Stripe.js's confirmCardPayment result. */
export const sandboxPaymentIntentSchema = z.object({
  id: z.string(),
  status: z.string(),
  /** Integer cents, as Stripe reports it. */
  amount: z.number().int(),
  currency: z.string(),
});
export const sandboxConfirmReplySchema = z.object({ paymentIntent: sandboxPaymentIntentSchema });
export const cardErrorReplySchema = z.object({
  error: z.object({
    type: z.enum(['card_error', 'validation_error', 'invalid_request_error']),
    code: z.string(),
    message: z.string(),
    decline_code: z.string().optional(),
  }),
});
export type CardErrorReply = z.infer<typeof cardErrorReplySchema>;

/** The card provider's public test numbers the sandbox honours (product-decisions §4). */
export const SANDBOX_TEST_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  expired: '4000000000000069',
  incorrectCvc: '4000000000000127',
} as const;

/** The Luhn checksum every real card number passes. */
export function isLuhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}
