import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import type { BookingLookup } from '../bookings/index.ts';
import type { SettlementSweepResult, SettlementSweeps } from '../settlement/index.ts';
import type { PaymentRecorder } from './payment-recorder.ts';
import type { PaymentsRepository } from './payments-repository.ts';
import { HELD_INTENT_STATUS, type PaymentProvider } from './providers/payment-provider.ts';

interface Deps {
  provider: PaymentProvider;
  payments: PaymentsRepository;
  bookings: BookingLookup;
  recorder: PaymentRecorder;
  log: FastifyBaseLogger;
  /** Issue #18: held deals past their window, the 24-hour warning, half-done settlements. */
  settlement: SettlementSweeps;
}

export interface SweepResult {
  checked: number;
  recorded: number;
  refused: number;
  settlement?: SettlementSweepResult;
}

/** Intents asked about per sweep: bounds the provider calls one sweep makes. */
const SWEEP_LIMIT = 100;

/**
 * The last line behind the webhook and the client's retry (issue #7 item 8): asks the
 * provider about intents we hold no payment for, and records (or refunds, via the recorder)
 * any that succeeded. Covers a charge confirmed just before a crash when the page never comes
 * back and the webhook never arrives (an endpoint misconfigured or down for days). Then the
 * settlement sweeps (issue #18): captures and cancellations a crash left half-way are
 * finished, held deals past their window refunded, deals a day from it warned. Safe to run
 * on every instance at once: the recorder is idempotent by transaction id, settlement
 * transitions lock and claim.
 */
export function createPaymentReconciler(deps: Deps) {
  const { provider, payments, bookings, recorder, log, settlement } = deps;
  return {
    async sweep(): Promise<SweepResult> {
      const result: SweepResult = { checked: 0, recorded: 0, refused: 0 };
      for (const open of await payments.findUnrecordedIntents(provider.name, SWEEP_LIMIT)) {
        result.checked++;
        const remote = await provider.retrieveIntent(open.id);
        if (!remote) continue;
        // Authorised (held) or captured: paid either way, to be recorded.
        if (remote.status !== HELD_INTENT_STATUS && remote.status !== 'succeeded') {
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
      // After recording: a payment recorded just now is held, never due.
      result.settlement = await settlement.sweep();
      return result;
    },
  };
}

export type PaymentReconciler = ReturnType<typeof createPaymentReconciler>;
