import { aliasedTable, and, desc, eq, isNotNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products, users } from '../../db/schema.ts';
import { conversations } from '../../db/schema-messaging.ts';
import type { Cursor } from '../../lib/cursor.ts';
import { keysetAfter } from '../../lib/pagination.ts';

const buyer = aliasedTable(users, 'buyer');
const seller = aliasedTable(users, 'seller');
const reporter = aliasedTable(users, 'reporter');

/** Reported conversations with their listing, both parties and the reporter; newest first. */
function reported(db: Db, where: SQL | undefined) {
  return db
    .select({
      c: conversations,
      productName: products.productName,
      productImg: products.productImg,
      sellingPriceCents: products.sellingPriceCents,
      buyer: { id: buyer.id, name: buyer.name, email: buyer.email },
      seller: { id: seller.id, name: seller.name, email: seller.email },
      reporter: { id: reporter.id, name: reporter.name },
    })
    .from(conversations)
    .innerJoin(products, eq(products.id, conversations.listingId))
    .innerJoin(buyer, eq(buyer.id, conversations.buyerId))
    .innerJoin(seller, eq(seller.id, conversations.sellerId))
    .innerJoin(reporter, eq(reporter.id, conversations.reportedBy))
    .where(and(isNotNull(conversations.reportedAt), where))
    .orderBy(desc(conversations.reportedAt), desc(conversations.id));
}
export type ReportedRow = Awaited<ReturnType<ReturnType<typeof reported>['execute']>>[number];

/** The SQL of the admins' "Reported Conversations": nothing here reads an unreported one. */
export function createReportedRepository(db: Db) {
  return {
    /** A page, newest report first (the caller asks one row more). */
    list: (limit: number, after: Cursor | undefined): Promise<ReportedRow[]> =>
      reported(db, keysetAfter(conversations.reportedAt, conversations.id, after)).limit(limit),

    async find(id: string): Promise<ReportedRow | undefined> {
      const [row] = await reported(db, eq(conversations.id, id));
      return row;
    },
  };
}

export type ReportedRepository = ReturnType<typeof createReportedRepository>;
