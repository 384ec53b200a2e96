import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bookings } from './schema-bookings.ts';
import { ts } from './schema-columns.ts';
import { users } from './schema-users.ts';

/**
 * What the platform owes sellers (issue #18, migration 0020). A release credits the booking's
 * seller once (one row per booking); a payout an admin records debits them; the balance row
 * keeps the difference, never below zero. Releases and payouts are append-only (triggers).
 */
export const ledgerReleases = pgTable(
  'ledger_releases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id),
    amountCents: integer('amount_cents').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_releases_booking_uq').on(t.bookingId),
    index('ledger_releases_seller_idx').on(
      t.sellerId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    check('ledger_releases_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

export const payouts = pgTable(
  'payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id),
    amountCents: integer('amount_cents').notNull(),
    // The bank transfer's or cheque's reference, as the admin typed it.
    reference: text('reference').notNull(),
    recordedBy: uuid('recorded_by')
      .notNull()
      .references(() => users.id),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('payouts_seller_idx').on(
      t.sellerId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('payouts_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    check('payouts_amount_positive', sql`${t.amountCents} > 0`),
    check('payouts_reference_length', sql`char_length(${t.reference}) between 1 and 200`),
  ],
);

export const ledgerBalances = pgTable(
  'ledger_balances',
  {
    sellerId: uuid('seller_id')
      .primaryKey()
      .references(() => users.id),
    // bigint: a busy seller's sum may pass the 2^31 cents an integer holds.
    balanceCents: bigint('balance_cents', { mode: 'number' }).notNull().default(0),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('ledger_balances_owed_idx')
      .on(t.balanceCents.desc().nullsFirst(), t.sellerId)
      .where(sql`${t.balanceCents} > 0`),
    check('ledger_balances_not_negative', sql`${t.balanceCents} >= 0`),
  ],
);
