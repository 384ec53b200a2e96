import type {
  PageQuery,
  RejectReason,
  ReviewQueueItem,
  ReviewQueuePage,
} from '@phonebazaar/shared';
import type { Db } from '../../db/client.ts';
import { paginate } from '../../lib/cursor.ts';
import { ConflictError, NotFoundError } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { toPage } from '../../lib/pagination.ts';
import { audit } from '../audit/index.ts';
import { canApply, listingState } from '../listings/index.ts';
import type { UserNotices } from '../notifications/index.ts';
import { approvedNotice, rejectedNotice } from './review-notices.ts';
import type { ReviewQueueRepository } from './review-queue-repository.ts';

const acknowledged = true as const;
const notFound = () => new NotFoundError('Product', 'PRODUCT_NOT_FOUND');
const notInReview = () =>
  new ConflictError('This listing is not waiting for review.', 'NOT_IN_REVIEW');

interface Deps {
  db: Db;
  queue: ReviewQueueRepository;
  userNotices: Pick<UserNotices, 'send'>;
  /** Absolute picture URLs in answers (decision 025). */
  picture: (stored: string) => string;
}

/**
 * The admins' side of the review queue (issue #21, decision 041): the queue oldest first, and
 * approve / reject / bulk approve, each in one transaction with its audit entry and the
 * seller's notice.
 */
export function createListingReviewService({ db, queue, userNotices, picture }: Deps) {
  /** Approves one locked, waiting listing inside `tx`: audit, and the seller told if held. */
  async function approveOne(
    tx: Db,
    row: {
      listingId: string;
      sellerId: string;
      productName: string;
      reviewState: string;
      sold: boolean;
      booking: boolean;
    },
    adminId: string,
  ) {
    // The listings room's write asks the state machine first (a refusal is its 409).
    await queue.approve(tx, row.listingId, adminId, listingState(row));
    await audit(tx, {
      actorId: adminId,
      action: 'listing.review_approve',
      entity: 'listing',
      entityId: row.listingId,
      before: { reviewState: row.reviewState, review: 'waiting' },
      after: { reviewState: 'clear', review: 'approved' },
    });
    if (row.reviewState !== 'clear') {
      await userNotices.send(tx, approvedNotice(row.sellerId, row.productName));
    }
  }

  return {
    async page(query: PageQuery): Promise<ReviewQueuePage> {
      const page = toPage(query);
      const { items, nextCursor } = paginate(
        await queue.page(page.limit, page.cursor),
        page.limit,
        (row) => ({ at: row.queuedAt, id: row.listingId }),
      );
      const waiting = await queue.waitingCount();
      return {
        items: items.map(
          (row): ReviewQueueItem => ({
            listingId: row.listingId,
            productName: row.productName,
            sellingPrice: row.sellingPriceCents / 100,
            sellerId: row.sellerId,
            sellerName: row.sellerName,
            photos: (row.photos.length > 0 ? row.photos : [row.productImg]).map(picture),
            tier: row.tier,
            state: row.state,
            score: row.score,
            reasons: row.reasons,
            matches: row.matches.map((m) => ({
              ...m,
              photo: picture(m.photo),
              matchedPhoto: picture(m.matchedPhoto),
            })),
            queuedAt: row.queuedAt.toISOString(),
            resubmissions: row.resubmissions,
            listingCode: row.listingCode,
            ...(row.verificationPhoto ? { verificationPhoto: picture(row.verificationPhoto) } : {}),
          }),
        ),
        ...(nextCursor ? { nextCursor } : {}),
        waiting,
      };
    },

    /** A repeat (already approved and clear) is a harmless modifiedCount 0. */
    async approve(id: string, adminId: string) {
      if (!isUuid(id)) throw notFound();
      return db.transaction(async (tx) => {
        const row = await queue.find(tx, id, true);
        if (!row) throw notFound();
        if (row.status !== 'waiting') {
          if (row.status === 'approved' && row.reviewState === 'clear') {
            return { acknowledged, modifiedCount: 0 };
          }
          throw notInReview();
        }
        await approveOne(tx, row, adminId);
        return { acknowledged, modifiedCount: 1 };
      });
    },

    /**
     * Takes the listing off the market (or keeps it off). The state machine refuses a sold or
     * booked one: a buyer's deal is under way, settled by its own flow. A repeat is
     * modifiedCount 0.
     */
    async reject(id: string, adminId: string, reason: RejectReason, note: string) {
      if (!isUuid(id)) throw notFound();
      return db.transaction(async (tx) => {
        const row = await queue.find(tx, id, true);
        if (!row) throw notFound();
        if (row.status === 'rejected' && row.reviewState === 'rejected') {
          return { acknowledged, modifiedCount: 0 };
        }
        if (row.status !== 'waiting') throw notInReview();
        await queue.reject(tx, id, adminId, reason, note, listingState(row));
        await audit(tx, {
          actorId: adminId,
          action: 'listing.review_reject',
          entity: 'listing',
          entityId: id.toLowerCase(),
          before: { reviewState: row.reviewState, review: 'waiting' },
          after: { reviewState: 'rejected', review: 'rejected', reason, note },
        });
        await userNotices.send(tx, rejectedNotice(row.sellerId, row.productName, reason, note));
        return { acknowledged, modifiedCount: 1 };
      });
    },

    /**
     * Every waiting listing among `ids` the state machine lets an admin approve, in one
     * transaction; the others (unknown, decided, booked meanwhile) are skipped.
     */
    async approveMany(ids: string[], adminId: string) {
      const wanted = [...new Set(ids.map((id) => id.toLowerCase()))];
      return db.transaction(async (tx) => {
        const rows = (await queue.lockWaiting(tx, wanted)).filter((row) =>
          canApply(listingState(row), 'approve'),
        );
        for (const row of rows) await approveOne(tx, row, adminId);
        return { acknowledged, modifiedCount: rows.length };
      });
    },
  };
}

export type ListingReviewService = ReturnType<typeof createListingReviewService>;
