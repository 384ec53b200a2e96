import { and, count, desc, eq, gt, min, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookings, phoneModels, products } from '../../db/schema.ts';
import { type SelfTestRow, selfTests } from '../../db/schema-self-test.ts';

export type NewSelfTest = typeof selfTests.$inferInsert;

/** The self-test's SQL (decision 042). */
export function createSelfTestRepository(db: Db) {
  return {
    /** The listing a code names, with what the page shows and what decides who may open it. */
    async listingByCode(code: string) {
      const [row] = await db
        .select({
          id: products.id,
          productName: products.productName,
          productImg: products.productImg,
          sold: products.sold,
          deletedAt: products.deletedAt,
          modelName: phoneModels.name,
        })
        .from(products)
        .leftJoin(phoneModels, eq(phoneModels.id, products.modelId))
        .where(eq(products.listingCode, code))
        .limit(1);
      return row;
    },

    /** Whether `userId` paid for a booking of the listing (a refunded one no longer counts). */
    async isPaidBuyer(listingId: string, userId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: bookings.id })
        .from(bookings)
        .where(
          and(
            eq(bookings.productId, listingId),
            eq(bookings.buyerId, userId),
            eq(bookings.paid, true),
            ne(bookings.settlement, 'refunded'),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /**
     * Inserts the report unless the listing already has one by the same runner within the hour.
     * The listing's row is locked first, so two reports sent at once are counted one after the
     * other (the limit holds across server instances); answers when the next one is allowed.
     */
    async insertWithinLimit(
      row: NewSelfTest & { createdAt: Date },
      windowMs: number,
    ): Promise<{ inserted: true } | { inserted: false; nextAt: Date }> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select 1 from products where id = ${row.listingId}::uuid for update`);
        const since = new Date(row.createdAt.getTime() - windowMs);
        const [recent] = await tx
          .select({ n: count(), oldest: min(selfTests.createdAt) })
          .from(selfTests)
          .where(
            and(
              eq(selfTests.listingId, row.listingId),
              eq(selfTests.runBy, row.runBy),
              gt(selfTests.createdAt, since),
            ),
          );
        if (recent && recent.n > 0 && recent.oldest) {
          return {
            inserted: false,
            nextAt: new Date(new Date(recent.oldest).getTime() + windowMs),
          };
        }
        await tx.insert(selfTests).values(row);
        return { inserted: true };
      });
    },

    /** The newest seller reports of a listing, newest first (the first that verifies is shown). */
    async newestSellerReports(listingId: string, limit = 5): Promise<SelfTestRow[]> {
      return db
        .select()
        .from(selfTests)
        .where(and(eq(selfTests.listingId, listingId), eq(selfTests.runBy, 'seller')))
        .orderBy(desc(selfTests.createdAt))
        .limit(limit);
    },
  };
}

export type SelfTestRepository = ReturnType<typeof createSelfTestRepository>;
