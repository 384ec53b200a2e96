import {
  REVIEW_ERROR_CODES as CODES,
  type PendingReview,
  type Review,
  type ReviewBody,
  type ReviewReplyBody,
  reviewBodySchema,
  reviewReplyBodySchema,
} from '@phonebazaar/shared';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { refreshReputations } from './reputation.ts';
import { toReview } from './review-dto.ts';
import { reviewTagsOf } from './review-tags.ts';
import { CONTACT_MESSAGES, contactIn } from './review-text.ts';
import type { ReviewsRepository } from './reviews-repository.ts';

const PENDING_MAX = 50;
const FEATURED_MAX = 6;

export interface Clock {
  now: () => Date;
}
export const systemClock: Clock = { now: () => new Date() };

/** A review's or a reply's text with a link or a phone number is refused, with the field's error. */
function assertNoContact(text: string): void {
  const kind = contactIn(text);
  if (kind) {
    throw new BadRequestError(
      CONTACT_MESSAGES[kind],
      { text: [CONTACT_MESSAGES[kind]] },
      CODES.contactInText,
    );
  }
}

/**
 * Reviews from real deals (issue #19, decision 035): each side of a complete deal reviews the
 * other once; both reviews stay blind until the second arrives (published together, in the
 * same transaction, with both reputations) or the sweep publishes one REVIEW_BLIND_DAYS on.
 */
export function createReviewsService(deps: {
  repository: ReviewsRepository;
  publicUrl: string;
  clock?: Clock;
}) {
  const { repository: repo, publicUrl } = deps;
  const clock = deps.clock ?? systemClock;

  async function read(id: string): Promise<Review> {
    const row = await repo.find(id);
    if (!row) throw new NotFoundError('Review', CODES.reviewNotFound);
    return toReview(row, publicUrl);
  }

  return {
    async create(userId: string, input: ReviewBody): Promise<Review> {
      const body = reviewBodySchema.parse(input);
      assertNoContact(body.text);
      if (!isUuid(body.bookingId)) throw new NotFoundError('Booking', CODES.bookingNotFound);
      const now = clock.now();
      const id = await repo.transaction(async (tx) => {
        const deal = await repo.lockDeal(tx, body.bookingId);
        if (!deal) throw new NotFoundError('Booking', CODES.bookingNotFound);
        const role = deal.buyerId === userId ? 'buyer' : deal.sellerId === userId ? 'seller' : null;
        if (!role) {
          throw new ForbiddenError(
            'Only the buyer and the seller of a deal review it.',
            CODES.notAParty,
          );
        }
        if (!deal.complete) {
          throw new ConflictError(
            'You can review this deal once it is complete (paid and the payment released).',
            CODES.dealNotComplete,
          );
        }
        if (await repo.exists(tx, deal.id, userId)) {
          throw new ConflictError('You have already reviewed this deal.', CODES.reviewExists);
        }
        const tags = reviewTagsOf(role, body);
        const subjectId = role === 'buyer' ? deal.sellerId : deal.buyerId;
        const reviewId = await repo.insert(
          tx,
          {
            bookingId: deal.id,
            authorId: userId,
            subjectId,
            authorRole: role,
            stars: body.stars,
            tags,
            text: body.text,
          },
          now,
        );
        // The other side wrote first: both go public now, with both reputations.
        const otherId = role === 'buyer' ? deal.sellerId : deal.buyerId;
        if (await repo.exists(tx, deal.id, otherId)) {
          await refreshReputations(tx, await repo.publishDeal(tx, deal.id, now), now);
        }
        return reviewId;
      });
      return read(id);
    },

    /** The reviewed person answers a published review, once. */
    async reply(userId: string, reviewId: string, input: ReviewReplyBody): Promise<Review> {
      const body = reviewReplyBodySchema.parse(input);
      if (!isUuid(reviewId)) throw new NotFoundError('Review', CODES.reviewNotFound);
      assertNoContact(body.text);
      await repo.transaction(async (tx) => {
        const review = await repo.lock(tx, reviewId);
        if (!review) throw new NotFoundError('Review', CODES.reviewNotFound);
        if (review.subjectId !== userId) {
          throw new ForbiddenError(
            'Only the reviewed person replies to a review.',
            CODES.notTheSubject,
          );
        }
        if (!review.publishedAt || review.hiddenAt) {
          throw new ConflictError(
            'This review is not public, so it takes no reply.',
            CODES.reviewNotPublished,
          );
        }
        if (review.replyText !== null) {
          throw new ConflictError('You have already replied to this review.', CODES.replyExists);
        }
        await repo.setReply(tx, reviewId, body.text, clock.now());
      });
      return read(reviewId);
    },

    /** The caller's complete deals still awaiting the caller's review. */
    async pending(userId: string): Promise<{ items: PendingReview[] }> {
      const rows = await repo.pending(userId, PENDING_MAX);
      return {
        items: rows.map((row) => ({
          bookingId: row.bookingId,
          productName: row.productName,
          role: row.buyerId === userId ? 'buyer' : 'seller',
          other: { id: row.otherId, name: row.otherName },
        })),
      };
    },

    /** The home page's testimonials. */
    async featured(): Promise<{ items: Review[] }> {
      const rows = await repo.featured(FEATURED_MAX);
      return { items: rows.map((row) => toReview(row, publicUrl)) };
    },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
