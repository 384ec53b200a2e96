import type { AdminReview, Review, ReviewTag } from '@phonebazaar/shared';
import { absoluteImageUrl } from '../../lib/absolute-image-url.ts';
import type { ReviewRow } from './reviews-repository.ts';

/** Database row -> API shape; a hidden review reads as unpublished (the public never sees it). */
export function toReview(row: ReviewRow, publicUrl: string): Review {
  return {
    id: row.id,
    bookingId: row.bookingId,
    author: {
      id: row.authorId,
      name: row.authorName,
      image: absoluteImageUrl(publicUrl, row.authorImage),
    },
    subjectId: row.subjectId,
    authorRole: row.authorRole,
    stars: row.stars,
    tags: row.tags as ReviewTag[],
    text: row.text,
    productName: row.productName,
    reply:
      row.replyText !== null && row.replyAt !== null
        ? { text: row.replyText, createdAt: row.replyAt.toISOString() }
        : null,
    createdAt: row.createdAt.toISOString(),
    publishedAt: row.hiddenAt ? null : (row.publishedAt?.toISOString() ?? null),
    unverifiedDeal: row.unverifiedDeal,
  };
}

/** The moderators' view: whom it is about and why it was hidden. */
export function toAdminReview(row: ReviewRow, publicUrl: string): AdminReview {
  return {
    ...toReview(row, publicUrl),
    subject: { id: row.subjectId, name: row.subjectName },
    hiddenAt: row.hiddenAt?.toISOString() ?? null,
    hiddenReason: row.hiddenReason,
  };
}
