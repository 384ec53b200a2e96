import {
  type AdminReview,
  type AdminReviewsReply,
  REVIEW_ERROR_CODES as CODES,
  type PageQuery,
} from '@phonebazaar/shared';
import { paginate } from '../../lib/cursor.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { toPage } from '../../lib/pagination.ts';
import { audit } from '../audit/index.ts';
import { refreshReputation } from './reputation.ts';
import { toAdminReview } from './review-dto.ts';
import type { ReviewsRepository } from './reviews-repository.ts';
import { type Clock, systemClock } from './reviews-service.ts';

/**
 * The admins' side of reviews (issue #19): the recent reviews, and hiding one with a reason.
 * A hide takes the review out of every public list and out of its subject's reputation in one
 * transaction, with its audit entry (issue #18's audit log).
 */
export function createReviewModeration(deps: {
  repository: ReviewsRepository;
  publicUrl: string;
  clock?: Clock;
}) {
  const { repository: repo, publicUrl } = deps;
  const clock = deps.clock ?? systemClock;

  return {
    async list(query: PageQuery): Promise<AdminReviewsReply> {
      const page = toPage(query);
      const { items, nextCursor } = paginate(
        await repo.recent(page.limit + 1, page.cursor),
        page.limit,
        (row) => ({ at: row.createdAt, id: row.id }),
      );
      return {
        items: items.map((row) => toAdminReview(row, publicUrl)),
        nextCursor: nextCursor ?? null,
      };
    },

    /** Hiding a hidden review again changes nothing and writes no second audit entry. */
    async hide(adminId: string, reviewId: string, reason: string): Promise<AdminReview> {
      if (!isUuid(reviewId)) throw new NotFoundError('Review', CODES.reviewNotFound);
      await repo.transaction(async (tx) => {
        const review = await repo.lock(tx, reviewId);
        if (!review) throw new NotFoundError('Review', CODES.reviewNotFound);
        if (review.hiddenAt) return;
        const now = clock.now();
        await repo.hide(tx, reviewId, adminId, reason, now);
        if (review.publishedAt) await refreshReputation(tx, review.subjectId, now);
        await audit(tx, {
          actorId: adminId,
          action: 'review.hide',
          entity: 'review',
          entityId: reviewId,
          before: { hiddenAt: null },
          after: { hiddenAt: now.toISOString(), reason },
        });
      });
      const row = await repo.find(reviewId);
      return toAdminReview(row!, publicUrl);
    },
  };
}

export type ReviewModeration = ReturnType<typeof createReviewModeration>;
