import { integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';

export const categories = pgTable('categories', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  icon: text('icon').notNull(),
  bg: text('bg').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});
