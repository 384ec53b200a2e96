import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookings, products } from '../../db/schema.ts';
import type { Cursor } from '../../lib/cursor.ts';

/**
 * Whether a listing has an unpaid booking still inside its hold, right now. Public lists use
 * it for the `booking` flag: a hold lapses by time alone, with no write to the listing, so
 * the stored `products.booking` column cannot say it (docs/state-machines.md).
 */
export const activeBookingFlag = sql<boolean>`exists (
  select 1 from ${bookings}
  where ${bookings.productId} = ${products.id}
    and ${bookings.paid} = false
    and ${bookings.releasedAt} is null
    and ${bookings.expiresAt} > now()
)`.mapWith(Boolean);

/** Unpaid past the hold, by the database clock so every instance agrees. */
const lapsed = sql<boolean>`(${bookings.paid} = false and ${bookings.expiresAt} <= now())`.mapWith(
  Boolean,
);

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
  priceCents: bookings.priceCents,
  paid: bookings.paid,
  transactionId: bookings.transactionId,
  createdAt: bookings.createdAt,
  expiresAt: bookings.expiresAt,
  lapsed,
};

/** What a booking attempt needs: the listing's name, price and seller are read under its lock. */
export interface BookingAttempt {
  buyerId: string;
  productId: string;
  holdMs: number;
  buyerEmail: string;
  buyerName: string;
  buyerNumber: string;
  meetingLocation: string;
}

/**
 * What the attempt found under the locks: the new booking's id, or the facts that refused it
 * (the buyer's account or the listing gone, the seller, sold, the open booking's buyer).
 */
export interface BookingOutcome {
  bookingId: string | null;
  buyerLive: boolean;
  listingLive: boolean;
  sellerId: string | null;
  sold: boolean | null;
  openBuyerId: string | null;
}

function after(cursor?: Cursor) {
  if (!cursor) return undefined;
  return sql`(${bookings.createdAt}, ${bookings.id}) < (${cursor.at.toISOString()}::timestamptz, ${cursor.id}::uuid)`;
}

export function createBookingsRepository(db: Db) {
  const list = (owner: ReturnType<typeof eq>, page: { limit: number; cursor?: Cursor }) =>
    db
      .select(bookingColumns)
      .from(bookings)
      .where(and(owner, after(page.cursor)))
      .orderBy(desc(bookings.createdAt), desc(bookings.id))
      .limit(page.limit + 1);

  return {
    /**
     * One booking attempt as one statement: `book_listing` (migration 0005, decision 019)
     * takes the buyer's share lock and the listing's row lock in decision 012's order,
     * releases lapsed holds, and books only an available listing of someone else's. It writes
     * nothing when it refuses. bookings_open_product_uq backs the lock: a second open booking
     * cannot exist.
     */
    async book(attempt: BookingAttempt): Promise<BookingOutcome> {
      const result = await db.execute(sql`
        select booking_id as "bookingId", buyer_live as "buyerLive",
          listing_live as "listingLive", listing_seller_id as "sellerId",
          listing_sold as sold, open_buyer_id as "openBuyerId"
        from book_listing(${attempt.buyerId}::uuid, ${attempt.productId}::uuid,
          ${attempt.holdMs}::float8, ${attempt.buyerEmail}, ${attempt.buyerName},
          ${attempt.buyerNumber}, ${attempt.meetingLocation})`);
      return (result as unknown as { rows: BookingOutcome[] }).rows[0]!;
    },

    /** One booking, and whether its listing can still be sold (not sold, not deleted). */
    findById(id: string) {
      return db
        .select({
          ...bookingColumns,
          listingAvailable:
            sql<boolean>`(${products.sold} = false and ${products.deletedAt} is null)`.mapWith(
              Boolean,
            ),
        })
        .from(bookings)
        .innerJoin(products, eq(products.id, bookings.productId))
        .where(eq(bookings.id, id))
        .then((rows) => rows[0]);
    },

    /** The buyer's bookings, newest first, one extra row for paging. */
    listByBuyer(buyerId: string, page: { limit: number; cursor?: Cursor }) {
      return list(eq(bookings.buyerId, buyerId), page);
    },

    /** Bookings of the seller's listings, newest first, one extra row for paging. */
    listBySeller(sellerId: string, page: { limit: number; cursor?: Cursor }) {
      return list(eq(bookings.sellerId, sellerId), page);
    },
  };
}

export type BookingsRepository = ReturnType<typeof createBookingsRepository>;
export type BookingRow = Awaited<ReturnType<BookingsRepository['listByBuyer']>>[number];
export type FoundBooking = NonNullable<Awaited<ReturnType<BookingsRepository['findById']>>>;
