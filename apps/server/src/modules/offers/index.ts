import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import type { JobRunner } from '../jobs/index.ts';
import type { UserNotices } from '../notifications/index.ts';
import type { DealSeams } from '../settlement/index.ts';
import { createOfferNotices } from './offer-notices.ts';
import { createOffersExpiry } from './offers-expiry.ts';
import { createOffersRepository } from './offers-repository.ts';
import { offersRoutes as routes } from './offers-routes.ts';
import { createOffersService } from './offers-service.ts';

/** How often the expiry job writes down the offers whose 24 hours passed. */
const EXPIRY_SECONDS = 5 * 60;

/**
 * Offers (issue #20, decision 039): a buyer offers 50-99% of the price; the seller accepts,
 * declines or counters; acceptance books the phone at the agreed price under the normal
 * booking rules (book_listing_at_price, migration 0028).
 */
export function createOffers(deps: {
  db: Db;
  env: Env;
  jobs: JobRunner;
  userNotices: UserNotices;
  publicUrl: string;
  /** The deal notices seam: an acceptance's booking says 'booked' as any booking does. */
  notify: DealSeams['notify'];
}) {
  const { db, env, jobs, userNotices, publicUrl, notify } = deps;
  const repo = createOffersRepository(db);
  const notices = createOfferNotices(userNotices);
  const service = createOffersService({
    repo,
    notices,
    notify,
    holdHours: env.BOOKING_HOLD_HOURS,
    maxOpen: env.MAX_OPEN_BOOKINGS_PER_BUYER,
    publicUrl,
  });
  const expire = createOffersExpiry({ db, repo, notices });
  // Off where the other sweeps are (PAYMENT_RECONCILE_INTERVAL_SECONDS=0, as in tests, which
  // call `expire` themselves): readers treat past-due offers as expired meanwhile.
  const seconds = env.PAYMENT_RECONCILE_INTERVAL_SECONDS > 0 ? EXPIRY_SECONDS : 0;
  jobs.every('offers-expire', seconds, async () => {
    await expire();
  });
  return { service, expire };
}

export type Offers = ReturnType<typeof createOffers>;

export async function offersRoutes(app: FastifyInstance, opts: { offers: Offers }) {
  await app.register(routes, { offers: opts.offers.service });
}
