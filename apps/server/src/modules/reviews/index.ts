import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import { adminReviewsRoutes } from './admin-reviews-routes.ts';
import { refreshSellerOfDeal } from './reputation.ts';
import { createReviewModeration } from './review-moderation.ts';
import { createReviewsRepository } from './reviews-repository.ts';
import { reviewsWriteRoutes } from './reviews-routes.ts';
import { createReviewsService } from './reviews-service.ts';
import { createReviewsSweep } from './reviews-sweep.ts';
import { createSellersRepository } from './sellers-repository.ts';
import { sellersRoutes } from './sellers-routes.ts';
import { createSellersService } from './sellers-service.ts';

export { refreshReputation, refreshSellerOfDeal } from './reputation.ts';
export type { ReviewsSweepResult } from './reviews-sweep.ts';
export { isTrusted, type TrustFacts } from './trusted-seller.ts';

/** How often the reviews sweep runs (publication after REVIEW_BLIND_DAYS, trusted marks). */
const SWEEP_SECONDS = 15 * 60;

/**
 * Reviews from real deals and seller profiles (issue #19, decision 035): writing a review or
 * a reply, the blind publication and its sweep, the seller_reputation row cards read, the
 * public profile, and the admins' hide.
 */
export function createReviews({
  db,
  publicUrl,
  relayOf,
}: {
  db: Db;
  env: Env;
  publicUrl: string;
  /** Issue #44: the seller's relay address on the profile's listing cards. */
  relayOf: (sellerId: string) => string;
}) {
  const repository = createReviewsRepository(db);
  return {
    service: createReviewsService({ repository, publicUrl }),
    moderation: createReviewModeration({ repository, publicUrl }),
    sellers: createSellersService({
      sellers: createSellersRepository(db),
      reviews: repository,
      publicUrl,
      relayOf,
    }),
    sweep: createReviewsSweep({ db, repository }),
    /**
     * For a settlement transition's transaction (decision 035): recomputes the deal's seller's
     * trusted mark at once. The composition root adds it as the deal events' 'reputation' listener.
     */
    dealMoved: (tx: Db, bookingId: string) => refreshSellerOfDeal(tx, bookingId, new Date()),
  };
}

export type Reviews = ReturnType<typeof createReviews>;

export async function reviewsRoutes(app: FastifyInstance, opts: { reviews: Reviews }) {
  const { reviews } = opts;
  // On the job runner (decision 033), one instance per tick; off where the other sweeps are
  // (PAYMENT_RECONCILE_INTERVAL_SECONDS=0, as in tests, which call the sweep themselves).
  const seconds = app.env.PAYMENT_RECONCILE_INTERVAL_SECONDS > 0 ? SWEEP_SECONDS : 0;
  app.jobs.every('reviews-sweep', seconds, async () => {
    try {
      const result = await reviews.sweep();
      // Published reviews and trusted marks change cards and profiles the response cache holds.
      if (result.published || result.rechecked) await app.catalogVersion.changed();
    } catch (err) {
      app.log.warn({ err }, 'reviews sweep failed; will retry');
    }
  });
  await app.register(reviewsWriteRoutes, { reviews: reviews.service });
  await app.register(sellersRoutes, { sellers: reviews.sellers });
  await app.register(adminReviewsRoutes, { moderation: reviews.moderation });
}
