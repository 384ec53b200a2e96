import { and, desc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { bookings, users } from '../../db/schema.ts';
import { reviews } from '../../db/schema-reviews.ts';
import type { Cursor } from '../../lib/cursor.ts';
import { keysetAfter } from '../../lib/pagination.ts';
import { dealCounts } from '../trust/index.ts';
import { author, completeDeal, isPublic, selectReviews } from './review-select.ts';

/** The lists of reviews: a profile's, the testimonials, moderation, and what awaits a review. */
export function createReviewListsRepository(db: Db) {
  return {
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

    /** Recent published 4-5 star reviews with words, by live accounts, of deals that count. */
    featured(limit: number) {
      return selectReviews(db)
        .where(
          and(
            isPublic,
            sql`${reviews.stars} >= 4`,
            ne(reviews.text, ''),
            isNull(author.deletedAt),
            dealCounts(reviews.bookingId),
          ),
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
