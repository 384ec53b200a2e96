import type { PaymentConfig } from '@phonebazaar/shared';
import { type AuthUser, normaliseEmail } from '../../lib/access.ts';
import {
  BadRequestError,
  ConflictError,
  ForbiddenError,
  PaymentRequiredError,
} from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import {
  assertBookingAction,
  type BookingLookup,
  bookingNotFound,
  bookingState,
  type FoundBooking,
} from '../bookings/index.ts';
import type { PaymentRecorder } from './payment-recorder.ts';
import type { PaymentsRepository } from './payments-repository.ts';
import {
  CURRENCY,
  HELD_INTENT_STATUS,
  OPEN_INTENT_STATUSES,
  type PaymentProvider,
} from './providers/payment-provider.ts';

interface Deps {
  provider: PaymentProvider;
  payments: PaymentsRepository;
  bookings: BookingLookup;
  recorder: PaymentRecorder;
}

/** The validated body of POST /api/payments (shared recordPaymentBodySchema output). */
export interface RecordPaymentInput {
  transactionId: string;
  bookingId: string;
  productId?: string | undefined;
  email?: string | undefined;
}

export const listingUnavailable = () =>
  new ConflictError('This phone is no longer available.', 'LISTING_UNAVAILABLE');

/** The buyer's side of paying (spec §4 Payment flow; product-decisions §3-4). */
export function createPaymentsService({ provider, payments, bookings, recorder }: Deps) {
  /** 404 for a malformed or unknown id, 403 for anyone but the booking's buyer. */
  async function ownBooking(user: AuthUser, id: string): Promise<FoundBooking> {
    const booking = isUuid(id) ? await bookings.findById(id) : undefined;
    if (!booking) throw bookingNotFound();
    if (booking.buyerId !== user.id) {
      throw new ForbiddenError('This booking belongs to another buyer.', 'NOT_YOUR_BOOKING');
    }
    return booking;
  }

  /** The intent already made for this booking, if it can still be used. */
  async function reusableSecret(booking: FoundBooking): Promise<string | undefined> {
    const live = await payments.findLiveIntent(booking.id, provider.name);
    if (!live) return undefined;
    // The sandbox row is the intent itself; Stripe's may have moved on since we stored it.
    const status =
      provider.name === 'sandbox'
        ? live.status
        : ((await provider.retrieveIntent(live.id))?.status ?? 'canceled');
    // Authorised (held, issue #18) or captured: paid either way.
    if (status === HELD_INTENT_STATUS || status === 'succeeded') {
      // Paid, but not recorded (a crash in between): record it now, then say so.
      try {
        await recorder.record(live.id, booking);
      } catch (error) {
        // The intent moved on between the two reads: the payment being recorded right now
        // was refused and cancelled (the phone went to another buyer). Not the buyer's fault,
        // and not "unpaid" either: a retry answers from the settled state.
        if (error instanceof PaymentRequiredError) {
          throw new ConflictError('Please try the payment again.', 'PAYMENT_RETRY');
        }
        throw error;
      }
      throw new ConflictError('This booking is already paid.', 'BOOKING_PAID');
    }
    if (OPEN_INTENT_STATUSES.includes(status)) return live.clientSecret;
    if (status === 'canceled') {
      await payments.setIntentStatus(live.id, 'canceled');
      return undefined;
    }
    throw new ConflictError(
      'A payment for this booking is already being processed.',
      'PAYMENT_IN_PROGRESS',
    );
  }

  return {
    config(): PaymentConfig {
      return {
        provider: provider.name,
        ...(provider.publishableKey ? { publishableKey: provider.publishableKey } : {}),
      };
    },

    /**
     * The amount is the booking's, in cents; a client price never reaches the provider.
     * One live intent per booking: a repeat call (or a concurrent one) gets the same secret.
     */
    async createIntent(user: AuthUser, bookingId: string): Promise<string> {
      const booking = await ownBooking(user, bookingId);
      assertBookingAction(bookingState(booking), 'createIntent');
      if (!booking.listingAvailable) throw listingUnavailable();
      const reused = await reusableSecret(booking);
      if (reused) return reused;

      const attempt = await payments.countIntents(booking.id, provider.name);
      const created = await provider.createIntent({
        bookingId: booking.id,
        buyerId: booking.buyerId,
        productId: booking.productId,
        amountCents: booking.priceCents,
        currency: CURRENCY,
        description: booking.productName,
        idempotencyKey: `booking-${booking.id}-intent-${attempt}`,
      });
      const stored = await payments.insertIntent({
        id: created.id,
        clientSecret: created.clientSecret,
        bookingId: booking.id,
        amountCents: booking.priceCents,
        currency: CURRENCY,
        status: created.status,
        provider: provider.name,
      });
      if (stored) return created.clientSecret;
      // A concurrent call stored its intent first: everyone uses that one.
      const winner = await payments.findLiveIntent(booking.id, provider.name);
      if (winner) return winner.clientSecret;
      throw new ConflictError('Please try the payment again.', 'PAYMENT_RETRY');
    },

    /** Verifies with the provider and records once; the reply's id is the same on a repeat. */
    async record(user: AuthUser, input: RecordPaymentInput): Promise<string> {
      const booking = await ownBooking(user, input.bookingId);
      if (input.email !== undefined && normaliseEmail(input.email) !== user.email) {
        throw new BadRequestError(
          'The email must be the email of your account.',
          { email: ['The email must be the email of your account'] },
          'BUYER_MISMATCH',
        );
      }
      if (input.productId !== undefined && input.productId !== booking.productId) {
        throw new BadRequestError(
          'This booking is for another phone.',
          { productId: ['This booking is for another phone'] },
          'PRODUCT_MISMATCH',
        );
      }
      return recorder.record(input.transactionId, booking);
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
