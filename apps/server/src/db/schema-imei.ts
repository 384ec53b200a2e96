import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ts } from './schema-columns.ts';
import { users } from './schema-users.ts';

/** IMEIs admins have blocked (reported stolen, issue #16): never listed again. */
export const imeiBlocklist = pgTable('imei_blocklist', {
  id: uuid('id').primaryKey().defaultRandom(),
  imeiHash: text('imei_hash').notNull().unique(),
  imeiLast4: text('imei_last4').notNull(),
  note: text('note').notNull().default(''),
  createdBy: uuid('created_by').references(() => users.id),
  createdAt: ts('created_at').notNull().defaultNow(),
});
