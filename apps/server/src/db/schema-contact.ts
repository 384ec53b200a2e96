import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ts } from './schema-columns.ts';

/**
 * Messages from the home page's Contact Us form (issue #23 item 3): kept for the admins'
 * Messages page, and mailed to each admin through the outbox in the same transaction.
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('contact_messages_created_idx').on(
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);
