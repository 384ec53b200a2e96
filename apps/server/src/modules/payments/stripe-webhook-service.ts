import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import { AppError, BadRequestError } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import type { BookingLookup } from '../bookings/index.ts';
import type { PaymentRecorder } from './payment-recorder.ts';
import type { PaymentsRepository } from './payments-repository.ts';
import type { StripeClient } from './providers/stripe-provider.ts';

interface Deps {
  stripe: StripeClient;
  secret: string;
  payments: PaymentsRepository;
  bookings: BookingLookup;
  recorder: PaymentRecorder;
  log: FastifyBaseLogger;
}

/**
 * Stripe's events (product-decisions §4). An authorised (or succeeded) intent records the payment
 * exactly as POST /api/payments does, which reconciles a page that died between the card
 * step and the record. An event id is handled once; it is marked only after it was handled,
 * so a failure answers 500 and Stripe's redelivery tries again.
 */
export function createStripeWebhookService(deps: Deps) {
  const { stripe, secret, payments, bookings, recorder, log } = deps;

  async function succeeded(intent: Stripe.PaymentIntent) {
    const bookingId = intent.metadata?.bookingId;
    const booking = bookingId && isUuid(bookingId) ? await bookings.findById(bookingId) : undefined;
    if (!booking) {
      log.warn({ intentId: intent.id }, 'stripe intent names no booking of ours; ignored');
      return;
    }
    try {
      await recorder.record(intent.id, booking);
    } catch (error) {
      // A refusal is final (and refunded where money was taken): redelivery cannot change it.
      if (error instanceof AppError && error.statusCode < 500) {
        log.warn({ intentId: intent.id, code: error.code }, 'stripe payment not recorded');
        return;
      }
      throw error;
    }
  }

  async function dispatch(event: Stripe.Event) {
    switch (event.type) {
      // Manual capture (issue #18): the card was authorised, the money is held. Recorded
      // exactly like a succeeded one; .succeeded follows our own capture (already recorded:
      // a no-op) or an intent made before manual capture.
      case 'payment_intent.amount_capturable_updated':
      case 'payment_intent.succeeded':
        return succeeded(event.data.object);
      case 'payment_intent.payment_failed': {
        const intent = event.data.object;
        return payments.setIntentStatus(
          intent.id,
          intent.status,
          intent.last_payment_error?.message ?? null,
        );
      }
      case 'payment_intent.canceled':
        return payments.setIntentStatus(event.data.object.id, 'canceled');
      default:
        return undefined;
    }
  }

  return {
    /** `rawBody` exactly as received: the signature covers its bytes. */
    async handle(rawBody: Buffer, signature: string | undefined): Promise<{ duplicate: boolean }> {
      if (!signature) {
        throw new BadRequestError(
          'The Stripe-Signature header is missing.',
          undefined,
          'WEBHOOK_SIGNATURE_MISSING',
        );
      }
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, secret);
      } catch {
        throw new BadRequestError(
          'The webhook signature is not valid.',
          undefined,
          'WEBHOOK_SIGNATURE_INVALID',
        );
      }
      if (await payments.webhookEventSeen(event.id)) return { duplicate: true };
      await dispatch(event);
      await payments.markWebhookEvent(event.id, event.type);
      return { duplicate: false };
    },
  };
}

export type StripeWebhookService = ReturnType<typeof createStripeWebhookService>;
