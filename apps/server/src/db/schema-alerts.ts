import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { products, ts, users } from './schema.ts';

// Saved searches and alerts (issue #20, migration 0026, decision 037). Kept apart from
// schema.ts so this room evolves it alone; the trigger filling alert_events is in the migration.

/** A person's saved search: the query string as saved, and its filters as typed columns. */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    frequency: text('frequency', { enum: ['instant', 'daily', 'weekly', 'off'] }).notNull(),
    query: text('query').notNull(),
    q: text('q'),
    // q_query tsquery, generated from q (search_query), in the migration only: SQL reads it.
    categories: uuid('categories').array(),
    models: uuid('models').array(),
    storages: integer('storages').array(),
    conditions: text('conditions').array(),
    areas: text('areas').array(),
    variants: text('variants').array(),
    priceMinCents: integer('price_min_cents'),
    priceMaxCents: integer('price_max_cents'),
    batteryMin: integer('battery_min'),
    verifiedSeller: boolean('verified_seller').notNull().default(false),
    imeiOnFile: boolean('imei_on_file').notNull().default(false),
    noDefects: boolean('no_defects').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
    lastDigestAt: ts('last_digest_at').notNull().defaultNow(),
  },
  (t) => [
    index('saved_searches_user_idx').on(t.userId, t.createdAt),
    index('saved_searches_digest_idx')
      .on(t.lastDigestAt)
      .where(sql`${t.frequency} in ('daily', 'weekly')`),
  ],
);

/** Where the matcher finds a saved search: (dimension, value) of its most selective filter. */
export const savedSearchKeys = pgTable(
  'saved_search_keys',
  {
    dim: text('dim').notNull(),
    value: text('value').notNull(),
    savedSearchId: uuid('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.dim, t.value, t.savedSearchId] }),
    index('saved_search_keys_search_idx').on(t.savedSearchId),
  ],
);

/** New and changed listings waiting for the alerts job (filled by a trigger on products). */
export const alertEvents = pgTable('alert_events', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  productId: uuid('product_id').notNull(),
  oldPriceCents: integer('old_price_cents'),
  newPriceCents: integer('new_price_cents').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** One alert per (person, listing); digestPending until its daily/weekly digest goes. */
export const savedSearchAlerts = pgTable(
  'saved_search_alerts',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    savedSearchId: uuid('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    digestPending: boolean('digest_pending').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    index('saved_search_alerts_digest_idx')
      .on(t.savedSearchId, t.createdAt)
      .where(sql`${t.digestPending}`),
  ],
);

/** Alert mails per person and UTC day (cap ALERT_MAILS_PER_DAY). */
export const alertMailDays = pgTable(
  'alert_mail_days',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    mails: integer('mails').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

/** A favourite's last alerted price (FK to favourites, cascade, in the migration). */
export const favouritePriceAlerts = pgTable(
  'favourite_price_alerts',
  {
    userId: uuid('user_id').notNull(),
    productId: uuid('product_id').notNull(),
    lastPriceCents: integer('last_price_cents').notNull(),
    lastAlertedAt: ts('last_alerted_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);

/** People who stopped all alert mails from a mail's link. */
export const alertMailOptOuts = pgTable('alert_mail_opt_outs', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: ts('created_at').notNull().defaultNow(),
});
