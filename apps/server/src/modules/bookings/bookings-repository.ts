import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { preparedReads } from '../../db/prepared-read.ts';
import { rowsOf } from '../../db/rows.ts';
import { bookings, products, users } from '../../db/schema.ts';
import { keysetAfterPlaceholders, type PageRequest, pageValues } from '../../lib/pagination.ts';
import {
  bookListingFunctions,
  listingState,
  listingStateWrites,
  onMarket,
} from '../listings/index.ts';
import { verifiedPhoneSql } from '../users/index.ts';

/** Unpaid past the hold, by the database clock so every instance agrees. */
const lapsed = sql<boolean>`(${bookings.paid} = false and ${bookings.expiresAt} <= now())`.mapWith(
  Boolean,
);
/** Cancelled by its buyer before paying (issue #14 finding 7). */
const cancelled = sql<boolean>`(${bookings.cancelledAt} is not null)`.mapWith(Boolean);

const bookingColumns = {
  id: bookings.id,
  productId: bookings.productId,
  buyerId: bookings.buyerId,
  sellerId: bookings.sellerId,
  buyerEmail: bookings.buyerEmail,
  buyerName: bookings.buyerName,
  buyerNumber: bookings.buyerNumber,
  meetingLocation: bookings.meetingLocation,
  productName: bookings.productName,
  productImg: bookings.productImg,
  description: bookings.description,
  sellerEmail: bookings.sellerEmail,
  // The seller's contact as the listing gives it ("Buyers call this number"): the buyer of a
  // live or paid booking sees it (issue #23 item 2). Every select here joins the listing.
  sellerName: products.sellerName,
  sellerPhone: products.sellerPhone,
  // Issue #36: the number each party proved by SMS, shown instead of the typed one when there is
  // one (the users room says what a verified number is).
  sellerVerifiedPhone: verifiedPhoneSql(bookings.sellerId),
  buyerVerifiedPhone: verifiedPhoneSql(bookings.buyerId),
  // Issue #16: the buyer of a PAID booking may read the phone's IMEI (the DTO decides).
  imeiEncrypted: products.imeiEncrypted,
  // Issue #21: the self-test page's code, for a paid booking's buyer to compare at the meetup.
  listingCode: products.listingCode,
  priceCents: bookings.priceCents,
  paid: bookings.paid,
  transactionId: bookings.transactionId,
  createdAt: bookings.createdAt,
  expiresAt: bookings.expiresAt,
  lapsed,
  cancelled,
  // Issue #18: the money of a paid booking, and the buyer's decline if any.
  settlement: bookings.settlement,
  handoffExpiresAt: bookings.handoffExpiresAt,
  declineReason: bookings.declineReason,
  declineNote: bookings.declineNote,
  declinePhotos: bookings.declinePhotos,
  declinedAt: bookings.declinedAt,
  declineAnswerDueAt: bookings.declineAnswerDueAt,
  // Issue #37: when each step of the deal happened, for the deal card's timeline.
  paidAt: bookings.paidAt,
  cancelledAt: bookings.cancelledAt,
  settledAt: bookings.settledAt,
  disputeOpenedAt: bookings.disputeOpenedAt,
};

/** What a booking attempt needs: the listing's name, price and seller are read under its lock. */
export interface BookingAttempt {
  buyerId: string;
  productId: string;
  holdMs: number;
  /** MAX_OPEN_BOOKINGS_PER_BUYER: the attempt is refused when the buyer already holds this many. */
  maxOpen: number;
  buyerEmail: string;
  buyerName: string;
  buyerNumber: string;
  meetingLocation: string;
  /** An agreed price in cents (an accepted offer); the listing's own price when absent. */
  priceCents?: number | undefined;
}

