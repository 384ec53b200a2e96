import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookings, products } from '../../db/schema.ts';
import { priceGuideSales, priceGuideStats } from '../../db/schema-price-guide.ts';
import { dealCounts } from '../trust/index.ts';
import { ANY, type GuideKey, keyText } from './price-guide-keys.ts';
import type { Band, Sale } from './price-statistics.ts';

/**
 * A completed sale, as the reviews and the listing page count them (decision 035): paid, and
 * released or paid before held payments existed ('none'). Refunded, declined, disputed and
 * held deals are not sales, nor is a deal judged not at arm's length (issue #36, decision 055).
 */
const completeDeal = sql`${bookings.paid} = true and ${bookings.settlement} in ('none', 'released') and ${dealCounts(bookings.id)}`;
/** When it sold: the release, or the payment of a sale from before held payments. */
const soldAt = sql<Date>`coalesce(${bookings.settledAt}, ${bookings.paidAt}, ${bookings.createdAt})`;

const keyColumns = {
  modelId: priceGuideStats.modelId,
  storageGb: priceGuideStats.storageGb,
  variant: priceGuideStats.variant,
  condition: priceGuideStats.condition,
};

const statsOf = (key: GuideKey) =>
  and(
    eq(priceGuideStats.modelId, key.modelId),
    eq(priceGuideStats.storageGb, key.storageGb),
    eq(priceGuideStats.variant, key.variant),
    eq(priceGuideStats.condition, key.condition),
  );

interface CaughtUp {
  model_id: string;
  storage_gb: number;
  variant: string;
  condition: string;
}

export type StatsRow = typeof priceGuideStats.$inferSelect;

