import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './schema-bookings.ts';
import { ts } from './schema-columns.ts';
import { products } from './schema-listings.ts';
import { users } from './schema-users.ts';

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id)
      .unique(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id),
    email: text('email').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    transactionId: text('transaction_id').notNull().unique(),
    provider: text('provider').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('payments_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

/** The sandbox payment provider keeps its intents here (product-decisions §4). */
export const paymentIntents = pgTable(
  'payment_intents',
  {
    id: text('id').primaryKey(),
    clientSecret: text('client_secret').notNull().unique(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    status: text('status').notNull().default('requires_payment_method'),
    lastError: text('last_error'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    // 'sandbox' rows are the sandbox's own intents; 'stripe' rows mirror intents held by Stripe.
    provider: text('provider').notNull().default('sandbox'),
    // Issue #36: the sandbox's card fingerprint (a keyed hash of the number), as Stripe keeps one.
    cardFingerprint: text('card_fingerprint'),
  },
  (t) => [
    index('payment_intents_booking_idx').on(t.bookingId),
    // One live intent per booking and provider: concurrent "create intent" calls share it.
    uniqueIndex('payment_intents_live_booking_uq')
      .on(t.bookingId, t.provider)
      .where(sql`${t.status} <> 'canceled'`),
  ],
);

/** Provider webhook events already handled, so a redelivery is a no-op. */
export const webhookEvents = pgTable('webhook_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: ts('received_at').notNull().defaultNow(),
});
