import type { PhotoMatch, RejectReason, ReviewTier, RiskReason } from '@phonebazaar/shared';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedReads } from '../../db/prepared-read.ts';
import { products } from '../../db/schema.ts';
import { listingPhotoHashes, listingReviews } from '../../db/schema-listing-review.ts';
import type { Cursor } from '../../lib/cursor.ts';
import { type ListingState, listingStateWrites } from '../listings/index.ts';
import { hashBands } from '../uploads/index.ts';
import type { HashedPhoto } from './review-facts-repository.ts';

/** What is queued for a listing: its score, why, and any photo matches. */
export interface QueueEntry {
  tier: ReviewTier;
  score: number;
  reasons: RiskReason[];
  matches: PhotoMatch[];
}

/** A listing's review as its seller sees it (ownProductSchema.review's details). */
export interface ReviewDetails {
  queued: boolean;
  rejectReason?: RejectReason;
  rejectNote?: string;
}

const waiting = eq(listingReviews.status, 'waiting');
const live = isNull(products.deletedAt);
/** A listing sold while it waited has nothing left to decide: it leaves the queue's view. */
const undecided = and(waiting, live, eq(products.sold, false));

/** The queue's and the photo hashes' SQL (decision 041). Writes take the caller's `tx`. */
export function createReviewQueueRepository(db: Db) {
  // A seller's page asks for its listings' reviews on every view: one statement whatever the
  // page's size (issue #22, db/prepared-read.ts).
  const reviewsOf = preparedReads('review_details', (_shape: 'ids') =>
    db
      .select({
        listingId: listingReviews.listingId,
        status: listingReviews.status,
        rejectReason: listingReviews.rejectReason,
        rejectNote: listingReviews.rejectNote,
      })
      .from(listingReviews)
      .where(sql`${listingReviews.listingId} = any(${sql.placeholder('ids')}::uuid[])`),
  );
  return {
    /**
     * What a listing's seller sees of its review, per listing id: waiting in the queue, and the
     * rejection's reason and note. One indexed read for a page of listings.
     */
    async detailsOf(ids: readonly string[]): Promise<Map<string, ReviewDetails>> {
      if (ids.length === 0) return new Map();
      const rows = await reviewsOf('ids', { ids: [...ids] });
      return new Map(
        rows.map((r) => [
          r.listingId,
          {
            queued: r.status === 'waiting',
            ...(r.rejectReason ? { rejectReason: r.rejectReason, rejectNote: r.rejectNote } : {}),
          },
        ]),
      );
    },

    /** The listing's photo hashes become these (a new photo set replaces the old). */
    async replaceHashes(tx: Db, listingId: string, sellerId: string, photos: HashedPhoto[]) {
      await tx.delete(listingPhotoHashes).where(eq(listingPhotoHashes.listingId, listingId));
      if (photos.length === 0) return;
      await tx
        .insert(listingPhotoHashes)
        .values(
          photos.map(({ photo, hash }) => {
            const [band0, band1, band2, band3] = hashBands(hash);
            return { listingId, sellerId, photo, hash, band0, band1, band2, band3 };
          }),
        )
        .onConflictDoNothing();
    },

    /**
     * Puts the listing in the queue (again): waiting, with its new score and reasons. It keeps
     * its place when it was already waiting; `resubmission` counts a rejected one sent again.
     */
    async enqueue(
      tx: Db,
      listingId: string,
      sellerId: string,
      entry: QueueEntry,
      resubmission = false,
    ) {
      const r = listingReviews;
      await tx
        .insert(r)
        .values({ listingId, sellerId, ...entry, status: 'waiting' })
        .onConflictDoUpdate({
          target: r.listingId,
          set: {
            tier: entry.tier,
            score: entry.score,
            reasons: entry.reasons,
            matches: entry.matches,
            status: 'waiting',
            rejectReason: null,
            rejectNote: '',
            decidedAt: null,
            decidedBy: null,
            queuedAt: sql`case when ${r.status} = 'waiting' then ${r.queuedAt} else now() end`,
            resubmissions: sql`${r.resubmissions} + ${resubmission ? 1 : 0}`,
          },
        });
    },

    /** A waiting entry's reasons, locked for its rescoring in `tx`; undefined when not waiting. */
    async waitingReasons(tx: Db, listingId: string): Promise<RiskReason[] | undefined> {
      const rows = await tx
        .select({ reasons: listingReviews.reasons })
        .from(listingReviews)
        .where(and(eq(listingReviews.listingId, listingId), waiting))
        .for('update');
      return rows[0]?.reasons;
    },

    /** A waiting entry's new score and reasons (its tier and place in the queue stay). */
    async rescore(tx: Db, listingId: string, next: { score: number; reasons: RiskReason[] }) {
      await tx
        .update(listingReviews)
        .set(next)
        .where(and(eq(listingReviews.listingId, listingId), waiting));
    },

    /** The review of one listing, with the listing's state (also when not waiting). */
    async find(tx: Db, listingId: string, lock = false) {
      const query = tx
        .select({
          listingId: products.id,
          sellerId: products.sellerId,
          productName: products.productName,
          sold: products.sold,
          booking: products.booking,
          reviewState: products.reviewState,
          status: listingReviews.status,
          tier: listingReviews.tier,
        })
        .from(products)
        .leftJoin(listingReviews, eq(listingReviews.listingId, products.id))
        .where(and(eq(products.id, listingId), live));
      const rows = await (lock ? query.for('update', { of: products }) : query);
      return rows[0];
    },

    /** Waiting listings among `ids`, locked for the decision (bulk approve). */
    async lockWaiting(tx: Db, ids: string[]) {
      return tx
        .select({
          listingId: products.id,
          sellerId: products.sellerId,
          productName: products.productName,
          reviewState: products.reviewState,
          sold: products.sold,
          booking: products.booking,
          tier: listingReviews.tier,
        })
        .from(listingReviews)
        .innerJoin(products, eq(products.id, listingReviews.listingId))
        .where(and(inArray(listingReviews.listingId, ids), waiting, live))
        .orderBy(asc(products.id))
        .for('update', { of: products });
    },

    /**
     * Approved: the review closes and a held listing comes onto the market, the state machine
     * asked first with the state the caller read under the lock (the listings room's write).
     */
    async approve(tx: Db, listingId: string, adminId: string, from: ListingState) {
      await listingStateWrites.approve(tx, listingId, from);
      await tx
        .update(listingReviews)
        .set({ status: 'approved', decidedAt: sql`now()`, decidedBy: adminId })
        .where(eq(listingReviews.listingId, listingId));
    },

    /** Rejected: off the market (or kept off it), with the reason the seller reads. */
    async reject(
      tx: Db,
      listingId: string,
      adminId: string,
      reason: RejectReason,
      note: string,
      from: ListingState,
    ) {
      await listingStateWrites.reject(tx, listingId, from);
      await tx
        .update(listingReviews)
        .set({
          status: 'rejected',
          rejectReason: reason,
          rejectNote: note,
          decidedAt: sql`now()`,
          decidedBy: adminId,
        })
        .where(eq(listingReviews.listingId, listingId));
    },

    /** Oldest first from `cursor` (queued_at, listing id); one extra row for paging. */
    page(limit: number, cursor?: Cursor) {
      return db
        .select({
          listingId: listingReviews.listingId,
          productName: products.productName,
          sellingPriceCents: products.sellingPriceCents,
          sellerId: products.sellerId,
          sellerName: products.sellerName,
          photos: products.photos,
          productImg: products.productImg,
          tier: listingReviews.tier,
          state: products.reviewState,
          score: listingReviews.score,
          reasons: listingReviews.reasons,
          matches: listingReviews.matches,
          queuedAt: listingReviews.queuedAt,
          resubmissions: listingReviews.resubmissions,
          listingCode: products.listingCode,
          verificationPhoto: products.verificationPhoto,
        })
        .from(listingReviews)
        .innerJoin(products, eq(products.id, listingReviews.listingId))
        .where(
          and(
            undecided,
            cursor
              ? sql`(${listingReviews.queuedAt}, ${listingReviews.listingId}) > (${cursor.at.toISOString()}::timestamptz, ${cursor.id}::uuid)`
              : undefined,
          ),
        )
        .orderBy(asc(listingReviews.queuedAt), asc(listingReviews.listingId))
        .limit(limit + 1);
    },

    /** Listings waiting, counted up to 1000 (the menu's badge). */
    async waitingCount(): Promise<number> {
      const capped = db
        .select({ one: sql`1` })
        .from(listingReviews)
        .innerJoin(products, eq(products.id, listingReviews.listingId))
        .where(undecided)
        .limit(1000)
        .as('capped');
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(capped);
      return Number(row?.n ?? 0);
    },
  };
}

export type ReviewQueueRepository = ReturnType<typeof createReviewQueueRepository>;
