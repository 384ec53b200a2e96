import type { BookingStatus } from '@phonebazaar/shared';
import { ConflictError } from '../../lib/errors.ts';
import { canApply, type ListingState } from '../catalogue/index.ts';

/**
 * The life of a booking (product-decisions §4), written down once; docs/state-machines.md
 * says the same in prose.
 *
 *   active --pay--> paid
 *     |
 *     +--cancel (its buyer)--> cancelled
 *     |
 *     +--(BOOKING_HOLD_HOURS pass)--> lapsed
 *
 * "Lapse" is not a write: a booking is lapsed as soon as the database clock passes its
 * expiresAt while it is unpaid, so every reader sees the same state without a sweeper.
 * Cancel is a write (cancelled_at and released_at), so the listing is free at once.
 * Paid, lapsed and cancelled are final; cancelling a cancelled booking changes nothing.
 * A buyer whose hold lapsed or who cancelled cannot book that listing again for one hold
 * period, and holds at most MAX_OPEN_BOOKINGS_PER_BUYER active bookings (book_listing).
 */
export type BookingState = BookingStatus;

/** What can be asked of a booking. `pay` and `cancel` change the state. */
export type BookingAction = 'pay' | 'createIntent' | 'confirmCard' | 'cancel';

interface Rule {
  from: readonly BookingState[];
  to?: BookingState;
}

export const BOOKING_TRANSITIONS: Readonly<Record<BookingAction, Rule>> = {
  pay: { from: ['active'], to: 'paid' },
  createIntent: { from: ['active'] },
  confirmCard: { from: ['active'] },
  cancel: { from: ['active'], to: 'cancelled' },
};

/** Why an action is refused, by the state the booking is in. */
export const BOOKING_REFUSALS: Readonly<
  Record<Exclude<BookingState, 'active'>, { message: string; code: string }>
> = {
  paid: { message: 'This booking is already paid.', code: 'BOOKING_PAID' },
  lapsed: {
    message: 'This booking has expired. Book the phone again to buy it.',
    code: 'BOOKING_LAPSED',
  },
  cancelled: {
    message: 'This booking was cancelled. Book the phone again to buy it.',
    code: 'BOOKING_CANCELLED',
  },
};

/** `lapsed` is computed by the database (`expires_at <= now()`), so all instances agree. */
export function bookingState(row: {
  paid: boolean;
  lapsed: boolean;
  cancelled?: boolean;
}): BookingState {
  if (row.paid) return 'paid';
  if (row.cancelled) return 'cancelled';
  return row.lapsed ? 'lapsed' : 'active';
}

export function canApplyToBooking(state: BookingState, action: BookingAction): boolean {
  return BOOKING_TRANSITIONS[action].from.includes(state);
}

/** Returns the state after `action`, or throws 409 with the refusal for the current state. */
export function assertBookingAction(state: BookingState, action: BookingAction): BookingState {
  const rule = BOOKING_TRANSITIONS[action];
  if (rule.from.includes(state)) return rule.to ?? state;
  const refusal = state === 'active' ? undefined : BOOKING_REFUSALS[state];
  throw new ConflictError(
    refusal?.message ?? 'This booking cannot be changed this way.',
    refusal?.code ?? 'BOOKING_STATE',
  );
}

/**
 * Whether a listing can take a new booking (product-decisions §3-4), asked of the listing
 * state machine (products/listing-state.ts) with the state read live under the listing's row
 * lock: `open` is its unpaid, unlapsed booking, if any. The messages are the buying ones.
 */
export function assertListingBookable(
  listing: { sold: boolean },
  open: { buyerId: string } | undefined,
  buyerId: string,
): void {
  const state: ListingState = listing.sold ? 'sold' : open ? 'booked' : 'available';
  if (canApply(state, 'book')) return;
  if (state === 'sold')
    throw new ConflictError('This phone has already been sold.', 'LISTING_SOLD');
  if (open?.buyerId === buyerId) {
    throw new ConflictError(
      'You have already booked this phone. Pay for it from My Order.',
      'ALREADY_BOOKED_BY_YOU',
    );
  }
  throw new ConflictError('This phone is already booked by another buyer.', 'LISTING_BOOKED');
}

/** The hoarding rules of book_listing (issue #14 finding 7), in the buying texts. */
export function tooManyOpenBookings(max: number): ConflictError {
  return new ConflictError(
    `You already have ${max} unpaid bookings. Pay for one or cancel it in My Order before booking another phone.`,
    'TOO_MANY_OPEN_BOOKINGS',
  );
}

export function rebookCooldown(until: Date): ConflictError {
  const minutes = Math.max(1, Math.ceil((until.getTime() - Date.now()) / 60_000));
  const wait =
    minutes < 120
      ? `${minutes} minute${minutes === 1 ? '' : 's'}`
      : `${Math.ceil(minutes / 60)} hours`;
  return new ConflictError(
    `Your earlier booking of this phone ended without payment. You can book it again in ${wait}.`,
    'REBOOK_COOLDOWN',
  );
}
