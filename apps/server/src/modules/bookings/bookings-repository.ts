import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookings, products, users } from '../../db/schema.ts';
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

export interface NewBooking {
  productId: string;
  buyerId: string;
  sellerId: string;
  buyerEmail: string;
  buyerName: string;
  buyerNumber: string;
  meetingLocation: string;
  productName: string;
  productImg: string;
  description: string;
  sellerEmail: string;
  priceCents: number;
}

/** What booking needs from the listing it locks. */
export interface LockedListing {
  id: string;
  sellerId: string;
  sellerEmail: string;
  productName: string;
  productImg: string;
  description: string;
  sellingPriceCents: number;
  sold: boolean;
}

/** The listing's unpaid bookings that still hold its one open slot (not released). */
const unreleased = (productId: string) =>
  and(eq(bookings.productId, productId), eq(bookings.paid, false), isNull(bookings.releasedAt));

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
     * One booking attempt, all under the listing's row lock so concurrent attempts on any
     * instance run one after another. `decide` sees the locked listing (undefined when unknown
     * or deleted) and the open booking left after lapsed holds are released; it throws to
     * refuse. bookings_open_product_uq backs the lock: a second open booking cannot exist.
     * Undefined when the buyer's account was deleted meanwhile: its row is read under a share
     * lock first, so a deletion (which ends the buyer's holds) waits for this booking or this
     * booking sees the account gone; the same order (account, listing, bookings) as deletion.
     */
    book(
      buyerId: string,
      productId: string,
      holdMs: number,
      decide: (
        listing: LockedListing | undefined,
        open: { buyerId: string } | undefined,
      ) => Omit<NewBooking, 'productId'>,
    ): Promise<string | undefined> {
      return db.transaction(async (tx) => {
        // Both locks in one statement (issue #8: on PGlite every statement queues behind
        // everyone's), in decision 012's order: PostgreSQL takes a row's locks in the order of
        // the locking clauses, the account's share lock before the listing's. No row when
        // either is missing: the buyer alone tells which (the rare path, a statement more).
        // drizzle's builder takes one locking clause, hence the SQL.
        const locked = await tx.execute(sql`
          select ${products.id} as id, ${products.sellerId} as "sellerId",
            ${products.sellerEmail} as "sellerEmail", ${products.productName} as "productName",
            ${products.productImg} as "productImg", ${products.description} as description,
            ${products.sellingPriceCents} as "sellingPriceCents", ${products.sold} as sold
          from ${users}, ${products}
          where ${users.id} = ${buyerId} and ${users.deletedAt} is null
            and ${products.id} = ${productId} and ${products.deletedAt} is null
          for share of ${users} for update of ${products}`);
        const listing = (locked as { rows: LockedListing[] }).rows[0];
        if (!listing) {
          const [buyer] = await tx
            .select({ id: users.id })
            .from(users)
            .where(and(eq(users.id, buyerId), isNull(users.deletedAt)))
            .for('share');
          if (!buyer) return undefined;
        }
        // One statement for the release and the open booking, another for the insert and the
        // stored flag (issue #8: on PGlite every statement queues behind everyone's). Each
        // starts after the lock, so its snapshot sees what the previous lock holder committed.
        // A statement does not see its own CTE's update: the holds it releases are exactly the
        // lapsed ones, which the open booking leaves out by their expiry.
        const released = tx.$with('released').as(
          tx
            .update(bookings)
            .set({ releasedAt: sql`now()` })
            .where(and(unreleased(productId), sql`${bookings.expiresAt} <= now()`))
            .returning({ id: bookings.id }),
        );
        const [open] = await tx
          .with(released)
          .select({ buyerId: bookings.buyerId })
          .from(bookings)
          .where(and(unreleased(productId), sql`${bookings.expiresAt} > now()`));
        const values = decide(listing, open);
        // The stored flag says "booked since"; lists compute the live one (activeBookingFlag).
        const flagged = tx
          .$with('flagged')
          .as(
            tx
              .update(products)
              .set({ booking: true })
              .where(eq(products.id, productId))
              .returning({ id: products.id }),
          );
        const [row] = await tx
          .with(flagged)
          .insert(bookings)
          .values({
            ...values,
            productId,
            expiresAt: sql`now() + interval '1 millisecond' * ${holdMs}::float8`,
          })
          .returning({ id: bookings.id });
        return row!.id;
      });
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
