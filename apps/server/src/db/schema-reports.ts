import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ts } from './schema-columns.ts';
import { products } from './schema-listings.ts';
import { users } from './schema-users.ts';

export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id),
    reason: text('reason').notNull().default(''),
    createdAt: ts('created_at').notNull().defaultNow(),
    // Issue #21 (migration 0030): what kind of problem; the spec's free-text reason stays.
    category: text('category').notNull().default('other'),
  },
  (t) => [
    uniqueIndex('reports_product_reporter_uq').on(t.productId, t.reporterId),
    index('reports_created_idx').on(t.createdAt.desc().nullsFirst()),
  ],
);
