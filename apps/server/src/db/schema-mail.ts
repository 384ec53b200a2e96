import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ts } from './schema-columns.ts';

/**
 * Mail waiting to go out (product-decisions §8): written in the same transaction as its cause,
 * delivered by a worker with bounded retries. With MAIL_URL=outbox (the embedded default) the
 * rows are the delivery: admins read them on the dashboard's Outbox page.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // What caused it ('verify-email', 'reset-password', ...), for the admin page and tests.
    kind: text('kind').notNull(),
    // Issue #36 (migration 0035): 'sms' rows keep the E.164 number in `to_email`.
    channel: text('channel', { enum: ['mail', 'sms'] })
      .notNull()
      .default('mail'),
    toEmail: text('to_email').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    // pending -> sent | failed (attempts used up); 'kept' when the outbox itself is the delivery.
    status: text('status', { enum: ['pending', 'sent', 'failed', 'kept'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: ts('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: ts('created_at').notNull().defaultNow(),
    sentAt: ts('sent_at'),
  },
  (t) => [
    index('outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index('outbox_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);
