import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { products, ts, users } from './schema.ts';

// Favourites (issue #20, migration 0025). Kept apart from schema.ts so the room that owns it
// evolves it alone. The alerts room READS this table (price drops on hearted listings) and may
// add columns of its own in a later migration; the favourites room writes it.

/**
 * One row per (person, hearted listing); at most FAVOURITES_LIMIT rows per person, checked by
 * the favourites service under the person's row lock.
 *
 * - `user_id`: who hearted (users.id, the marketplace id).
 * - `product_id`: the listing hearted (products.id). A listing deleted later keeps its row
 *   (deletion is soft): the page shows it as "No longer listed".
 * - `created_at`: when it was hearted; the page lists newest first.
 * - `price_cents_at_save`: the listing's selling price, in cents, when hearted. Hearting again
 *   does not move it: "price dropped" is measured from the first heart.
 */
export const favourites = pgTable(
  'favourites',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    priceCentsAtSave: integer('price_cents_at_save').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    // The Favourites page: one person's, newest first.
    index('favourites_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    // The alert job: who hearted this listing.
    index('favourites_product_idx').on(t.productId),
    check('favourites_price_positive', sql`${t.priceCentsAtSave} >= 0`),
  ],
);
