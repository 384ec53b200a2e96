import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookings } from '../../db/schema.ts';
import { reviews } from '../../db/schema-reviews.ts';
import { createReviewListsRepository } from './review-lists-repository.ts';
import { completeDeal, selectReviews } from './review-select.ts';

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
    ...createReviewListsRepository(db),
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
  };
}

export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;
export type ReviewRow = NonNullable<Awaited<ReturnType<ReviewsRepository['find']>>>;
