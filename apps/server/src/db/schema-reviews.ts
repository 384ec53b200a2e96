import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bookings, ts, users } from './schema.ts';

// Reviews and reputation (issue #19, migration 0024). Kept apart from schema.ts so the rooms
// that own them evolve them alone; repositories import from here.

/**
 * One row per person with a reputation: kept up to date in the same transaction as every
 * change that moves it (a review published or hidden), and by the reviews sweep for what
 * changes elsewhere (sales, disputes, the account's age; decision 035), so cards and the
 * profile read it without aggregating.
 */
export const sellerReputation = pgTable('seller_reputation', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Published, not hidden, reviews about the person. */
  reviewCount: integer('review_count').notNull().default(0),
  starSum: integer('star_sum').notNull().default(0),
  /** Of those, how many carry the "as described" tag. */
  asDescribedCount: integer('as_described_count').notNull().default(0),
  /** Of those, how many answered "as described" yes or no: the share's base (issue #45). */
  asDescribedAnswers: integer('as_described_answers').notNull().default(0),
  /** The computed "Trusted seller" mark (TRUSTED_SELLER in the shared contracts). */
  trusted: boolean('trusted').notNull().default(false),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/**
 * A review of one side of a completed deal by the other (issue #19): one per (deal, author).
 * Blind until published: `published_at` is set when both sides have written one, or by the
 * sweep REVIEW_BLIND_DAYS after it was written. An admin's hide takes it out of every public
 * list and out of the reputation; the row stays for the record.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id),
    /** The other party of the deal: whom the review is about. */
    subjectId: uuid('subject_id')
      .notNull()
      .references(() => users.id),
    authorRole: text('author_role', { enum: ['buyer', 'seller'] }).notNull(),
    stars: integer('stars').notNull(),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    text: text('text').notNull().default(''),
    createdAt: ts('created_at').notNull().defaultNow(),
    publishedAt: ts('published_at'),
    replyText: text('reply_text'),
    replyAt: ts('reply_at'),
    hiddenAt: ts('hidden_at'),
    hiddenBy: uuid('hidden_by').references(() => users.id),
    hiddenReason: text('hidden_reason'),
  },
  (t) => [
    uniqueIndex('reviews_booking_author_uq').on(t.bookingId, t.authorId),
    // A profile's reviews: the published, not hidden ones about a person, newest first.
    index('reviews_subject_public_idx')
      .on(t.subjectId, t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.publishedAt} is not null and ${t.hiddenAt} is null`),
    // The sweep: blind reviews by age.
    index('reviews_blind_idx').on(t.createdAt).where(sql`${t.publishedAt} is null`),
    // The home page's testimonials: recent published 4-5 star reviews with words.
    index('reviews_featured_idx')
      .on(t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(
        sql`${t.publishedAt} is not null and ${t.hiddenAt} is null and ${t.stars} >= 4 and ${t.text} <> ''`,
      ),
    // Pending reviews: which deals a person has already reviewed.
    index('reviews_author_idx').on(t.authorId),
    // The admins' moderation list, newest first.
    index('reviews_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    check('reviews_stars_range', sql`${t.stars} between 1 and 5`),
    check('reviews_text_length', sql`char_length(${t.text}) <= 1000`),
    check(
      'reviews_reply_length',
      sql`${t.replyText} is null or char_length(${t.replyText}) <= 1000`,
    ),
    check('reviews_not_self', sql`${t.authorId} <> ${t.subjectId}`),
  ],
);
