import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products, users } from '../../db/schema.ts';
import { favourites } from '../../db/schema-favourites.ts';
import { selectListingsWith } from '../catalogue/index.ts';

async function countOf(tx: Db, userId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(favourites)
    .where(eq(favourites.userId, userId));
  return Number(row?.n ?? 0);
}

/** The favourites table, and the hearted listings read the way cards read them. */
export function createFavouritesRepository(db: Db) {
  return {
    transaction: <T>(work: (tx: Db) => Promise<T>) => db.transaction(work),

    /**
     * Locks the person's account row for the rest of the transaction: two hearts at once by
     * one person queue here, so the count they check cannot both read 199.
     */
    async lockUser(tx: Db, userId: string): Promise<boolean> {
      const rows = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
      return rows.length > 0;
    },

    /**
     * The listing's seller and selling price, deleted or held or not (undefined: no such
     * listing).
     */
    async listing(tx: Db, productId: string) {
      const [row] = await tx
        .select({
          sellerId: products.sellerId,
          priceCents: products.sellingPriceCents,
          deletedAt: products.deletedAt,
          reviewState: products.reviewState,
        })
        .from(products)
        .where(eq(products.id, productId));
      return row;
    },

    async has(tx: Db, userId: string, productId: string): Promise<boolean> {
      const rows = await tx
        .select({ productId: favourites.productId })
        .from(favourites)
        .where(and(eq(favourites.userId, userId), eq(favourites.productId, productId)));
      return rows.length > 0;
    },

    count: countOf,

    /** Inserts the heart; an existing one keeps its first price and date. */
    async insert(tx: Db, row: { userId: string; productId: string; priceCentsAtSave: number }) {
      await tx.insert(favourites).values(row).onConflictDoNothing();
    },

    countOf: (userId: string) => countOf(db, userId),

    async remove(userId: string, productId: string): Promise<void> {
      await db
        .delete(favourites)
        .where(and(eq(favourites.userId, userId), eq(favourites.productId, productId)));
    },

    /** The hearted ids, newest first. */
    async ids(userId: string, limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: favourites.productId })
        .from(favourites)
        .where(eq(favourites.userId, userId))
        .orderBy(desc(favourites.createdAt), desc(favourites.productId))
        .limit(limit);
      return rows.map((r) => r.id);
    },

    /**
     * The hearted listings as cards read them (live booking flag, seller's reputation), deleted
     * ones included, with when each was hearted and at what price; newest first.
     */
    list(userId: string, limit: number) {
      return selectListingsWith(db, {
        savedAt: favourites.createdAt,
        priceCentsAtSave: favourites.priceCentsAtSave,
        deletedAt: products.deletedAt,
      })
        .innerJoin(
          favourites,
          and(eq(favourites.productId, products.id), eq(favourites.userId, userId)),
        )
        .orderBy(desc(favourites.createdAt), desc(favourites.productId))
        .limit(limit);
    },
  };
}

export type FavouritesRepository = ReturnType<typeof createFavouritesRepository>;
export type FavouriteListingRow = Awaited<ReturnType<FavouritesRepository['list']>>[number];