/** Why `book_listing` refused, decided under its locks (migration 0011). */
export type BookingRefusal =
  | 'BUYER_GONE'
  | 'PRODUCT_NOT_FOUND'
  | 'OWN_LISTING'
  | 'LISTING_SOLD'
  | 'ALREADY_BOOKED_BY_YOU'
  | 'LISTING_BOOKED'
  | 'REBOOK_COOLDOWN'
  | 'TOO_MANY_OPEN_BOOKINGS';

/** What the attempt came to: the new booking's id, or why it was refused. */
export type BookingOutcome =
  | { bookingId: string; refusal: null }
  | { bookingId: null; refusal: Exclude<BookingRefusal, 'REBOOK_COOLDOWN'> }
  /** The buyer's own hold on this listing ended unpaid less than a hold ago: free again then. */
  | { bookingId: null; refusal: 'REBOOK_COOLDOWN'; cooldownUntil: Date };

/** What cancelling found under the locks (listing, then booking: decision 012's order). */
export type CancelOutcome =
  | { kind: 'cancelled' | 'already-cancelled' }
  | { kind: 'missing' | 'not-yours' | 'paid' | 'lapsed' };

/**
 * The one call of the booking functions (migrations 0011, 0028, 0029; decisions 019, 050):
 * every booking, at the listing's price or at an agreed one, is one statement of the listings
 * room. `book_listing` takes the buyer's lock and the listing's row lock in decision 012's
 * order, releases lapsed holds, and books only an available listing of someone else's, within
 * the buyer's cap and cooldown; `book_listing_at_price` is the same, then sets the agreed
 * price. Neither writes anything when it refuses; each says why as one code.
 */
async function callBookListing(ex: Db | Tx, attempt: BookingAttempt): Promise<BookingOutcome> {
  const { productId: listingId, priceCents, ...rest } = attempt;
  const row =
    priceCents === undefined
      ? await bookListingFunctions.book(ex, { listingId, ...rest })
      : await bookListingFunctions.bookAtPrice(ex, { listingId, ...rest, priceCents });
  if (row?.bookingId) return { bookingId: row.bookingId, refusal: null };
  if (row?.refusal === 'REBOOK_COOLDOWN') {
    // Raw rows: PGlite and node-postgres hand timestamptz back as a Date or a string.
    const until = row.cooldownUntil as Date | string;
    return { bookingId: null, refusal: 'REBOOK_COOLDOWN', cooldownUntil: new Date(until) };
  }
  return {
    bookingId: null,
    refusal: row?.refusal as Exclude<BookingRefusal, 'REBOOK_COOLDOWN'>,
  };
}

