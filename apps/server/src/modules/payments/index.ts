import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import type { BookingLookup } from '../bookings/index.ts';
import { createPaymentReconciler } from './payment-reconciler.ts';
import { createPaymentRecorder } from './payment-recorder.ts';
import { createPaymentsRepository } from './payments-repository.ts';
import { createPaymentsService } from './payments-service.ts';
import { createPaymentProvider } from './providers/create-provider.ts';
import { createSandboxService } from './sandbox-service.ts';
import { createStripeWebhookService } from './stripe-webhook-service.ts';

export { paymentCspSources } from './payment-csp.ts';
export { paymentsRoutes } from './payments-routes.ts';

export interface PaymentsDeps {
  env: Env;
  db: Db;
  log: FastifyBaseLogger;
  /** The bookings room's: the booking a payment is for. */
  bookings: BookingLookup;
}

/**
 * Paying for a booking (spec §4 Payment flow, product-decisions §4) with the provider env.ts
 * resolved: the buyer's calls, the sandbox's card step or Stripe's webhook, and the sweep
 * that records what both missed. Every way in records through the one recorder.
 */
export function createPayments({ env, db, log, bookings }: PaymentsDeps) {
  const payments = createPaymentsRepository(db);
  const { provider, stripe } = createPaymentProvider(env, payments, log);
  const recorder = createPaymentRecorder({ provider, payments, log });
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET;
  return {
    service: createPaymentsService({ provider, payments, bookings, recorder }),
    sandbox:
      provider.name === 'sandbox'
        ? createSandboxService({ payments, bookings, recorder, log })
        : undefined,
    reconciler: createPaymentReconciler({ provider, payments, bookings, recorder, log }),
    webhook:
      stripe && webhookSecret
        ? createStripeWebhookService({
            stripe,
            secret: webhookSecret,
            payments,
            bookings,
            recorder,
            log,
          })
        : undefined,
  };
}

export type Payments = ReturnType<typeof createPayments>;
