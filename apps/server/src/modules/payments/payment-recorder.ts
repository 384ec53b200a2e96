import type { FastifyBaseLogger } from 'fastify';
import type { Tx } from '../../db/client.ts';
import { BadRequestError, ConflictError, PaymentRequiredError } from '../../lib/errors.ts';
import type { NewAuditEntry } from '../audit/index.ts';
import { assertBookingAction, bookingState, type FoundBooking } from '../bookings/index.ts';
import type { DealNotify } from '../notifications/index.ts';
import type { HandoffCodes } from '../settlement/index.ts';
import type { PaymentsRepository, RecordRefusal } from './payments-repository.ts';
import {
  CURRENCY,
  HELD_INTENT_STATUS,
  type PaymentProvider,
} from './providers/payment-provider.ts';

export interface PaymentRecorderDeps {
  provider: PaymentProvider;
  payments: PaymentsRepository;
  log: FastifyBaseLogger;
  /** Issue #18: the handoff code a held payment gets, and how long it is held. */
  codes: HandoffCodes;
  windowHours: number;
  /** The deal notices seam ('paid'), in the recording transaction. */
  notify: DealNotify;
  /**
   * Issue #45 item 6: the audit log's entry of the hold (or the capture), asked of the audit
   * room in the recording transaction, so it exists exactly when the payment does.
   */
  audit?: (tx: Tx, entry: NewAuditEntry) => Promise<unknown>;
  /** Issue #36: the trust room keeps the booking's card fingerprint, in the same transaction. */
  recordCard?: (
    tx: Tx,
    card: { bookingId: string; buyerId: string; fingerprint: string },
  ) => Promise<unknown>;
}

/** The audit entry of a recorded payment: the card held for the handoff, or taken at once. */
export const paymentAuditEntry = (
  booking: { id: string; buyerId: string },
  payment: { held: boolean; amountCents: number; provider: string },
): NewAuditEntry => ({
  actorId: booking.buyerId,
  action: payment.held ? 'payment.hold' : 'payment.capture',
  entity: 'booking',
  entityId: booking.id,
  before: null,
  after: {
    settlement: payment.held ? 'held' : 'none',
    amountCents: payment.amountCents,
    provider: payment.provider,
  },
});

/** The audit entry of a payment given back before it could be recorded: why, and how much. */
const returnedAuditEntry = (
  booking: { id: string; buyerId: string },
  payment: { amountCents: number; provider: string },
  held: boolean,
  reason: RecordRefusal,
): NewAuditEntry => ({
  actorId: null,
  action: held ? 'payment.hold_released' : 'payment.refund',
  entity: 'booking',
  entityId: booking.id,
  before: { booking: reason },
  after: {
    settlement: held ? 'hold released' : 'refunded',
    amountCents: payment.amountCents,
    provider: payment.provider,
  },
});

/** Authorised and held (manual capture), or captured already (an intent made before it). */
const PAYABLE_STATUSES = [HELD_INTENT_STATUS, 'succeeded'];

/** A verified payment that cannot be honoured is refunded; these say why. */
const REFUSALS: Record<RecordRefusal, { message: string; code: string }> = {
  lapsed: {
    message:
      'This booking expired before the payment was recorded. The payment has been refunded; book the phone again to buy it.',
    code: 'BOOKING_LAPSED',
  },
  cancelled: {
    message:
      'This booking was cancelled before the payment was recorded. The payment has been refunded; book the phone again to buy it.',
    code: 'BOOKING_CANCELLED',
  },
  paid: {
    message: 'This booking was already paid. This second payment has been refunded.',
    code: 'BOOKING_PAID',
  },
  unavailable: {
    message: 'This phone is no longer available. The payment has been refunded.',
    code: 'LISTING_UNAVAILABLE',
  },
};

const mismatch = (message: string) => new BadRequestError(message, undefined, 'PAYMENT_MISMATCH');
const transactionUsed = () =>
  new ConflictError('This payment is already recorded for another booking.', 'TRANSACTION_USED');

