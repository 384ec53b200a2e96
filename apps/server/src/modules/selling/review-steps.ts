import type { Db } from '../../db/client.ts';
import type { Assessed, ListingReviewSeam } from '../listing-review/index.ts';
import { assertTransition, listingState } from '../listings/index.ts';
import type { LiveListing } from './selling-repository.ts';
import type { FarBelowMedian } from './selling-types.ts';

/** The held rules an edit's own change can fire (price, photos, IMEI). */
const CHANGE_HELD_RULES = new Set([
  'price_far_below',
  'photo_matches_other_seller',
  'imei_recently_sold',
]);

/** What an edit changes, as the review sees it. */
export interface EditFacts {
  modelId: string | null;
  storageGb: number | null;
  variant: string | null;
  photos: string[] | undefined;
  /** A new IMEI's hash; undefined when the IMEI is not changed. */
  imeiHash: string | undefined;
  priceCents: number | undefined;
  /** The price guide's verdict on a new price, when it is far below. */
  farBelow: { priceCents: number; medianCents: number } | undefined;
}

/**
 * The review's steps around selling's writes (issue #21, decision 041): what an edit does to
 * the listing's review, and the rows written in the listing's own transaction.
 */
export function createReviewSteps({
  review,
  farBelowMedian,
}: {
  review?: ListingReviewSeam | undefined;
  farBelowMedian?: FarBelowMedian | undefined;
}) {
  /** The review's rows, written in the listing's own transaction. */
  const recording =
    (
      sellerId: string,
      assessed: Assessed,
      options: { queue?: boolean; resubmission?: boolean } = {},
    ) =>
    (tx: Db, id: string) =>
      review ? review.record(tx, { id, sellerId }, assessed, options) : Promise.resolve();

  return {
    recording,

    /**
     * A held or rejected listing is rescored as it will be and waits (again) as held, a rejected
     * one as a resubmission; a clear one is held when its new price, photos or IMEI fire a held
     * rule, and otherwise only its new photos' hashes are stored.
     */
    async ofEdit(sellerId: string, listing: LiveListing, next: EditFacts) {
      if (!review) return {};
      if (listing.reviewState !== 'clear') {
        // A rejected listing's edit sends it for review again (the state machine's resubmit).
        if (listing.reviewState === 'rejected') {
          assertTransition(listingState(listing), 'resubmit');
        }
        const priceCents = next.priceCents ?? listing.sellingPriceCents;
        const median =
          next.priceCents !== undefined || !farBelowMedian
            ? next.farBelow?.medianCents
            : await farBelowMedian(
                {
                  modelId: next.modelId,
                  storageGb: next.storageGb,
                  variant: next.variant,
                  condition: listing.productCondition,
                },
                priceCents,
              );
        const assessed = await review.assess({
          sellerId,
          listingId: listing.id,
          imeiHash: next.imeiHash ?? listing.imeiHash,
          modelId: next.modelId,
          photos:
            next.photos ?? (listing.photos.length > 0 ? listing.photos : [listing.productImg]),
          farBelow: median === undefined ? undefined : { priceCents, medianCents: median },
          sample: false,
        });
        const resubmission = listing.reviewState === 'rejected';
        return {
          reviewState: 'pending_review' as const,
          onWritten: recording(sellerId, assessed, { queue: true, resubmission }),
        };
      }
      if (!next.photos && !next.imeiHash && !next.farBelow) return {};
      const assessed = await review.assess({
        sellerId,
        listingId: listing.id,
        imeiHash: next.imeiHash,
        modelId: next.modelId,
        photos: next.photos,
        farBelow: next.farBelow,
        sample: false,
      });
      if (assessed.reasons.some((r) => CHANGE_HELD_RULES.has(r.code))) {
        return {
          reviewState: 'pending_review' as const,
          onWritten: recording(sellerId, assessed, { queue: true }),
        };
      }
      return next.photos ? { onWritten: recording(sellerId, assessed, { queue: false }) } : {};
    },
  };
}
