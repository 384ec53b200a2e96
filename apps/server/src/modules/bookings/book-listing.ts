import type { Db, Tx } from '../../db/client.ts';
import type { AppError } from '../../lib/errors.ts';
import type { DealNotify } from '../notifications/index.ts';
import { bookingRefused, type RefusalVoice } from './booking-state.ts';
import type { BookingOutcome, BookingRefusal, BookingsRepository } from './bookings-repository.ts';

const HOUR_MS = 3_600_000;

/** What booking a listing needs; everything about the listing is read under its lock. */
export interface BookRequest {
  buyerId: string;
  listingId: string;
  buyerNumber: string;
  meetingLocation: string;
  /** The buyer's email and name as the booking keeps them; read from the account if absent. */
  contact?: { email: string; name: string } | undefined;
  /** An agreed price in cents (an accepted offer, decision 039); the listing's price if absent. */
  priceCents?: number | undefined;
}

/**
 * A refusal and, for REBOOK_COOLDOWN, when the listing is free for this buyer again; for
 * TOO_MANY_OPEN_BOOKINGS, the cap that applied (issue #36: lower without a verified phone).
 */
export type Refused = {
  refusal: BookingRefusal;
  cooldownUntil?: Date | undefined;
  maxOpen?: number | undefined;
  phoneVerified?: boolean | undefined;
};

interface Deps {
  bookings: BookingsRepository;
  /** BOOKING_HOLD_HOURS: how long an unpaid booking holds the listing. */
  holdHours: number;
  /** MAX_OPEN_BOOKINGS_PER_BUYER (issue #14 finding 7): the cap of a verified phone. */
  maxOpen: number;
  /** MAX_OPEN_BOOKINGS_UNVERIFIED_PHONE (issue #36): the cap of an account without one. */
  maxOpenUnverified?: number;
  /** Issue #18: the deal notices seam ('booked'), in the booking's transaction. */
  notify: DealNotify;
}

/**
 * The one way to book a listing (issue #35 item 2): the buyer's own booking and an accepted
 * offer both come here, in the caller's transaction, so the hold length, the buyer's cap, the
 * refusal texts and the 'booked' notice are decided in one place. The listings room will take
 * the SQL call itself behind its own door; it stays in one function (bookings-repository's
 * `bookListing`) until then.
 */
export function createBookListing({
  bookings,
  holdHours,
  maxOpen,
  maxOpenUnverified,
  notify,
}: Deps) {
  return {
    async book(
      tx: Tx,
      request: BookRequest,
    ): Promise<BookingOutcome & { maxOpen: number; phoneVerified: boolean }> {
      const contact = request.contact ?? (await bookings.buyerContact(tx, request.buyerId));
      // Issue #36 (hoarding): free accounts are free to make; a verified number is not. A
      // verification racing this booking only shifts which cap one booking meets.
      const phoneVerified = await bookings.buyerPhoneVerified(tx, request.buyerId);
      const cap = phoneVerified ? maxOpen : Math.min(maxOpen, maxOpenUnverified ?? maxOpen);
      const outcome = await bookings.bookListing(tx, {
        buyerId: request.buyerId,
        productId: request.listingId,
        holdMs: holdHours * HOUR_MS,
        maxOpen: cap,
        buyerEmail: contact?.email ?? '',
        buyerName: contact?.name ?? '',
        buyerNumber: request.buyerNumber,
        meetingLocation: request.meetingLocation,
        priceCents: request.priceCents,
      });
      if (outcome.bookingId !== null) {
        await notify(tx, { kind: 'booked', bookingId: outcome.bookingId });
      }
      return { ...outcome, maxOpen: cap, phoneVerified };
    },

    /** Whether someone holds the listing now: an unpaid booking within its hold (open_bookings). */
    isHeld: (tx: Db | Tx, listingId: string) => bookings.isHeld(tx, listingId),

    /** A refusal as the error its reader gets (booking-state.ts holds every text). */
    refused(refused: Refused, voice: RefusalVoice = 'buyer'): AppError {
      return bookingRefused(
        refused.refusal,
        {
          maxOpen: refused.maxOpen ?? maxOpen,
          cooldownUntil: refused.cooldownUntil,
          phoneVerified: refused.phoneVerified ?? true,
        },
        voice,
      );
    },
  };
}

export type BookListing = ReturnType<typeof createBookListing>;
