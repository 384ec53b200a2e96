import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { bookings, users } from '../../db/schema.ts';
import { reviews } from '../../db/schema-reviews.ts';
import { dealNotCounted } from '../trust/index.ts';

/**
 * A deal is complete when its booking is paid and its money released (issue #18), or paid
 * before held payments existed (settlement 'none'). Refunded, declined, disputed and held
 * deals are not (decision 035).
 */
export const completeDeal: SQL = and(
  eq(bookings.paid, true),
  inArray(bookings.settlement, ['none', 'released']),
)!;

export const author = alias(users, 'author');
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
  /** Issue #36: its deal was judged not at arm's length ("Unverified deal"). */
  unverifiedDeal: sql<boolean>`${dealNotCounted(reviews.bookingId)}`.mapWith(Boolean),
};

/** A review with its author, its subject's name and the deal's phone. */
export const selectReviews = (db: Db) =>
  db
    .select(reviewColumns)
    .from(reviews)
    .innerJoin(author, eq(author.id, reviews.authorId))
    .innerJoin(subject, eq(subject.id, reviews.subjectId))
    .innerJoin(bookings, eq(bookings.id, reviews.bookingId));

/** Published and not hidden: what the public may read. */
export const isPublic = and(sql`${reviews.publishedAt} is not null`, isNull(reviews.hiddenAt));
