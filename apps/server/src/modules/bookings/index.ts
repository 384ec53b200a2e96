import type { Db } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import { createImeiCrypto } from '../../lib/imei-crypto.ts';
import type { DealNotify } from '../notifications/index.ts';
import type { UsersRepository } from '../users/index.ts';
import { createBookListing } from './book-listing.ts';
import { createBookingsRepository } from './bookings-repository.ts';
import { createBookingsService } from './bookings-service.ts';

// Payments pays for a booking: it reads one through `lookup` and asks the booking's state
// machine what may happen to it. Offers book an accepted offer through `booking` (the one way
// to book, book-listing.ts), and ask it whether a listing is held and how a refusal reads.
export type { BookListing, BookRequest, Refused } from './book-listing.ts';
export {
  assertBookingAction,
  BOOKING_REFUSALS,
  type BookingState,
  bookingState,
  type RefusalVoice,
} from './booking-state.ts';
export type { BookingOutcome, BookingRefusal, FoundBooking } from './bookings-repository.ts';
// The bench's SQL baseline of My Orders and My Sell is this repository's own query.
export { createBookingsRepository } from './bookings-repository.ts';
export { bookingsRoutes } from './bookings-routes.ts';
export { bookingNotFound } from './bookings-service.ts';

export interface BookingsDeps {
  db: Db;
  env: Env;
  users: UsersRepository;
  /** Issue #18: the deal notices seam ('booked'). */
  notify: DealNotify;
}

/** Booking a listing, cancelling it, and the three booking lists (spec §7). */
export function createBookings({ db, env, users, notify }: BookingsDeps) {
  const bookings = createBookingsRepository(db);
  const booking = createBookListing({
    bookings,
    holdHours: env.BOOKING_HOLD_HOURS,
    maxOpen: env.MAX_OPEN_BOOKINGS_PER_BUYER,
    maxOpenUnverified: env.MAX_OPEN_BOOKINGS_UNVERIFIED_PHONE,
    notify,
  });
  return {
    service: createBookingsService({
      bookings,
      users,
      booking,
      publicUrl: env.PUBLIC_URL,
      readImei: createImeiCrypto(env.IMEI_KEY).decrypt,
    }),
    /** One booking with whether its listing can still be sold (payments reads it so). */
    lookup: { findById: (id: string) => bookings.findById(id) },
    /** The one way to book: the buyer's own booking (the service) and an accepted offer's. */
    booking,
  };
}

export type BookingLookup = ReturnType<typeof createBookings>['lookup'];
