import type { CardErrorReply } from '@phonebazaar/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { AuthUser } from '../../lib/access.ts';
import { AppError } from '../../lib/errors.ts';
import { BOOKING_REFUSALS, type BookingLookup, bookingState } from '../bookings/index.ts';
import type { PaymentRecorder } from './payment-recorder.ts';
import type { PaymentsRepository } from './payments-repository.ts';
import { HELD_INTENT_STATUS, OPEN_INTENT_STATUSES } from './providers/payment-provider.ts';
import { judgeCard, type SandboxCard } from './providers/sandbox-cards.ts';

interface Deps {
  payments: PaymentsRepository;
  bookings: BookingLookup;
  recorder: PaymentRecorder;
  log: FastifyBaseLogger;
  /** The card's fingerprint, kept with the intent as Stripe keeps it (issue #36). */
  fingerprintOf?: (cardNumber: string) => string;
}

/** What POST /api/sandbox/confirm answers: Stripe.js's confirmCardPayment result, and a status. */
export type ConfirmResult =
  | {
      status: 200;
      body: { paymentIntent: { id: string; status: string; amount: number; currency: string } };
    }
  | { status: 400 | 402 | 404 | 409; body: CardErrorReply };

const refuse = (status: 404 | 409, code: string, message: string): ConfirmResult => ({
  status,
  body: { error: { type: 'invalid_request_error', code, message } },
});

/**
 * The sandbox's card step, standing in for Stripe.js (product-decisions §4). A successful
 * confirmation records the payment at once, as Stripe's webhook would, so a page that dies
 * before calling POST /api/payments still leaves the sale recorded.
 */
export function createSandboxService({ payments, bookings, recorder, log, fingerprintOf }: Deps) {
  return {
    async confirm(user: AuthUser, clientSecret: string, card: SandboxCard): Promise<ConfirmResult> {
      const intent = await payments.findIntentBySecret(clientSecret, 'sandbox');
      const booking = intent ? await bookings.findById(intent.bookingId) : undefined;
      // Someone else's secret gets the same answer as a wrong one.
      if (!intent || !booking || booking.buyerId !== user.id) {
        return refuse(404, 'resource_missing', 'No such payment_intent.');
      }
      if (intent.status === HELD_INTENT_STATUS || intent.status === 'succeeded') {
        return refuse(409, 'payment_intent_unexpected_state', 'This payment is already complete.');
      }
      if (!OPEN_INTENT_STATUSES.includes(intent.status)) {
        return refuse(
          409,
          'payment_intent_unexpected_state',
          'This payment can no longer be made.',
        );
      }
      const state = bookingState(booking);
      if (state !== 'active') {
        const why = BOOKING_REFUSALS[state];
        return refuse(409, why.code.toLowerCase(), why.message);
      }
      if (!booking.listingAvailable) {
        return refuse(409, 'listing_unavailable', 'This phone is no longer available.');
      }

      const outcome = judgeCard(card);
      if (!outcome.ok) {
        // Like Stripe, a declined intent stays open for another card.
        if (outcome.status === 402) {
          await payments.noteDecline(intent.id, outcome.error.message);
        }
        return { status: outcome.status, body: { error: outcome.error } };
      }
      if (!(await payments.markIntentAuthorised(intent.id, fingerprintOf?.(card.number)))) {
        return refuse(409, 'payment_intent_unexpected_state', 'This payment is already complete.');
      }

      try {
        await recorder.record(intent.id, booking);
      } catch (error) {
        // Refused and refunded (the hold ended meanwhile): the buyer must hear it.
        if (error instanceof AppError && error.statusCode === 409) {
          return refuse(409, error.code.toLowerCase(), error.message);
        }
        // The intent left the authorised state between our write and the recording: the
        // booking was cancelled or lapsed meanwhile (its own step cancelled the intent). Not a
        // server fault: the buyer hears why, as a refusal before the card would have said.
        if (error instanceof AppError && error.statusCode === 402) {
          const now = await bookings.findById(intent.bookingId);
          const state = now ? bookingState(now) : 'cancelled';
          if (state !== 'active') {
            const why = BOOKING_REFUSALS[state];
            return refuse(409, why.code.toLowerCase(), why.message);
          }
          return refuse(
            409,
            'payment_intent_unexpected_state',
            'This payment can no longer be made.',
          );
        }
        // Anything else: the card succeeded; POST /api/payments records it on the retry.
        log.error({ err: error, intentId: intent.id }, 'recording after sandbox confirm failed');
      }
      return {
        status: 200,
        body: {
          paymentIntent: {
            id: intent.id,
            // As Stripe.js answers a manual-capture intent: authorised, held (issue #18).
            status: HELD_INTENT_STATUS,
            amount: intent.amountCents,
            currency: intent.currency,
          },
        },
      };
    },
  };
}

export type SandboxService = ReturnType<typeof createSandboxService>;
