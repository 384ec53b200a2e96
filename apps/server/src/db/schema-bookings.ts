import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  pgView,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ts } from './schema-columns.ts';
import { products } from './schema-listings.ts';
import { users } from './schema-users.ts';

export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id),
    buyerEmail: text('buyer_email').notNull(),
    buyerName: text('buyer_name').notNull(),
    buyerNumber: text('buyer_number').notNull(),
    meetingLocation: text('meeting_location').notNull(),
    productName: text('product_name').notNull(),
    productImg: text('product_img').notNull(),
    description: text('description').notNull().default(''),
    sellerEmail: text('seller_email').notNull(),
    priceCents: integer('price_cents').notNull(),
    paid: boolean('paid').notNull().default(false),
    transactionId: text('transaction_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
    // An unpaid booking past this instant has lapsed (product-decisions §4).
    expiresAt: ts('expires_at').notNull(),
    paidAt: ts('paid_at'),
    // Set when a lapsed hold is given up because the listing is booked again; until then the
    // booking still occupies the listing's one open slot (bookings_open_product_uq).
    releasedAt: ts('released_at'),
    // Set (with releasedAt) when the buyer cancels before paying (issue #14): the listing is
    // free at once, and the buyer waits one hold period before booking it again.
    cancelledAt: ts('cancelled_at'),
    // Issue #18 (migration 0018, decision 032): the money of a paid booking. Held (authorised)
    // until the handoff code; see modules/settlement/settlement-state.ts.
    settlement: text('settlement', {
      enum: ['none', 'held', 'released', 'declined', 'disputed', 'refunded'],
    })
      .notNull()
      .default('none'),
    handoffExpiresAt: ts('handoff_expires_at'),
    handoffCodeHash: text('handoff_code_hash'),
    handoffCodeEncrypted: text('handoff_code_encrypted'),
    handoffFailedAttempts: integer('handoff_failed_attempts').notNull().default(0),
    handoffLockedUntil: ts('handoff_locked_until'),
    // Issue #36 N7 (migration 0038): locks so far (each longer than the last), every wrong code
    // of the deal, and when the tenth flagged it for admins.
    handoffLockouts: integer('handoff_lockouts').notNull().default(0),
    handoffWrongCodes: integer('handoff_wrong_codes').notNull().default(0),
    handoffFlaggedAt: ts('handoff_flagged_at'),
    handoffWarnedAt: ts('handoff_warned_at'),
    settledAt: ts('settled_at'),
    declineReason: text('decline_reason', {
      enum: ['imei_mismatch', 'undisclosed_defect', 'account_locked', 'other'],
    }),
    declineNote: text('decline_note'),
    declinePhotos: jsonb('decline_photos').$type<string[]>().notNull().default([]),
    declinedAt: ts('declined_at'),
    declineAnswerDueAt: ts('decline_answer_due_at'),
    disputeOpenedAt: ts('dispute_opened_at'),
    disputeOutcome: text('dispute_outcome', { enum: ['refund', 'release'] }),
    disputeResolutionNote: text('dispute_resolution_note'),
    disputeResolvedAt: ts('dispute_resolved_at'),
    disputeResolvedBy: uuid('dispute_resolved_by').references(() => users.id),
    // A money transition claimed, not yet finished (claim, commit, provider call, commit).
    pendingAction: text('pending_action', { enum: ['capture', 'cancel'] }),
    pendingKey: text('pending_key'),
    pendingCause: text('pending_cause'),
    pendingActor: uuid('pending_actor').references(() => users.id),
    pendingAt: ts('pending_at'),
  },
  (t) => [
    index('bookings_buyer_idx').on(
      t.buyerId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('bookings_seller_idx').on(
      t.sellerId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('bookings_product_idx').on(t.productId, t.createdAt.desc().nullsFirst()),
    // The admin's All Sell list: every booking, newest first (issue #6).
    index('bookings_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // At most one paid booking per listing: a listing is sold exactly once.
    // A refunded booking gives the listing back (issue #18), so it does not count.
    uniqueIndex('bookings_paid_product_uq')
      .on(t.productId)
      .where(sql`${t.paid} = true and ${t.settlement} <> 'refunded'`),
    index('bookings_held_due_idx').on(t.handoffExpiresAt).where(sql`${t.settlement} = 'held'`),
    index('bookings_declined_due_idx')
      .on(t.declineAnswerDueAt)
      .where(sql`${t.settlement} = 'declined'`),
    // The admins' flagged deals (issue #36 N7), newest flag first.
    index('bookings_handoff_flagged_idx')
      .on(t.handoffFlaggedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.handoffFlaggedAt} is not null`),
    index('bookings_pending_action_idx').on(t.pendingAt).where(sql`${t.pendingAction} is not null`),
    index('bookings_dispute_idx')
      .on(t.disputeResolvedAt, t.disputeOpenedAt)
      .where(sql`${t.disputeOpenedAt} is not null`),
    // At most one open (unpaid, unreleased) booking per listing: the database's own guard
    // against double booking, behind the row lock the booking service takes.
    uniqueIndex('bookings_open_product_uq')
      .on(t.productId)
      .where(sql`${t.paid} = false and ${t.releasedAt} is null`),
    // A booking copies its listing's price: never a $0 sale (issue #14 finding 9).
    check('bookings_price_range', sql`${t.priceCents} between 100 and 10000000`),
    // Migration 0018 also checks: settlement's values, unpaid => 'none', the pending claim's shape.
  ],
);

/**
 * The bookings that hold their listing right now: unpaid, not released, the hold not yet past
 * (migration 0011). The one statement of "open": the public lists' booking flag, the buyer's
 * cap and `book_listing` all read it. Made by the migration, so drizzle-kit leaves it alone.
 */
export const openBookings = pgView('open_bookings', {
  id: uuid('id').notNull(),
  productId: uuid('product_id').notNull(),
  buyerId: uuid('buyer_id').notNull(),
  expiresAt: ts('expires_at').notNull(),
}).existing();