export function createBookingsRepository(db: Db) {
  // Built and prepared once per shape (issue #22, db/prepared-read.ts): whose bookings, and
  // whether the page starts after a cursor.
  type ListShape = `${'buyer' | 'seller'}_${'first' | 'after'}`;
  const listPage = preparedReads('bookings_list', (shape: ListShape) =>
    db
      .select(bookingColumns)
      .from(bookings)
      .innerJoin(products, eq(products.id, bookings.productId))
      .where(
        and(
          eq(
            shape.startsWith('buyer') ? bookings.buyerId : bookings.sellerId,
            sql.placeholder('ownerId'),
          ),
          shape.endsWith('after')
            ? keysetAfterPlaceholders(bookings.createdAt, bookings.id)
            : undefined,
        ),
      )
      .orderBy(desc(bookings.createdAt), desc(bookings.id))
      .limit(sql.placeholder('limit')),
  );
  const list = (owner: 'buyer' | 'seller', ownerId: string, page: PageRequest) => {
    const { shape, values } = pageValues(page);
    return listPage(`${owner}_${shape}`, { ...values, ownerId });
  };

  return {
    transaction: <T>(fn: (tx: Tx) => Promise<T>) => db.transaction(fn),

    /**
     * One booking attempt, in the caller's transaction (book-listing.ts is its only caller).
     * bookings_open_product_uq backs the row lock: a second open booking cannot exist.
     */
    bookListing: (tx: Db | Tx, attempt: BookingAttempt) => callBookListing(tx, attempt),

    /** Someone's live hold on the listing (open_bookings, migration 0011). */
    async isHeld(ex: Db | Tx, listingId: string): Promise<boolean> {
      const result = await ex.execute(
        sql`select 1 as one from open_bookings b where b.product_id = ${listingId}::uuid`,
      );
      return rowsOf(result).length > 0;
    },

    /** The buyer's email and name as a booking copies them, when the caller has no session. */
    /** Issue #36: whether the buyer's phone is verified (their open-bookings cap). */
    async buyerPhoneVerified(ex: Db | Tx, buyerId: string): Promise<boolean> {
      const result = await ex.execute(
        sql`select ${verifiedPhoneSql(sql`${buyerId}::uuid`)} as phone`,
      );
      return Boolean(rowsOf<{ phone: string | null }>(result)[0]?.phone);
    },

    async buyerContact(ex: Db | Tx, buyerId: string) {
      const [row] = await ex
        .select({ email: users.email, name: users.name })
        .from(users)
        .where(eq(users.id, buyerId));
      return row;
    },

    /**
     * The buyer gives the listing back before paying: released and cancelled at once, the
     * listing's stored flag cleared. Locks the listing, then the booking, the order payment
     * recording uses (decision 012), so a cancel and a payment of one booking take turns and
     * whichever is second sees the other's outcome. Idempotent for an already-cancelled one.
     */
    cancel(bookingId: string, buyerId: string): Promise<CancelOutcome> {
      return db.transaction(async (tx): Promise<CancelOutcome> => {
        const [target] = await tx
          .select({ productId: bookings.productId })
          .from(bookings)
          .where(eq(bookings.id, bookingId));
        if (!target) return { kind: 'missing' };
        const [listing] = await tx
          .select({ sold: products.sold })
          .from(products)
          .where(eq(products.id, target.productId))
          .for('update');
        const [row] = await tx
          .select({
            buyerId: bookings.buyerId,
            paid: bookings.paid,
            cancelled,
            lapsed,
          })
          .from(bookings)
          .where(eq(bookings.id, bookingId))
          .for('update');
        if (!row) return { kind: 'missing' };
        if (row.buyerId !== buyerId) return { kind: 'not-yours' };
        if (row.paid) return { kind: 'paid' };
        if (row.cancelled) return { kind: 'already-cancelled' };
        if (row.lapsed) return { kind: 'lapsed' };
        await tx
          .update(bookings)
          .set({ releasedAt: sql`now()`, cancelledAt: sql`now()` })
          .where(eq(bookings.id, bookingId));
        // An open, unpaid booking: the listing is booked (unless sold, which the table refuses).
        await listingStateWrites.lapse(
          tx,
          target.productId,
          listingState({ sold: listing?.sold ?? false, booking: true }),
        );
        return { kind: 'cancelled' };
      });
    },

    /** One booking, and whether its listing can still be sold (on the market, issue #21). */
    findById(id: string) {
      return db
        .select({
          ...bookingColumns,
          listingAvailable: sql<boolean>`(${onMarket})`.mapWith(Boolean),
        })
        .from(bookings)
        .innerJoin(products, eq(products.id, bookings.productId))
        .where(eq(bookings.id, id))
        .then((rows) => rows[0]);
    },

    /** The buyer's bookings, newest first, one extra row for paging. */
    listByBuyer(buyerId: string, page: PageRequest) {
      return list('buyer', buyerId, page);
    },

    /** Bookings of the seller's listings, newest first, one extra row for paging. */
    listBySeller(sellerId: string, page: PageRequest) {
      return list('seller', sellerId, page);
    },
  };
}

export type BookingsRepository = ReturnType<typeof createBookingsRepository>;
export type BookingRow = Awaited<ReturnType<BookingsRepository['listByBuyer']>>[number];
export type FoundBooking = NonNullable<Awaited<ReturnType<BookingsRepository['findById']>>>;
