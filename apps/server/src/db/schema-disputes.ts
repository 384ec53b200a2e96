import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { bookings, ts } from './schema.ts';

// Issue #46 item 1 (migration 0041, decision 059): a dispute both sides state, and the listing
// as it was when the deal was paid for. Kept apart from schema.ts like the trust tables; only
// modules/disputes writes them.

/**
 * One party's side of a dispute: the row is made (text null) when the dispute opens, with its
 * deadline; the statement is written once. `reminded_at`: the reminder went out.
 */
export const disputeStatements = pgTable(
  'dispute_statements',
  {
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id),
    party: text('party', { enum: ['buyer', 'seller'] }).notNull(),
    dueAt: ts('due_at').notNull(),
    text: text('text'),
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    statedAt: ts('stated_at'),
    remindedAt: ts('reminded_at'),
  },
  (t) => [
    primaryKey({ name: 'dispute_statements_pk', columns: [t.bookingId, t.party] }),
    check('dispute_statements_party', sql`${t.party} in ('buyer', 'seller')`),
    check('dispute_statements_text', sql`${t.text} is null or length(${t.text}) <= 2000`),
    // The reminder sweep reads the unstated ones by deadline.
    index('dispute_statements_due_idx').on(t.dueAt).where(sql`${t.statedAt} is null`),
  ],
);

/** What the listing said when its deal was paid for: what the admin compares the phone with. */
export const dealSnapshots = pgTable('deal_snapshots', {
  bookingId: uuid('booking_id')
    .primaryKey()
    .references(() => bookings.id),
  title: text('title').notNull(),
  priceCents: integer('price_cents').notNull(),
  details: jsonb('details').$type<DealSnapshotDetails>().notNull(),
  photos: jsonb('photos').$type<string[]>().notNull().default([]),
  takenAt: ts('taken_at').notNull().defaultNow(),
});

export interface DealSnapshotDetails {
  description: string;
  condition: string;
  area: string;
  storageGb: number | null;
  ramGb: number | null;
  colour: string | null;
  batteryHealth: number | null;
  defects: string[];
  accessories: string[];
}
