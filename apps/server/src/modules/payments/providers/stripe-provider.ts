import type { FastifyBaseLogger } from 'fastify';
import Stripe from 'stripe';
import type { Env } from '../../../env.ts';
import { ServiceUnavailableError } from '../../../lib/errors.ts';
import { isIntentId, type PaymentProvider } from './payment-provider.ts';

export type StripeClient = InstanceType<typeof Stripe>;

/** One client per app. STRIPE_API_BASE points it elsewhere (tests use a local fake). */
export function createStripeClient(env: Env): StripeClient {
  const base = env.STRIPE_API_BASE ? new URL(env.STRIPE_API_BASE) : undefined;
  return new Stripe(env.STRIPE_SECRET_KEY!, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'https:' ? 443 : 80),
          protocol: base.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
}

const isStripeError = (error: unknown): error is { code?: string; statusCode?: number } =>
  error instanceof Stripe.errors.StripeError;

/**
 * The real card provider. Errors that are not about the request (network, auth, Stripe down)
 * become 503 with the details in the log, so the buyer can retry and never sees internals.
 */
export function createStripeProvider(
  env: Env,
  stripe: StripeClient,
  log: FastifyBaseLogger,
): PaymentProvider {
  const unavailable = (error: unknown) => {
    log.error({ err: error }, 'stripe request failed');
    return new ServiceUnavailableError(
      'The payment service is not reachable right now. Please try again shortly.',
    );
  };

  return {
    name: 'stripe',
    publishableKey: env.STRIPE_PUBLISHABLE_KEY!,

    async createIntent(input) {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: input.amountCents,
            currency: input.currency,
            allowed_payment_method_types: ['card'],
            // Authorisation only (issue #18): the money is captured when the buyer's handoff
            // code is entered, or the authorisation is cancelled (decision 032).
            capture_method: 'manual',
            description: input.description,
            metadata: {
              bookingId: input.bookingId,
              buyerId: input.buyerId,
              productId: input.productId,
            },
          },
          { idempotencyKey: input.idempotencyKey },
        );
        if (!intent.client_secret) throw new Error('Stripe returned no client_secret');
        return { id: intent.id, clientSecret: intent.client_secret, status: intent.status };
      } catch (error) {
        throw unavailable(error);
      }
    },

    async retrieveIntent(id) {
      if (!isIntentId(id)) return undefined;
      try {
        // The card's fingerprint comes with its payment method (issue #36).
        const intent = await stripe.paymentIntents.retrieve(id, { expand: ['payment_method'] });
        const method = intent.payment_method;
        return {
          id: intent.id,
          status: intent.status,
          // What was actually taken once it succeeded, what is held while authorised, what
          // will be asked for before.
          amountCents:
            intent.status === 'succeeded'
              ? (intent.amount_received ?? intent.amount)
              : intent.status === 'requires_capture'
                ? (intent.amount_capturable ?? intent.amount)
                : intent.amount,
          currency: intent.currency,
          bookingId: intent.metadata?.bookingId,
          buyerId: intent.metadata?.buyerId,
          cardFingerprint:
            method && typeof method === 'object'
              ? (method.card?.fingerprint ?? undefined)
              : undefined,
        };
      } catch (error) {
        if (isStripeError(error) && error.statusCode === 404) return undefined;
        throw unavailable(error);
      }
    },

    async refund(intentId) {
      try {
        await stripe.refunds.create(
          { payment_intent: intentId, metadata: { why: 'booking could not be paid' } },
          { idempotencyKey: `refund-${intentId}` },
        );
      } catch (error) {
        // A second refund after the idempotency window: the money is already back.
        if (isStripeError(error) && error.code === 'charge_already_refunded') return;
        throw unavailable(error);
      }
    },

    async capture(intentId, idempotencyKey) {
      try {
        const intent = await stripe.paymentIntents.capture(intentId, {}, { idempotencyKey });
        return intent.status === 'canceled' ? 'canceled' : 'captured';
      } catch (error) {
        // Past the key's 24 hours, or captured/cancelled by another way: the state says.
        if (isStripeError(error) && error.code === 'payment_intent_unexpected_state') {
          const status = await currentStatus(intentId);
          if (status === 'succeeded') return 'captured';
          if (status === 'canceled') return 'canceled';
        }
        throw unavailable(error);
      }
    },

    async cancel(intentId, idempotencyKey) {
      try {
        await stripe.paymentIntents.cancel(
          intentId,
          { cancellation_reason: 'requested_by_customer' },
          { idempotencyKey },
        );
      } catch (error) {
        if (!isStripeError(error) || error.code !== 'payment_intent_unexpected_state') {
          throw unavailable(error);
        }
        const status = await currentStatus(intentId);
        if (status === 'canceled') return;
        // Captured meanwhile (never by us while a cancel is claimed): refund it in full.
        if (status !== 'succeeded') throw unavailable(error);
        try {
          await stripe.refunds.create(
            { payment_intent: intentId, metadata: { why: 'deal refunded' } },
            { idempotencyKey: `${idempotencyKey}-refund` },
          );
        } catch (refundError) {
          if (isStripeError(refundError) && refundError.code === 'charge_already_refunded') return;
          throw unavailable(refundError);
        }
      }
    },
  };

  async function currentStatus(intentId: string): Promise<string> {
    try {
      return (await stripe.paymentIntents.retrieve(intentId)).status;
    } catch (error) {
      throw unavailable(error);
    }
  }
}
