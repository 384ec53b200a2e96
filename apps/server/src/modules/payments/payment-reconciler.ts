import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import type { BookingLookup } from '../bookings/index.ts';
import type { PaymentRecorder } from './payment-recorder.ts';
import type { PaymentsRepository } from './payments-repository.ts';
import type { PaymentProvider } from './providers/payment-provider.ts';

interface Deps {
  provider: PaymentProvider;
  payments: PaymentsRepository;
  bookings: BookingLookup;
  recorder: PaymentRecorder;
  log: FastifyBaseLogger;
}

export interface SweepResult {
  checked: number;
  recorded: number;
  refused: number;
}

/** Intents asked about per sweep: bounds the provider calls one sweep makes. */
const SWEEP_LIMIT = 100;

/**
 * The last line behind the webhook and the client's retry (issue #7 item 8): asks the
 * provider about intents we hold no payment for, and records (or refunds, via the recorder)
 * any that succeeded. Covers a charge confirmed just before a crash when the page never comes
 * back and the webhook never arrives (an endpoint misconfigured or down for days). Safe to
 * run on every instance at once: the recorder is idempotent by transaction id.
 */
export function createPaymentReconciler({ provider, payments, bookings, recorder, log }: Deps) {
  return {
    async sweep(): Promise<SweepResult> {
      const result: SweepResult = { checked: 0, recorded: 0, refused: 0 };
      for (const open of await payments.findUnrecordedIntents(provider.name, SWEEP_LIMIT)) {
        result.checked++;
        const remote = await provider.retrieveIntent(open.id);
        if (!remote) continue;
        if (remote.status !== 'succeeded') {
          // Also moves it to the back of the queue for the next sweep.
          await payments.setIntentStatus(open.id, remote.status);
          continue;
        }
        const booking = await bookings.findById(open.bookingId);
        if (!booking) continue;
        try {
          await recorder.record(open.id, booking);
          result.recorded++;
        } catch (error) {
          // Refused (and refunded where money was taken): final, like the webhook's.
          if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
          result.refused++;
        }
      }
      if (result.recorded || result.refused) log.warn(result, 'payments reconciled');
      return result;
    },
  };
}

export type PaymentReconciler = ReturnType<typeof createPaymentReconciler>;
