import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import type { NewAuditEntry } from '../audit/index.ts';
import type { BookingLookup } from '../bookings/index.ts';
import type { DealNotify } from '../notifications/index.ts';
import { createSettlement, type DealEvents } from '../settlement/index.ts';
import { createPaymentReconciler } from './payment-reconciler.ts';
import { createPaymentRecorder, type PaymentRecorderDeps } from './payment-recorder.ts';
import { createPaymentsRepository } from './payments-repository.ts';
import { createPaymentsService } from './payments-service.ts';
import { createPaymentProvider } from './providers/create-provider.ts';
import { sandboxCardFingerprint } from './providers/sandbox-cards.ts';
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
  /** Decision 051: whom a deal's steps are told, in their transactions (modules/index.ts). */
  dealEvents: DealEvents;
  /** The deal notice of a payment recorded outside a settlement step. */
  notify: DealNotify;
  /** The audit room's writer: a recorded payment's hold is audited with it (issue #45). */
  audit: (tx: Tx, entry: NewAuditEntry) => Promise<unknown>;
  /** Issue #36: the trust room keeps each booking's card fingerprint (recording transaction). */
  recordCard?: PaymentRecorderDeps['recordCard'];
}

/**
 * Paying for a booking (spec §4 Payment flow, product-decisions §4) with the provider env.ts
 * resolved: the buyer's calls, the sandbox's card step or Stripe's webhook, and the sweep
 * that records what both missed. Every way in records through the one recorder. The money
 * is then held (issue #18) until settlement captures or cancels it.
 */
export function createPayments({
  env,
  db,
  log,
  bookings,
  dealEvents,
  notify,
  audit,
  recordCard,
}: PaymentsDeps) {
  const payments = createPaymentsRepository(db);
  const { provider, stripe } = createPaymentProvider(env, payments, log);
  // The money of a paid booking is held until the handoff (issue #18): settlement moves it.
  const settlement = createSettlement({ db, env, log, provider, dealEvents, notify });
  const recorder = createPaymentRecorder({
    provider,
    payments,
    log,
    codes: settlement.codes,
    windowHours: settlement.windowHours,
    notify,
    audit,
    ...(recordCard ? { recordCard } : {}),
  });
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET;
  return {
    service: createPaymentsService({ provider, payments, bookings, recorder }),
    sandbox:
      provider.name === 'sandbox'
        ? createSandboxService({
            payments,
            bookings,
            recorder,
            log,
            // Keyed with the long-lived data key: a fingerprint must outlive an AUTH_SECRET rotation.
            fingerprintOf: (number) => sandboxCardFingerprint(env.IMEI_KEY, number),
          })
        : undefined,
    settlement,
    reconciler: createPaymentReconciler({
      provider,
      payments,
      bookings,
      recorder,
      log,
      settlement: settlement.sweeps,
    }),
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
