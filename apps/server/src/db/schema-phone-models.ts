import { sql } from 'drizzle-orm';
import { integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { categories } from './schema-catalogue.ts';
import { ts } from './schema-columns.ts';

/**
 * The phone catalogue (issue #16): models per brand category, with the capacities and colours
 * they were sold in. Listings may name one; admins add and edit them.
 */
export const phoneModels = pgTable(
  'phone_models',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id),
    name: text('name').notNull(),
    releaseYear: integer('release_year').notNull(),
    storageGb: integer('storage_gb').array().notNull().default(sql`'{}'::integer[]`),
    ramGb: integer('ram_gb').array().notNull().default(sql`'{}'::integer[]`),
    colours: text('colours').array().notNull().default(sql`'{}'::text[]`),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('phone_models_category_name_uq').on(t.categoryId, sql`lower(${t.name})`)],
);
