import type { Db } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import { absoluteImageUrl } from '../../lib/absolute-image-url.ts';
import type { UserNotices } from '../notifications/index.ts';
import type { ImageStorage } from '../uploads/index.ts';
import { createListingAssessor } from './listing-assessor.ts';
import { createListingReviewService } from './listing-review-service.ts';
import { createReviewFactsRepository } from './review-facts-repository.ts';
import { createReviewQueueRepository } from './review-queue-repository.ts';

export type { Assessed, AssessInput, ListingReviewSeam } from './listing-assessor.ts';
export { listingReviewRoutes } from './listing-review-routes.ts';
export type { ReviewDetails } from './review-queue-repository.ts';

/**
 * Issue #21 (decision 041): risk-scored review of new and resubmitted listings (`seam`, which
 * selling calls around its writes) and the admins' Review Queue (`service`, the routes').
 * `random`: the sample's source, [0, 1); tests inject their own.
 */
export function createListingReview(deps: {
  db: Db;
  env: Env;
  storage: ImageStorage;
  userNotices: Pick<UserNotices, 'send'>;
  /** Report reasons that mean a listing was withdrawn for cause (an IMEI block's). */
  takedownReasons?: readonly string[];
  random?: () => number;
}) {
  const { db, env } = deps;
  const queue = createReviewQueueRepository(db);
  const seam = createListingAssessor({
    facts: createReviewFactsRepository(db, deps.takedownReasons),
    queue,
    storage: deps.storage,
    photoMatch: env.LISTING_REVIEW_PHOTO_MATCH,
    samplePercent: env.LISTING_REVIEW_SAMPLE_PERCENT,
    random: deps.random ?? Math.random,
  });
  const service = createListingReviewService({
    db,
    queue,
    userNotices: deps.userNotices,
    picture: (stored) => absoluteImageUrl(env.PUBLIC_URL, stored),
  });
  return {
    seam,
    service,
    /** Per listing id: queued, and why it was rejected (My Products, the listing's page). */
    detailsOf: queue.detailsOf,
  };
}

export type ListingReview = ReturnType<typeof createListingReview>;
