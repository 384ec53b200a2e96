import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bookings, products, ts, users } from './schema.ts';

// Offers and the sellers' automatic-decline floors (issue #20, migration 0028, decision 039).
// Kept apart from schema.ts so the offers room evolves them alone.

export const OFFER_STATUSES = [
  'open',
  'countered',
  'accepted',
  'declined',
  'expired',
  'superseded',
] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/** Who or what declined an offer: the seller, the buyer, the floor, or another accepted offer. */
export type OfferDeclinedBy = 'seller' | 'buyer' | 'floor' | 'other-accepted';
/**
 * Who or what closed an offer: a decline's author, or (issue #35) 'price-changed' on an offer
 * expired because the listing's price no longer fits it. Null while live or expired by time.
 */
export type OfferClosedBy = OfferDeclinedBy | 'price-changed';

export const offers = pgTable(
  'offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => products.id),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id),
    amountCents: integer('amount_cents').notNull(),
    counterCents: integer('counter_cents'),
    status: text('status').$type<OfferStatus>().notNull().default('open'),
    closedBy: text('closed_by').$type<OfferClosedBy>(),
    buyerNumber: text('buyer_number').notNull(),
    meetingLocation: text('meeting_location').notNull(),
    bookingId: uuid('booking_id').references(() => bookings.id),
    createdAt: ts('created_at').notNull().defaultNow(),
    answeredAt: ts('answered_at'),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [
    uniqueIndex('offers_live_listing_buyer_uq')
      .on(t.listingId, t.buyerId)
      .where(sql`${t.status} in ('open', 'countered')`),
    index('offers_listing_buyer_idx').on(t.listingId, t.buyerId),
    index('offers_buyer_created_idx').on(t.buyerId, t.createdAt.desc(), t.id.desc()),
    index('offers_seller_created_idx').on(t.sellerId, t.createdAt.desc(), t.id.desc()),
    index('offers_due_idx').on(t.expiresAt).where(sql`${t.status} in ('open', 'countered')`),
  ],
);

export const offerFloors = pgTable('offer_floors', {
  listingId: uuid('listing_id')
    .primaryKey()
    .references(() => products.id),
  floorCents: integer('floor_cents').notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
