import { and, desc, eq, inArray, isNull, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { bookings, users } from '../../db/schema.ts';
import { reviews } from '../../db/schema-reviews.ts';
import type { Cursor } from '../../lib/cursor.ts';
import { keysetAfter } from '../../lib/pagination.ts';

/**
 * A deal is complete when its booking is paid and its money released (issue #18), or paid
 * before held payments existed (settlement 'none'). Refunded, declined, disputed and held
 * deals are not (decision 035).
 */
export const completeDeal: SQL = and(
  eq(bookings.paid, true),
  inArray(bookings.settlement, ['none', 'released']),
)!;

const author = alias(users, 'author');
const subject = alias(users, 'subject');

const reviewColumns = {
  id: reviews.id,
  bookingId: reviews.bookingId,
  authorId: reviews.authorId,
  authorName: author.name,
  authorImage: author.photoUrl,
  subjectId: reviews.subjectId,
  subjectName: subject.name,
  authorRole: reviews.authorRole,
  stars: reviews.stars,
  tags: reviews.tags,
  text: reviews.text,
  productName: bookings.productName,
  replyText: reviews.replyText,
  replyAt: reviews.replyAt,
  createdAt: reviews.createdAt,
  publishedAt: reviews.publishedAt,
  hiddenAt: reviews.hiddenAt,
  hiddenReason: reviews.hiddenReason,
};

const selectReviews = (db: Db) =>
  db
    .select(reviewColumns)
    .from(reviews)
    .innerJoin(author, eq(author.id, reviews.authorId))
    .innerJoin(subject, eq(subject.id, reviews.subjectId))
    .innerJoin(bookings, eq(bookings.id, reviews.bookingId));

/** Published and not hidden: what the public may read. */
const isPublic = and(sql`${reviews.publishedAt} is not null`, isNull(reviews.hiddenAt));

export interface NewReview {
  bookingId: string;
  authorId: string;
  subjectId: string;
  authorRole: 'buyer' | 'seller';
  stars: number;
  tags: string[];
  text: string;
}

/** All SQL of reviews but the reputation's (reputation-repository.ts). */
export function createReviewsRepository(db: Db) {
  return {
    transaction: <T>(work: (tx: Db) => Promise<T>) => db.transaction(work),

    /**
     * The deal, locked against the other side's review (FOR NO KEY UPDATE conflicts with
     * itself): two reviews of one deal arriving at once take turns, so the second always sees
     * the first and publishes both. A complete deal's row is final, so this blocks nothing else.
     */
    async lockDeal(tx: Db, bookingId: string) {
      const [row] = await tx
        .select({
          id: bookings.id,
          buyerId: bookings.buyerId,
          sellerId: bookings.sellerId,
          complete: sql<boolean>`(${completeDeal})`.mapWith(Boolean),
        })
        .from(bookings)
        .where(eq(bookings.id, bookingId))
        .for('no key update');
      return row;
    },

    async exists(tx: Db, bookingId: string, authorId: string): Promise<boolean> {
      const [row] = await tx
        .select({ id: reviews.id })
        .from(reviews)
        .where(and(eq(reviews.bookingId, bookingId), eq(reviews.authorId, authorId)));
      return row !== undefined;
    },

    async insert(tx: Db, review: NewReview, at: Date): Promise<string> {
      const [row] = await tx
        .insert(reviews)
        .values({ ...review, createdAt: at })
        .returning({ id: reviews.id });
      return row!.id;
    },

    /** Publishes the deal's blind reviews (both sides wrote); whom they are about. */
    async publishDeal(tx: Db, bookingId: string, at: Date): Promise<string[]> {
      const rows = await tx
        .update(reviews)
        .set({ publishedAt: at })
        .where(and(eq(reviews.bookingId, bookingId), isNull(reviews.publishedAt)))
        .returning({ subjectId: reviews.subjectId });
      return rows.map((r) => r.subjectId);
    },

    /** Publishes one blind review written at or before `cutoff` (the sweep); whom it is about. */
    async publishDue(tx: Db, id: string, cutoff: Date, at: Date): Promise<string | undefined> {
      const [row] = await tx
        .update(reviews)
        .set({ publishedAt: at })
        .where(and(eq(reviews.id, id), isNull(reviews.publishedAt), lte(reviews.createdAt, cutoff)))
        .returning({ subjectId: reviews.subjectId });
      return row?.subjectId;
    },

    /** Blind reviews written at or before `cutoff`, oldest first. */
    dueBlind(cutoff: Date, limit: number) {
      return db
        .select({ id: reviews.id, bookingId: reviews.bookingId })
        .from(reviews)
        .where(and(isNull(reviews.publishedAt), lte(reviews.createdAt, cutoff)))
        .orderBy(reviews.createdAt)
        .limit(limit);
    },

    async find(id: string, tx: Db = db) {
      const [row] = await selectReviews(tx).where(eq(reviews.id, id));
      return row;
    },

    /** The review's row locked for a reply or a hide. */
    async lock(tx: Db, id: string) {
      const [row] = await tx
        .select({
          id: reviews.id,
          subjectId: reviews.subjectId,
          bookingId: reviews.bookingId,
          publishedAt: reviews.publishedAt,
          hiddenAt: reviews.hiddenAt,
          replyText: reviews.replyText,
        })
        .from(reviews)
        .where(eq(reviews.id, id))
        .for('update');
      return row;
    },

    async setReply(tx: Db, id: string, text: string, at: Date) {
      await tx.update(reviews).set({ replyText: text, replyAt: at }).where(eq(reviews.id, id));
    },

    async hide(tx: Db, id: string, adminId: string, reason: string, at: Date) {
      await tx
        .update(reviews)
        .set({ hiddenAt: at, hiddenBy: adminId, hiddenReason: reason })
        .where(eq(reviews.id, id));
    },

    /** Published, not hidden, reviews about a person, newest published first. */
    aboutSubject(subjectId: string, limit: number, after?: Cursor) {
      return selectReviews(db)
        .where(
          and(
            eq(reviews.subjectId, subjectId),
            isPublic,
            keysetAfter(reviews.publishedAt, reviews.id, after),
          ),
        )
        .orderBy(desc(reviews.publishedAt), desc(reviews.id))
        .limit(limit);
    },

    /** Recent published 4-5 star reviews with words, by live accounts. */
    featured(limit: number) {
      return selectReviews(db)
        .where(
          and(isPublic, sql`${reviews.stars} >= 4`, ne(reviews.text, ''), isNull(author.deletedAt)),
        )
        .orderBy(desc(reviews.publishedAt), desc(reviews.id))
        .limit(limit);
    },

    /** Every review, newest written first (moderation). */
    recent(limit: number, after?: Cursor) {
      return selectReviews(db)
        .where(keysetAfter(reviews.createdAt, reviews.id, after))
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(limit);
    },

    /** The caller's complete deals they have not reviewed yet, newest first. */
    pending(userId: string, limit: number) {
      const other = alias(users, 'other');
      return db
        .select({
          bookingId: bookings.id,
          productName: bookings.productName,
          buyerId: bookings.buyerId,
          otherId: other.id,
          otherName: other.name,
        })
        .from(bookings)
        .innerJoin(
          other,
          sql`${other.id} = case when ${bookings.buyerId} = ${userId} then ${bookings.sellerId} else ${bookings.buyerId} end`,
        )
        .where(
          and(
            or(eq(bookings.buyerId, userId), eq(bookings.sellerId, userId)),
            completeDeal,
            sql`not exists (select 1 from ${reviews} where ${reviews.bookingId} = ${bookings.id} and ${reviews.authorId} = ${userId})`,
          ),
        )
        .orderBy(desc(bookings.createdAt), desc(bookings.id))
        .limit(limit);
    },
  };
}

export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;
export type ReviewRow = NonNullable<Awaited<ReturnType<ReviewsRepository['find']>>>;
