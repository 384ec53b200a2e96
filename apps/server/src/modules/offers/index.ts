import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import type { BookListing } from '../bookings/index.ts';
import type { JobRunner } from '../jobs/index.ts';
import type { UserNotices } from '../notifications/index.ts';
import { createOfferNotices } from './offer-notices.ts';
import { createOfferPrices } from './offer-price.ts';
import { createOffersExpiry } from './offers-expiry.ts';
import { createOffersRepository } from './offers-repository.ts';
import { offersRoutes as routes } from './offers-routes.ts';
import { createOffersService } from './offers-service.ts';

/** How often the expiry job writes down the offers whose 24 hours passed. */
const EXPIRY_SECONDS = 5 * 60;

/**
 * Offers (issue #20, decision 039): a buyer offers 50-99% of the price; the seller accepts,
 * declines or counters; acceptance books the phone at the agreed price through bookings' one
 * way to book (issue #35), if the agreed price still fits the listing's price then.
 */
export function createOffers(deps: {
  db: Db;
  env: Env;
  jobs: JobRunner;
  userNotices: UserNotices;
  publicUrl: string;
  /** Bookings' door: the one way to book, whether a listing is held, the refusal texts. */
  booking: BookListing;
}) {
  const { db, env, jobs, userNotices, publicUrl, booking } = deps;
  const repo = createOffersRepository(db);
  const notices = createOfferNotices(userNotices);
  const prices = createOfferPrices({ repo, notices });
  const service = createOffersService({
    repo,
    notices,
    booking,
    prices,
    publicUrl,
    holdHours: env.BOOKING_HOLD_HOURS,
  });
  const expire = createOffersExpiry({ db, repo, notices });
  // Off where the other sweeps are (PAYMENT_RECONCILE_INTERVAL_SECONDS=0, as in tests, which
  // call `expire` themselves): readers treat past-due offers as expired meanwhile.
  const seconds = env.PAYMENT_RECONCILE_INTERVAL_SECONDS > 0 ? EXPIRY_SECONDS : 0;
  jobs.every('offers-expire', seconds, async () => {
    await expire();
  });
  return {
    service,
    expire,
    /**
     * Selling's hook (wired in modules/index.ts): a listing's price is now `priceCents`, in
     * the edit's transaction; the live offers it no longer fits expire and both sides are told.
     */
    priceChanged: prices.priceChanged,
  };
}

export type Offers = ReturnType<typeof createOffers>;

export async function offersRoutes(app: FastifyInstance, opts: { offers: Offers }) {
  await app.register(routes, { offers: opts.offers.service });
}