/** All SQL of the price guide. */
export const priceGuideRepository = {
  /** The deal's sale as it stands now: whether it is complete, its price, date and listing key. */
  async dealFacts(tx: Db, bookingId: string) {
    const [row] = await tx
      .select({
        complete: sql<boolean>`(${completeDeal})`,
        priceCents: bookings.priceCents,
        sellerId: bookings.sellerId,
        buyerId: bookings.buyerId,
        soldAt: sql<string>`(${soldAt})::text`,
        modelId: products.modelId,
        storageGb: products.storageGb,
        variant: products.variant,
        condition: products.productCondition,
      })
      .from(bookings)
      .innerJoin(products, eq(products.id, bookings.productId))
      .where(eq(bookings.id, bookingId));
    return row && { ...row, complete: Boolean(row.complete), soldAt: new Date(row.soldAt) };
  },

  async saveSale(tx: Db, bookingId: string, key: GuideKey, sale: Sale): Promise<void> {
    const values = {
      ...key,
      priceCents: sale.priceCents,
      soldAt: sale.soldAt,
      sellerId: sale.sellerId,
      buyerId: sale.buyerId,
    };
    await tx
      .insert(priceGuideSales)
      .values({ bookingId, ...values })
      .onConflictDoUpdate({ target: priceGuideSales.bookingId, set: values });
  },

  /** Removes the deal's sale; the key it was counted under, if it was. */
  async removeSale(tx: Db, bookingId: string): Promise<GuideKey | undefined> {
    const [row] = await tx
      .delete(priceGuideSales)
      .where(eq(priceGuideSales.bookingId, bookingId))
      .returning({
        modelId: priceGuideSales.modelId,
        storageGb: priceGuideSales.storageGb,
        variant: priceGuideSales.variant,
        condition: priceGuideSales.condition,
      });
    return row;
  },

  /**
   * Serialises refreshes of one key until the transaction ends: two deals of a key settling
   * at once each read the other's committed sale, so neither leaves the figures short.
   */
  async lockKey(tx: Db, key: GuideKey): Promise<void> {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`price-guide|${keyText(key)}`}, 0))`,
    );
  },

  /** The key's sales since `from` (an index range on either sales index). */
  async salesOf(tx: Db, key: GuideKey, from: Date): Promise<Sale[]> {
    const s = priceGuideSales;
    const exact =
      key.variant === ANY
        ? undefined
        : and(eq(s.variant, key.variant), eq(s.condition, key.condition));
    return tx
      .select({
        priceCents: s.priceCents,
        soldAt: s.soldAt,
        sellerId: s.sellerId,
        buyerId: s.buyerId,
      })
      .from(s)
      .where(
        and(eq(s.modelId, key.modelId), eq(s.storageGb, key.storageGb), exact, gte(s.soldAt, from)),
      );
  },

  async saveStats(tx: Db, key: GuideKey, band: Band): Promise<void> {
    const figures = {
      medianCents: band.medianCents,
      p25Cents: band.p25Cents,
      p75Cents: band.p75Cents,
      saleCount: band.count,
      sellerCount: band.sellerCount,
      buyerCount: band.buyerCount,
      lastSaleAt: band.lastSaleAt,
      oldestSaleAt: band.oldestSaleAt,
      updatedAt: new Date(),
    };
    await tx
      .insert(priceGuideStats)
      .values({ ...key, ...figures })
      .onConflictDoUpdate({ target: Object.values(keyColumns), set: figures });
  },

  async removeStats(tx: Db, key: GuideKey): Promise<void> {
    await tx.delete(priceGuideStats).where(statsOf(key));
  },

  async readStats(db: Db, key: GuideKey): Promise<StatsRow | undefined> {
    const [row] = await db.select().from(priceGuideStats).where(statsOf(key));
    return row;
  },

  /** The whole (small: one row per key sold in 90 days) table, for the cards' memory. */
  allStats(db: Db): Promise<StatsRow[]> {
    return db.select().from(priceGuideStats);
  },

  /** Keys whose oldest counted sale is older than `from`: their figures must be recomputed. */
  async keysAgedOut(db: Db, from: Date): Promise<GuideKey[]> {
    return db
      .select(keyColumns)
      .from(priceGuideStats)
      .where(lt(priceGuideStats.oldestSaleAt, from));
  },

  /** Sales that left the window for good; the keys they were counted under. */
  async dropSalesBefore(db: Db, from: Date): Promise<GuideKey[]> {
    return db.delete(priceGuideSales).where(lt(priceGuideSales.soldAt, from)).returning({
      modelId: priceGuideSales.modelId,
      storageGb: priceGuideSales.storageGb,
      variant: priceGuideSales.variant,
      condition: priceGuideSales.condition,
    });
  },

  /**
   * Completed sales of the window the seam did not write (made before migration 0027, or paid
   * without a hold, which releases at once with no settlement step): added, their keys returned.
   */
  async catchUp(db: Db, from: Date): Promise<GuideKey[]> {
    const result = (await db.execute(sql`
      insert into ${priceGuideSales}
        (booking_id, model_id, storage_gb, variant, condition, price_cents, sold_at, seller_id,
          buyer_id)
      select ${bookings.id}, ${products.modelId}, coalesce(${products.storageGb}, 0),
        coalesce(${products.variant}, ''), ${products.productCondition}, ${bookings.priceCents},
        ${soldAt}, ${bookings.sellerId}, ${bookings.buyerId}
      from ${bookings} join ${products} on ${products.id} = ${bookings.productId}
      where ${completeDeal} and ${products.modelId} is not null and ${soldAt} >= ${from}
        and not exists (select 1 from ${priceGuideSales} s where s.booking_id = ${bookings.id})
      on conflict (booking_id) do nothing
      returning model_id, storage_gb, variant, condition`)) as unknown as
      | { rows: CaughtUp[] }
      | CaughtUp[];
    // Both drivers answer `{ rows }`; an array is taken as is too.
    const rows = Array.isArray(result) ? result : result.rows;
    return rows.map((r) => ({
      modelId: r.model_id,
      storageGb: Number(r.storage_gb),
      variant: r.variant,
      condition: r.condition,
    }));
  },
};
