import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { categories } from './schema-catalogue.ts';
import { ts, tsvector } from './schema-columns.ts';
import { phoneModels } from './schema-phone-models.ts';
import { users } from './schema-users.ts';

/**
 * The listings on the market: neither sold nor deleted, and clear of review (issue #21,
 * migration 0029): every public list's partial indexes.
 */
const live = (t: { sold: unknown; deletedAt: unknown; reviewState: unknown }) =>
  sql`${t.sold} = false and ${t.deletedAt} is null and ${t.reviewState} = 'clear'`;

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productName: text('product_name').notNull(),
    marketPriceCents: integer('market_price_cents').notNull(),
    sellingPriceCents: integer('selling_price_cents').notNull(),
    area: text('area').notNull(),
    description: text('description').notNull(),
    purchaseYear: date('purchase_year', { mode: 'string' }).notNull(),
    productCondition: text('product_condition').notNull(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id),
    productImg: text('product_img').notNull(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id),
    sellerName: text('seller_name').notNull(),
    sellerEmail: text('seller_email').notNull(),
    sellerImg: text('seller_img').notNull().default(''),
    sellerPhone: text('seller_phone').notNull(),
    postTime: ts('post_time').notNull().defaultNow(),
    productStatus: text('product_status').notNull().default('Available'),
    advertisement: boolean('advertisement').notNull().default(false),
    advertisedAt: ts('advertised_at'),
    sold: boolean('sold').notNull().default(false),
    booking: boolean('booking').notNull().default(false),
    // Soft delete: bookings and payments keep pointing at the listing they were for.
    deletedAt: ts('deleted_at'),
    // What exactly the phone is (issue #16); all optional, as listings made before were.
    modelId: uuid('model_id').references(() => phoneModels.id),
    storageGb: integer('storage_gb'),
    ramGb: integer('ram_gb'),
    colour: text('colour'),
    variant: text('variant'),
    batteryHealth: integer('battery_health'),
    defects: text('defects').array().notNull().default(sql`'{}'::text[]`),
    accessories: text('accessories').array().notNull().default(sql`'{}'::text[]`),
    // Our own uploads; the first is the cover (also product_img).
    photos: text('photos').array().notNull().default(sql`'{}'::text[]`),
    // The IMEI, never stored in clear: a keyed hash for uniqueness and the blocklist, the
    // number encrypted for the few who may read it, and its last 4 digits for everyone.
    imeiHash: text('imei_hash'),
    imeiEncrypted: text('imei_encrypted'),
    imeiLast4: text('imei_last4'),
    // Search (issue #17, migration 0013, decision 030). The words a listing is found by
    // besides its title and description (model, brand, storage, colour...), and its seller's
    // verified flag, kept by triggers from phone_models, categories and users.
    searchTerms: text('search_terms').notNull().default(''),
    sellerVerified: boolean('seller_verified').notNull().default(false),
    // Computed by the database on every write, whatever writes it (the bench's bulk load too).
    searchDoc: tsvector('search_doc').generatedAlwaysAs(
      sql`public.search_document(product_name, search_terms, description)`,
    ),
    imeiOnFile: boolean('imei_on_file').generatedAlwaysAs(sql`imei_last4 is not null`),
    noDefects: boolean('no_defects').generatedAlwaysAs(sql`cardinality(defects) = 0`),
    // Issue #21 (migration 0029, decision 041): 'clear' is on the market (when not sold or
    // deleted); 'pending_review' and 'rejected' are seen only by the seller and the admins.
    reviewState: text('review_state')
      .$type<'clear' | 'pending_review' | 'rejected'>()
      .notNull()
      .default('clear'),
    // Issue #21 (migration 0031, decision 042): the self-test page's code, drawn by the database.
    listingCode: text('listing_code').notNull().default(sql`public.listing_code_new()`),
    // Issue #21 (migration 0032): the seller's photo of the phone showing that code (an upload).
    verificationPhoto: text('verification_photo'),
  },
  (t) => [
    // Since migration 0016 it also INCLUDEs the search filter columns (see below), which
    // drizzle-kit cannot say: change it by hand-written SQL only.
    index('products_public_idx')
      .on(t.postTime.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(live(t)),
    index('products_category_idx')
      .on(t.categoryId, t.postTime.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(live(t)),
    index('products_advertised_idx')
      .on(t.advertisedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.advertisement} = true and ${live(t)}`),
    index('products_seller_idx')
      .on(t.sellerId, t.postTime.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.deletedAt} is null`),
    // Search (issue #17, decision 030). The text alone in a GIN index: equal values of the
    // facet columns are far too common to intersect posting lists of (tried, migration 0013).
    index('products_text_idx').using('gin', t.searchDoc).with({ fastupdate: false }).where(live(t)),
    index('products_model_idx')
      .on(t.modelId, t.postTime.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(live(t)),
    // A search without text reads the live listings in its order from products_public_idx
    // (newest), products_price_idx, or a brand's or model's own (products_category_idx,
    // products_model_idx), filtering on the columns they INCLUDE: an index-only scan that
    // never visits the wide rows. INCLUDE is hand-written SQL (migrations 0015-0017).
    // Whole cents from $1.00 to $100,000 whatever path writes them (issue #14 finding 9).
    check('products_market_price_range', sql`${t.marketPriceCents} between 100 and 10000000`),
    check('products_selling_price_range', sql`${t.sellingPriceCents} between 100 and 10000000`),
    check(
      'products_battery_health_range',
      sql`${t.batteryHealth} is null or ${t.batteryHealth} between 50 and 100`,
    ),
    // One live listing (not sold, not deleted) per IMEI, whatever races. Not `live(t)`: a
    // listing held for review or rejected keeps its IMEI reserved (migration 0029).
    uniqueIndex('products_listing_code_uq').on(t.listingCode),
    uniqueIndex('products_imei_live_uq')
      .on(t.imeiHash)
      .where(sql`${t.imeiHash} is not null and ${t.sold} = false and ${t.deletedAt} is null`),
  ],
);
