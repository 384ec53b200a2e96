import type { PhotoMatch, RejectReason, RiskReason } from '@phonebazaar/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { products, ts, users } from './schema.ts';

// The review queue (issue #21, migration 0030, decision 041). Kept apart from schema.ts so the
// room that owns it evolves it alone; only modules/listing-review and selling's writes use it.

/** One row per listing the risk rules picked; status 'waiting' is the admins' queue. */
export const listingReviews = pgTable(
  'listing_reviews',
  {
    listingId: uuid('listing_id')
      .primaryKey()
      .references(() => products.id),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id),
    tier: text('tier').$type<'held' | 'after'>().notNull(),
    status: text('status')
      .$type<'waiting' | 'approved' | 'rejected'>()
      .notNull()
      .default('waiting'),
    score: integer('score').notNull(),
    reasons: jsonb('reasons').$type<RiskReason[]>().notNull().default(sql`'[]'::jsonb`),
    /** The photo matches found when it was scored, for the side-by-side view. */
    matches: jsonb('matches').$type<PhotoMatch[]>().notNull().default(sql`'[]'::jsonb`),
    rejectReason: text('reject_reason').$type<RejectReason>(),
    rejectNote: text('reject_note').notNull().default(''),
    queuedAt: ts('queued_at').notNull().defaultNow(),
    decidedAt: ts('decided_at'),
    decidedBy: uuid('decided_by').references(() => users.id),
    resubmissions: integer('resubmissions').notNull().default(0),
  },
  (t) => [
    index('listing_reviews_waiting_idx')
      .on(t.queuedAt, t.listingId)
      .where(sql`${t.status} = 'waiting'`),
  ],
);

/** Each listing photo's 64-bit dHash (signed bigint) and its four 16-bit bands. */
export const listingPhotoHashes = pgTable(
  'listing_photo_hashes',
  {
    listingId: uuid('listing_id')
      .notNull()
      .references(() => products.id),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id),
    photo: text('photo').notNull(),
    hash: bigint('hash', { mode: 'bigint' }).notNull(),
    band0: integer('band0').notNull(),
    band1: integer('band1').notNull(),
    band2: integer('band2').notNull(),
    band3: integer('band3').notNull(),
  },
  (t) => [
    primaryKey({ name: 'listing_photo_hashes_pk', columns: [t.listingId, t.photo] }),
    index('listing_photo_hashes_band0_idx').on(t.band0),
    index('listing_photo_hashes_band1_idx').on(t.band1),
    index('listing_photo_hashes_band2_idx').on(t.band2),
    index('listing_photo_hashes_band3_idx').on(t.band3),
  ],
);
