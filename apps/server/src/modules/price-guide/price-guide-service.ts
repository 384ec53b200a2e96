import { centsToDollars, type PriceGuide, type PriceGuideQuery } from '@phonebazaar/shared';
import type { Db } from '../../db/client.ts';
import {
  ANY,
  exactKey,
  fallbackOf,
  type GuideKey,
  keyText,
  type ListingFacts,
} from './price-guide-keys.ts';
import { priceGuideRepository as repo, type StatsRow } from './price-guide-repository.ts';
import { bandOf, isFarBelow, isShownBand, windowStart } from './price-statistics.ts';
import type { TypicalPrices } from './typical-prices.ts';

/** The stats of a key with enough sales (and sellers and buyers) to be shown, else undefined. */
const enough = (row: StatsRow | undefined) => (row && isShownBand(row) ? row : undefined);

const bandDto = (row: StatsRow) => ({
  median: centsToDollars(row.medianCents),
  p25: centsToDollars(row.p25Cents),
  p75: centsToDollars(row.p75Cents),
  count: row.saleCount,
  lastSaleAt: row.lastSaleAt.toISOString(),
});

/** The keys a sale is counted under: its own and its (model, storage) across grades. */
const withFallbacks = (keys: (GuideKey | undefined)[]): GuideKey[] => {
  const all = new Map<string, GuideKey>();
  for (const key of keys) {
    if (!key) continue;
    all.set(keyText(key), key);
    all.set(keyText(fallbackOf(key)), fallbackOf(key));
  }
  // Exact keys before fallbacks, each in text order: every transaction locks them in one
  // order, so two deals never wait on each other's keys.
  return [...all.values()].sort((a, b) => {
    const rank = Number(a.variant === ANY) - Number(b.variant === ANY);
    return rank || keyText(a).localeCompare(keyText(b));
  });
};

/** The price guide's use cases (issue #20, decision 038). */
export function createPriceGuideService(deps: {
  db: Db;
  typical: TypicalPrices;
  now?: () => Date;
}) {
  const { db, typical } = deps;
  const now = deps.now ?? (() => new Date());

  /** Recomputes one key's figures from its sales in the window, under the key's lock. */
  async function refresh(tx: Db, key: GuideKey): Promise<void> {
    await repo.lockKey(tx, key);
    const band = bandOf(await repo.salesOf(tx, key, windowStart(now())), now());
    if (band) await repo.saveStats(tx, key, band);
    else await repo.removeStats(tx, key);
  }

  /** The figures shown for a key: its own with enough sales, else its fallback's. */
  async function shown(key: GuideKey | undefined, fallback: GuideKey) {
    const exact = key ? await repo.readStats(db, key) : undefined;
    if (enough(exact))
      return { row: exact!, basis: 'exact' as const, exactCount: exact!.saleCount };
    const across = enough(await repo.readStats(db, fallback));
    return { row: across, basis: 'model-storage' as const, exactCount: exact?.saleCount ?? 0 };
  }

  return {
    /**
     * A settlement step moved the deal (the deal events' 'price-guide' listener, in the step's transaction): its sale
     * is written if it is complete and removed if not (refunded, disputed...), and the keys it
     * was or is counted under are recomputed.
     */
    async dealMoved(tx: Db, bookingId: string): Promise<void> {
      const facts = await repo.dealFacts(tx, bookingId);
      if (!facts) return;
      const before = await repo.removeSale(tx, bookingId);
      const key = facts.complete ? exactKey(facts) : undefined;
      if (key) await repo.saveSale(tx, bookingId, key, facts);
      if (!before && !key) return;
      for (const each of withFallbacks([before, key])) await refresh(tx, each);
      typical.afterDeal();
    },

    /** GET /api/price-guide: without a condition there is no exact key, only the fallback. */
    async guide(query: PriceGuideQuery): Promise<PriceGuide> {
      const facts = {
        modelId: query.model,
        storageGb: query.storage,
        variant: query.variant,
        condition: query.condition ?? ANY,
      };
      const key = query.condition ? exactKey(facts) : undefined;
      const { row, basis, exactCount } = await shown(key, fallbackOf(exactKey(facts)!));
      if (!row) return { basis: 'none', band: null, exactCount };
      return { basis, band: bandDto(row), exactCount };
    },

    /**
     * The median a price is far below (under half of it), read fresh from the table; undefined
     * when the price is not, or there are too few sales to say.
     */
    async farBelowMedian(listing: ListingFacts, priceCents: number): Promise<number | undefined> {
      const key = exactKey(listing);
      if (!key) return undefined;
      const { row } = await shown(key, fallbackOf(key));
      return row && isFarBelow(priceCents, row.medianCents) ? row.medianCents : undefined;
    },

    /**
     * The recurring job: sales the seam did not see are added, sales older than the window
     * leave, and every key they touch is recomputed (one transaction per key).
     */
    async sweep(): Promise<{ refreshed: number }> {
      const from = windowStart(now());
      const caught = await repo.catchUp(db, from);
      const dropped = await repo.dropSalesBefore(db, from);
      const aged = await repo.keysAgedOut(db, from);
      const keys = withFallbacks([...caught, ...dropped, ...aged]);
      for (const key of keys) await db.transaction((tx) => refresh(tx, key));
      if (keys.length > 0) await typical.reload();
      return { refreshed: keys.length };
    },
  };
}

export type PriceGuideService = ReturnType<typeof createPriceGuideService>;
