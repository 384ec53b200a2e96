import type { BookingStatus } from '@phonebazaar/shared';
import {
  type AppError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  UnauthorizedError,
} from '../../lib/errors.ts';
import type { BookingRefusal } from './bookings-repository.ts';

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
 * Who reads a refusal: `buyer`, the buyer booking for themself (POST /api/booking, or a buyer
 * asking to deal on a listing that cannot be booked); `deal`, either party of an accepted
 * offer, which books for the buyer whoever clicked (always 409: the offer exists, the booking
 * could not be made).
 */
export type RefusalVoice = 'buyer' | 'deal';

/** The refusals as an accepted offer's parties read them (decision 039). */
const DEAL_REFUSALS: Readonly<Record<BookingRefusal, string>> = {
  BUYER_GONE: 'The buyer’s account no longer exists.',
  PRODUCT_NOT_FOUND: 'This phone is no longer on sale.',
  OWN_LISTING: 'This phone cannot be booked now.',
  LISTING_SOLD: 'This phone has already been sold.',
  ALREADY_BOOKED_BY_YOU: 'The buyer already holds a booking of this phone.',
  LISTING_BOOKED: 'This phone was booked by someone else in the meantime.',
  REBOOK_COOLDOWN: 'The buyer’s earlier booking of this phone lapsed; they cannot book it yet.',
  TOO_MANY_OPEN_BOOKINGS: 'The buyer has too many unpaid bookings to book another phone.',
};

/**
 * Why `book_listing` refused a booking, in the voice of who reads it. The rule itself (the
 * listing state machine's "book": someone else's listing, not sold, not held; the hoarding
 * rules of issue #14 finding 7) is applied once, in the database, under the locks (migration
 * 0011); these are its only texts.
 */
export function bookingRefused(
  refusal: BookingRefusal,
  details: { maxOpen: number; cooldownUntil?: Date | undefined; phoneVerified?: boolean },
  voice: RefusalVoice = 'buyer',
): AppError {
  if (voice === 'deal') return new ConflictError(DEAL_REFUSALS[refusal], refusal);
  switch (refusal) {
    // The account was deleted between authentication and the booking.
    case 'BUYER_GONE':
      return new UnauthorizedError();
    case 'PRODUCT_NOT_FOUND':
      return new NotFoundError('Product', 'PRODUCT_NOT_FOUND');
    case 'OWN_LISTING':
      return new ForbiddenError('You cannot book your own listing.', 'OWN_LISTING');
    case 'LISTING_SOLD':
      return new ConflictError('This phone has already been sold.', 'LISTING_SOLD');
    case 'ALREADY_BOOKED_BY_YOU':
      return new ConflictError(
        'You have already booked this phone. Pay for it from My Order.',
        'ALREADY_BOOKED_BY_YOU',
      );
    case 'LISTING_BOOKED':
      return listingBooked();
    case 'REBOOK_COOLDOWN':
      return rebookCooldown(details.cooldownUntil ?? new Date());
    case 'TOO_MANY_OPEN_BOOKINGS':
      return tooManyOpenBookings(details.maxOpen, details.phoneVerified ?? true);
  }
}

export function listingBooked(): ConflictError {
  return new ConflictError('This phone is already booked by another buyer.', 'LISTING_BOOKED');
}

/** The hoarding rules of book_listing (issue #14 finding 7), in the buying texts. */
export function tooManyOpenBookings(max: number, phoneVerified = true): ConflictError {
  const held = max === 1 ? 'an unpaid booking' : `${max} unpaid bookings`;
  // Issue #36: an account without a verified phone holds fewer; say how to hold more.
  const more = phoneVerified ? '' : ' Verify your phone on your Profile to hold more at once.';
  return new ConflictError(
    `You already have ${held}. Pay for one or cancel it in My Order before booking another phone.${more}`,
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
