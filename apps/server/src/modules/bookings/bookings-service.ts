import type { PageQuery } from '@phonebazaar/shared';
import { type AuthUser, assertEmailAccess, normaliseEmail } from '../../lib/access.ts';
import { type Cursor, paginate } from '../../lib/cursor.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { toPage } from '../../lib/pagination.ts';
import type { UsersRepository } from '../users/index.ts';
import type { BookListing } from './book-listing.ts';
import { toBuyerBookingDto, toPaymentPageDto, toSellerBookingDto } from './booking-dto.ts';
import { BOOKING_REFUSALS, listingBooked } from './booking-state.ts';
import type { BookingOutcome, BookingRow, BookingsRepository } from './bookings-repository.ts';

/** The validated body of POST /api/booking (shared bookingBodySchema output). */
export interface BookInput {
  productId: string;
  buyerNumber: string;
  meetingLocation: string;
  buyerEmail?: string | undefined;
}

interface Deps {
  bookings: BookingsRepository;
  users: UsersRepository;
  /** The one way to book (book-listing.ts), the one accepted offers take too. */
  booking: BookListing;
  /** Base of the picture URLs in answers (decision 025). */
  publicUrl: string;
  /** Reads a listing's stored IMEI for the buyer of a paid booking (issue #16). */
  readImei(stored: string): string | undefined;
}

const productNotFound = () => new NotFoundError('Product', 'PRODUCT_NOT_FOUND');
export const bookingNotFound = () => new NotFoundError('Booking', 'BOOKING_NOT_FOUND');
const byCreatedAt = (row: BookingRow): Cursor => ({ at: row.createdAt, id: row.id });

/** Booking a listing and the three booking lists (spec §7; product-decisions §3-4). */
export function createBookingsService({ bookings, users, booking, publicUrl, readImei }: Deps) {
  /** The account whose list `email` names: the caller's own, or anyone's for an admin. */
  async function accountFor(user: AuthUser, email: string): Promise<string | undefined> {
    assertEmailAccess(user, email);
    const wanted = normaliseEmail(email);
    if (wanted === user.email) return user.id;
    return (await users.findLiveByEmail(wanted))?.id;
  }

  async function page(
    rows: (page: { limit: number; cursor?: Cursor }) => PromiseLike<BookingRow[]>,
    query: PageQuery,
  ) {
    const request = toPage(query);
    return paginate(await rows(request), request.limit, byCreatedAt);
  }

  return {
    /**
     * The caller (a buyer: the route's policy) is the buyer; name, price,
     * picture, description and seller are copied from the locked listing, never the body.
     */
    async book(user: AuthUser, input: BookInput): Promise<string> {
      if (input.buyerEmail !== undefined && normaliseEmail(input.buyerEmail) !== user.email) {
        throw new BadRequestError(
          'The buyer email must be the email of your account.',
          { buyerEmail: ['The buyer email must be the email of your account'] },
          'BUYER_MISMATCH',
        );
      }
      if (!isUuid(input.productId)) throw productNotFound();
      let outcome: BookingOutcome;
      try {
        outcome = await bookings.transaction((tx) =>
          booking.book(tx, {
            buyerId: user.id,
            listingId: input.productId,
            contact: { email: user.email, name: user.name },
            buyerNumber: input.buyerNumber,
            meetingLocation: input.meetingLocation,
          }),
        );
      } catch (error) {
        // Only reachable if the row lock were bypassed: the unique index still says no.
        if (isUniqueViolation(error, 'bookings_open_product_uq')) {
          throw listingBooked();
        }
        throw error;
      }
      if (outcome.bookingId !== null) return outcome.bookingId;
      throw booking.refused(outcome);
    },

    /**
     * POST /api/booking/:id/cancel: its buyer gives the listing back before paying (issue #14
     * finding 7). 404 unknown, 403 someone else's, 409 paid or lapsed; an already-cancelled
     * booking answers as cancelled again (modifiedCount 0).
     */
    async cancel(user: AuthUser, id: string) {
      if (!isUuid(id)) throw bookingNotFound();
      const outcome = await bookings.cancel(id, user.id);
      switch (outcome.kind) {
        case 'missing':
          throw bookingNotFound();
        case 'not-yours':
          throw new ForbiddenError('This booking belongs to another buyer.', 'NOT_YOUR_BOOKING');
        case 'paid':
        case 'lapsed':
          throw new ConflictError(
            BOOKING_REFUSALS[outcome.kind].message,
            BOOKING_REFUSALS[outcome.kind].code,
          );
        default:
          return {
            acknowledged: true as const,
            modifiedCount: outcome.kind === 'cancelled' ? 1 : 0,
            status: 'cancelled' as const,
          };
      }
    },

    /** My Order: the buyer's bookings, newest first. */
    async listForBuyer(user: AuthUser, email: string, query: PageQuery) {
      const accountId = await accountFor(user, email);
      if (!accountId) return { items: [], nextCursor: undefined };
      const { items, nextCursor } = await page((p) => bookings.listByBuyer(accountId, p), query);
      return { items: items.map((row) => toBuyerBookingDto(row, publicUrl, readImei)), nextCursor };
    },

    /** My Sell: bookings of the seller's listings. Sellers (own email) and admins (policy). */
    async listForSeller(user: AuthUser, email: string, query: PageQuery) {
      const accountId = await accountFor(user, email);
      if (!accountId) return { items: [], nextCursor: undefined };
      const { items, nextCursor } = await page((p) => bookings.listBySeller(accountId, p), query);
      return { items: items.map((row) => toSellerBookingDto(row, publicUrl)), nextCursor };
    },

    /** The payment page's data: the booking's buyer only (product-decisions §3). */
    async paymentPage(user: AuthUser, id: string) {
      const row = isUuid(id) ? await bookings.findById(id) : undefined;
      if (!row) throw bookingNotFound();
      if (row.buyerId !== user.id) {
        throw new ForbiddenError('This booking belongs to another buyer.', 'NOT_YOUR_BOOKING');
      }
      return toPaymentPageDto(row, publicUrl);
    },
  };
}

export type BookingsService = ReturnType<typeof createBookingsService>;
