import { and, count, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookings, products, users } from '../../db/schema.ts';
import { onMarket } from '../listings/index.ts';

/**
 * The marketplace's counts. Each is a count over a partial index the lists already keep
 * (products_public_idx, users_live_role_idx, bookings_paid_product_uq).
 */
export function createStatsRepository(db: Db) {
  const one = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;
  return {
    listingsOnMarket: () => one(db.select({ n: count() }).from(products).where(onMarket)),
    liveSellers: (verifiedOnly: boolean) =>
      one(
        db
          .select({ n: count() })
          .from(users)
          .where(
            and(
              eq(users.role, 'seller'),
              isNull(users.deletedAt),
              verifiedOnly ? eq(users.verified, true) : undefined,
            ),
          ),
      ),
    // A refunded deal (issue #18) was no sale.
    paidSales: () =>
      one(
        db
          .select({ n: count() })
          .from(bookings)
          .where(and(eq(bookings.paid, true), ne(bookings.settlement, 'refunded'))),
      ),
  };
}

export type StatsRepository = ReturnType<typeof createStatsRepository>;
