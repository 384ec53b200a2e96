import { index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { bookings, phoneModels, ts } from './schema.ts';

// The price guide (issue #20, migration 0027, decision 038). Kept apart from schema.ts so the
// room that owns it evolves it alone; only modules/price-guide reads or writes these tables.

/**
 * One row per completed sale of a listing with a catalogue model, with the listing's key as
 * it was when it sold: a refresh of one key reads only its own sales (an index range), never
 * bookings joined to 1M listings. Written and removed in the settlement step's transaction;
 * a refunded or disputed deal has no row. `storage_gb` 0 and `variant` '' mean "not said".
 */
export const priceGuideSales = pgTable(
  'price_guide_sales',
  {
    bookingId: uuid('booking_id')
      .primaryKey()
      .references(() => bookings.id),
    modelId: uuid('model_id')
      .notNull()
      .references(() => phoneModels.id),
    storageGb: integer('storage_gb').notNull(),
    variant: text('variant').notNull(),
    condition: text('condition').notNull(),
    priceCents: integer('price_cents').notNull(),
    soldAt: ts('sold_at').notNull(),
    /** Issue #36: a band needs 3 distinct sellers and buyers, and counts 2 sales per seller. */
    sellerId: uuid('seller_id').notNull(),
    buyerId: uuid('buyer_id').notNull(),
  },
  (t) => [
    index('price_guide_sales_key_idx').on(t.modelId, t.storageGb, t.variant, t.condition, t.soldAt),
    // The (model, storage) fallback across grades, and the daily ageing-out.
    index('price_guide_sales_model_storage_idx').on(t.modelId, t.storageGb, t.soldAt),
    index('price_guide_sales_sold_idx').on(t.soldAt),
  ],
);

/**
 * The figures per key that the API and the cards read (O(1) each): one row per exact key
 * (model, storage, variant, condition) and one per (model, storage) with variant and
 * condition '*' (the fallback across grades). Cents; a key without sales has no row.
 */
export const priceGuideStats = pgTable(
  'price_guide_stats',
  {
    modelId: uuid('model_id').notNull(),
    storageGb: integer('storage_gb').notNull(),
    variant: text('variant').notNull(),
    condition: text('condition').notNull(),
    medianCents: integer('median_cents').notNull(),
    p25Cents: integer('p25_cents').notNull(),
    p75Cents: integer('p75_cents').notNull(),
    saleCount: integer('sale_count').notNull(),
    /** Distinct sellers and buyers of the counted sales (issue #36). */
    sellerCount: integer('seller_count').notNull().default(0),
    buyerCount: integer('buyer_count').notNull().default(0),
    lastSaleAt: ts('last_sale_at').notNull(),
    /** When the oldest counted sale leaves the 90-day window: the sweep refreshes the key then. */
    oldestSaleAt: ts('oldest_sale_at').notNull(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({
      name: 'price_guide_stats_pk',
      columns: [t.modelId, t.storageGb, t.variant, t.condition],
    }),
    index('price_guide_stats_oldest_idx').on(t.oldestSaleAt),
  ],
);