/**
 * Records a provider's payment for a booking, the one way money enters the books: from
 * POST /api/payments, the Stripe webhook and the sandbox confirmation alike
 * (product-decisions §4). Idempotent: a transaction id is recorded once and a repeat
 * answers the same payment id, so a retry after a crash, or the webhook racing the page,
 * never records twice.
 */
export function createPaymentRecorder({
  provider,
  payments,
  log,
  codes,
  windowHours,
  notify,
  audit,

  recordCard,
}: PaymentRecorderDeps) {
  return {
    /** Returns the payment id, or throws 400/402/409 having changed nothing. */
    async record(intentId: string, booking: FoundBooking): Promise<string> {
      const existing = await payments.findPaymentByTransaction(intentId);
      if (existing) {
        if (existing.bookingId !== booking.id) throw transactionUsed();
        return existing.id;
      }

      const intent = await provider.retrieveIntent(intentId);
      if (!intent) {
        throw new BadRequestError(
          'We could not find this payment with the payment provider.',
          undefined,
          'PAYMENT_NOT_FOUND',
        );
      }
      const otherBuyer = intent.buyerId !== undefined && intent.buyerId !== booking.buyerId;
      if (intent.bookingId !== booking.id || otherBuyer) {
        throw mismatch('This payment was made for another booking.');
      }
      if (!PAYABLE_STATUSES.includes(intent.status)) {
        // A booking that cannot be paid any more says so before "not completed".
        assertBookingAction(bookingState(booking), 'pay');
        throw new PaymentRequiredError(
          'The payment has not been completed.',
          'PAYMENT_NOT_COMPLETED',
        );
      }
      if (intent.amountCents !== booking.priceCents || intent.currency !== CURRENCY) {
        throw mismatch('The payment amount does not match this booking.');
      }

      const held = intent.status === HELD_INTENT_STATUS;
      const code = held ? codes.issue(booking.id) : undefined;
      const outcome = await payments.record({
        intentId,
        bookingId: booking.id,
        productId: booking.productId,
        provider: provider.name,
        amountCents: intent.amountCents,
        currency: intent.currency,
        settlement: code
          ? { held: true, codeHash: code.hash, codeEncrypted: code.encrypted, windowHours }
          : { held: false },
        onRecorded: async (tx) => {
          await notify(tx, { kind: 'paid', bookingId: booking.id });
          const entry = { held, amountCents: intent.amountCents, provider: provider.name };
          await audit?.(tx, paymentAuditEntry(booking, entry));
          const fingerprint = intent.cardFingerprint;
          if (recordCard && fingerprint) {
            await recordCard(tx, { bookingId: booking.id, buyerId: booking.buyerId, fingerprint });
          }
        },
      });
      if (outcome.kind !== 'refused') {
        if (outcome.bookingId !== booking.id) throw transactionUsed();
        if (outcome.kind === 'recorded') {
          log.info({ bookingId: booking.id, paymentId: outcome.id }, 'payment recorded');
        }
        return outcome.id;
      }

      // The money was authorised (or taken) but the sale cannot happen: give it back first,
      // and audit it, since the log promises every money action (issue #45 item 6).
      if (held) await provider.cancel(intentId, `cancel-${intentId}`);
      else await provider.refund(intentId);
      await payments.markReturned(intentId, held ? 'canceled' : 'refunded', async (tx) => {
        const returned = { amountCents: intent.amountCents, provider: provider.name };
        await audit?.(tx, returnedAuditEntry(booking, returned, held, outcome.reason));
      });
      log.warn({ bookingId: booking.id, intentId, reason: outcome.reason }, 'payment refunded');
      const refusal = REFUSALS[outcome.reason];
      throw new ConflictError(refusal.message, refusal.code);
    },
  };
}

export type PaymentRecorder = ReturnType<typeof createPaymentRecorder>;
