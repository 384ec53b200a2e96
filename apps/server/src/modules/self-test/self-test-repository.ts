import { and, asc, count, desc, eq, gt, isNull, min, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookings, phoneModels, products } from '../../db/schema.ts';
import { type SelfTestRow, selfTestLinks, selfTests } from '../../db/schema-self-test.ts';

export type NewSelfTest = typeof selfTests.$inferInsert;

/** The self-test's SQL (decision 042). */
export function createSelfTestRepository(db: Db) {
  /** One listing's facts: what the self-test page shows and what decides who may test it. */
  async function listingFacts(where: SQL) {
    const [row] = await db
      .select({
        id: products.id,
        sellerId: products.sellerId,
        productName: products.productName,
        productImg: products.productImg,
        sold: products.sold,
        deletedAt: products.deletedAt,
        listingCode: products.listingCode,
        modelName: phoneModels.name,
      })
      .from(products)
      .leftJoin(phoneModels, eq(phoneModels.id, products.modelId))
      .where(where)
      .limit(1);
    return row;
  }

  return {
    /** The listing a code names, with what the page shows and what decides who may open it. */
    listingByCode: (code: string) => listingFacts(eq(products.listingCode, code)),

    /**
     * Whether `userId` paid for a booking of the listing whose money is not yet released or
     * refunded (decision 056): a refunded ex-buyer, or a buyer whose deal is done, no longer is.
     */
    async isPaidBuyer(listingId: string, userId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: bookings.id })
        .from(bookings)
        .where(
          and(
            eq(bookings.productId, listingId),
            eq(bookings.buyerId, userId),
            eq(bookings.paid, true),
            notInArray(bookings.settlement, ['released', 'refunded']),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** The listing a test link is asked for: whose it is and whether it can still be tested. */
    listingForLink: (listingId: string) => listingFacts(eq(products.id, listingId)),

    /** A new link for the listing; its older links stop working (one live link per listing). */
    async issueLink(link: { tokenHash: string; listingId: string; expiresAt: Date }) {
      await db.transaction(async (tx) => {
        await tx.delete(selfTestLinks).where(eq(selfTestLinks.listingId, link.listingId));
        await tx.insert(selfTestLinks).values(link);
      });
    },

    async linkByHash(tokenHash: string) {
      const [row] = await db
        .select()
        .from(selfTestLinks)
        .where(eq(selfTestLinks.tokenHash, tokenHash))
        .limit(1);
      return row;
    },

    /**
     * Inserts the report unless the listing already has `max` by the same runner within the
     * window; with a link, only if that link is still unused and alive, and it is used up in the
     * same transaction. The listing's row is locked first, so reports sent at once are counted
     * one after the other (the limit holds across server instances).
     */
    async insertWithinLimit(
      row: NewSelfTest & { createdAt: Date },
      limit: { windowMs: number; max: number; linkHash?: string | undefined },
    ): Promise<{ inserted: true } | { inserted: false; nextAt: Date } | { linkUsed: true }> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select 1 from products where id = ${row.listingId}::uuid for update`);
        const since = new Date(row.createdAt.getTime() - limit.windowMs);
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
        if (recent && recent.n >= limit.max && recent.oldest) {
          return {
            inserted: false,
            nextAt: new Date(new Date(recent.oldest).getTime() + limit.windowMs),
          };
        }
        if (limit.linkHash) {
          const used = await tx
            .update(selfTestLinks)
            .set({ usedAt: row.createdAt })
            .where(
              and(
                eq(selfTestLinks.tokenHash, limit.linkHash),
                eq(selfTestLinks.listingId, row.listingId),
                isNull(selfTestLinks.usedAt),
                gt(selfTestLinks.expiresAt, row.createdAt),
              ),
            )
            .returning({ tokenHash: selfTestLinks.tokenHash });
          if (used.length === 0) return { linkUsed: true };
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

    /** Issue #46: every report of a listing (seller's and buyer's), oldest first, at most `limit`. */
    async reportsOf(listingId: string, limit = 50): Promise<SelfTestRow[]> {
      return db
        .select()
        .from(selfTests)
        .where(eq(selfTests.listingId, listingId))
        .orderBy(asc(selfTests.createdAt))
        .limit(limit);
    },
  };
}

export type SelfTestRepository = ReturnType<typeof createSelfTestRepository>;
