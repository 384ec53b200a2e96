import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { priceGuideRepository } from './price-guide-repository.ts';
import { priceGuideRoutes as guideRoutes } from './price-guide-routes.ts';
import { createPriceGuideService } from './price-guide-service.ts';
import { createTypicalPrices } from './typical-prices.ts';

export type { ListingFacts } from './price-guide-keys.ts';
export type { CardFacts, TypicalPriceOf } from './typical-prices.ts';

/** How often the sweep catches up sales the seam did not see and ages out old ones. */
const SWEEP_SECONDS = 60 * 60;

/**
 * The price guide (issue #20, decision 038): what phones like this one sold for here over the
 * last 90 days. `dealMoved(tx, bookingId)` is the deal events' 'price-guide' listener (modules/index.ts, decision 051), so
 * a completed or refunded sale refreshes its key in the same transaction; `typicalPriceOf`
 * is the cards' badge, from memory; `farBelowMedian` is the selling room's low-price check.
 */
export function createPriceGuide(deps: { db: Db; publicUrl: string; now?: () => Date }) {
  const { db } = deps;
  let onError: (error: unknown) => void = () => {};
  const typical = createTypicalPrices({
    load: () => priceGuideRepository.allStats(db),
    onError: (error) => onError(error),
  });
  const service = createPriceGuideService({ db, typical, ...(deps.now ? { now: deps.now } : {}) });
  return {
    service,
    typical,
    dealMoved: service.dealMoved,
    typicalPriceOf: typical.typicalPriceOf,
    farBelowMedian: service.farBelowMedian,
    /** Where reload failures are logged (the app's logger, once routes are registered). */
    logErrorsWith(log: (error: unknown) => void) {
      onError = log;
    },
  };
}

export type PriceGuide = ReturnType<typeof createPriceGuide>;

export async function priceGuideRoutes(app: FastifyInstance, opts: { priceGuide: PriceGuide }) {
  const { priceGuide } = opts;
  priceGuide.logErrorsWith((err) => app.log.warn({ err }, 'price guide reload failed'));
  // The cards' badges changed: cached lists and pages must be drawn again (decision 014).
  priceGuide.typical.onChange(() => void app.catalogVersion.changed().catch(() => {}));
  app.addHook('onReady', async () => {
    void priceGuide.typical.reload();
  });
  app.addHook('onClose', async () => priceGuide.typical.close());
  // On the job runner (decision 033); off where the other sweeps are (tests call it).
  const seconds = app.env.PAYMENT_RECONCILE_INTERVAL_SECONDS > 0 ? SWEEP_SECONDS : 0;
  app.jobs.every('price-guide-sweep', seconds, async () => {
    try {
      await priceGuide.service.sweep();
    } catch (err) {
      app.log.warn({ err }, 'price guide sweep failed; will retry');
    }
  });
  await app.register(guideRoutes, { service: priceGuide.service });
}
