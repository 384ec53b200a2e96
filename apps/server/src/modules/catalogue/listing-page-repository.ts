import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookings, products, users } from '../../db/schema.ts';
import { heldFromPublic, onMarket } from '../listings/index.ts';
import { selectListings } from './products-repository.ts';

/** One listing's page (issue #16): the listing, or why it is gone, and its seller's record. */
export function createListingPageRepository(db: Db) {
  return {
    /**
     * The listing while it is on the market (neither sold nor deleted, clear of review), as
     * the lists read it.
     */
    async findLive(id: string) {
      const [row] = await selectListings(db)
        .where(and(eq(products.id, id), onMarket))
        .limit(1);
      return row;
    },

    /**
     * Whether a listing that is not live exists at all, and if so whether it was sold or is
     * held for review or rejected (issue #21), and whose it is.
     */
    async findGone(id: string) {
      const [row] = await db
        .select({
          sold: products.sold,
          categoryId: products.categoryId,
          deleted: sql<boolean>`${products.deletedAt} is not null`.mapWith(Boolean),
          reviewState: products.reviewState,
          sellerId: products.sellerId,
        })
        .from(products)
        .where(eq(products.id, id))
        .limit(1);
      return row;
    },

    /** Issue #21: a listing held for review or rejected, for its seller's or an admin's eyes. */
    async findHeld(id: string) {
      const [row] = await selectListings(db)
        .where(and(eq(products.id, id), heldFromPublic))
        .limit(1);
      return row;
    },

    /**
     * The seller's card: when they joined, and how many deals they completed (one paid
     * booking per listing at most, bookings_paid_product_uq).
     */
    async sellerFacts(productId: string) {
      const [row] = await db
        .select({ memberSince: users.createdAt, sellerId: users.id })
        .from(products)
        .innerJoin(users, eq(users.id, products.sellerId))
        .where(eq(products.id, productId))
        .limit(1);
      if (!row) return undefined;
      const [sales] = await db
        .select({ n: count() })
        .from(bookings)
        .where(
          and(
            eq(bookings.sellerId, row.sellerId),
            eq(bookings.paid, true),
            // Completed as the seller profile counts it (decision 035): money released, or
            // paid before held payments. Held, declined and disputed deals are not sales yet;
            // a refunded one never was (the phone went back to the seller).
            inArray(bookings.settlement, ['none', 'released']),
          ),
        );
      return { memberSince: row.memberSince, completedSales: Number(sales?.n ?? 0) };
    },
  };
}

export type ListingPageRepository = ReturnType<typeof createListingPageRepository>;
