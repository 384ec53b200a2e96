import { boolean, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { ts, tsvector } from './schema-columns.ts';

/**
 * Facet counts of the live listings (issue #17, decision 030), kept in the writing
 * transaction by statement triggers on products: the unfiltered lists (All Products, a
 * brand's page) read their total and filter counts here instead of counting a million rows.
 * `scope` is '' for every live listing or a category id; `dimension` 'all' (value '') is the
 * total. Made and kept by migration 0013; `search_rebuild_counts()` rebuilds it.
 */
export const listingFacetCounts = pgTable(
  'listing_facet_counts',
  {
    scope: text('scope').notNull(),
    dimension: text('dimension').notNull(),
    value: text('value').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.dimension, t.value] })],
);

/**
 * What the search box suggests and "did you mean" corrects towards (issue #17): the
 * catalogue's model and brand names (kept by triggers on phone_models and categories) and
 * popular queries that found listings. `term` is the normalised text (search_normalize).
 */
export const searchVocabulary = pgTable(
  'search_vocabulary',
  {
    kind: text('kind', { enum: ['model', 'brand', 'query'] }).notNull(),
    term: text('term').notNull(),
    label: text('label').notNull(),
    // Models: release year (newer first); queries: times searched with results.
    score: integer('score').notNull().default(0),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.term] }),
    index('search_vocabulary_term_trgm_idx').using('gin', t.term.op('gin_trgm_ops')),
    index('search_vocabulary_term_prefix_idx').on(t.term.op('text_pattern_ops')),
  ],
);

/**
 * Search's narrow copy of the live listings (issue #17, migration 0021, decision 030 round 2):
 * the filter columns, the sort keys and the words without positions, ~550 bytes a row against
 * products' ~1.5 kB, so searches with text scan and walk a third of the pages. Kept by row
 * triggers on products in the writing transaction; `search_rebuild_listings()` rebuilds it.
 */
export const searchListings = pgTable(
  'search_listings',
  {
    id: uuid('id').primaryKey(),
    postTime: ts('post_time').notNull(),
    sellingPriceCents: integer('selling_price_cents').notNull(),
    categoryId: uuid('category_id').notNull(),
    modelId: uuid('model_id'),
    storageGb: integer('storage_gb'),
    productCondition: text('product_condition').notNull(),
    area: text('area').notNull(),
    variant: text('variant'),
    batteryHealth: integer('battery_health'),
    sellerVerified: boolean('seller_verified').notNull(),
    imeiOnFile: boolean('imei_on_file').notNull(),
    noDefects: boolean('no_defects').notNull(),
    words: tsvector('words').notNull(),
  },
  (t) => [
    index('search_listings_words_idx').using('gin', t.words).with({ fastupdate: false }),
    index('search_listings_time_idx').on(t.postTime.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('search_listings_price_idx').on(t.sellingPriceCents, t.id),
  ],
);
