import { centsToDollars, type TypicalPrice } from '@phonebazaar/shared';
import { exactKey, fallbackOf, keyText, type ListingFacts } from './price-guide-keys.ts';
import type { StatsRow } from './price-guide-repository.ts';
import { isShownBand, percentBelow } from './price-statistics.ts';

/** A listing as a card shows it: its key and its asking price. */
export interface CardFacts {
  modelId: string | null;
  storageGb: number | null;
  variant: string | null;
  productCondition: string;
  sellingPriceCents: number;
}

export type TypicalPriceOf = (listing: CardFacts) => TypicalPrice | null;

/** How old the memory may be before a card's read reloads it (other instances' sales). */
export const TYPICAL_PRICES_TTL_MS = 60_000;
/** After a deal moved here: reload once its transaction has surely committed, and once more. */
const AFTER_DEAL_MS = [150, 2_000];

/**
 * The stats table in memory (issue #20, decision 038), so a card's "12% below typical" costs a
 * Map lookup: no SQL per card, no change to the list queries' plans. Reloaded whole (one row
 * per key sold in 90 days: small) when older than the TTL and shortly after a deal moves here;
 * `onChange` tells the response cache its cards changed.
 */
export function createTypicalPrices(deps: {
  load(): Promise<StatsRow[]>;
  onError(error: unknown): void;
  ttlMs?: number;
}) {
  const ttlMs = deps.ttlMs ?? TYPICAL_PRICES_TTL_MS;
  let stats = new Map<string, StatsRow>();
  let signature = '';
  let loadedAt = -Infinity;
  let loading: Promise<void> | undefined;
  const listeners: (() => void)[] = [];
  const timers = new Set<NodeJS.Timeout>();
  let closed = false;

  function reload(): Promise<void> {
    loading ??= deps
      .load()
      .then((rows) => {
        stats = new Map(rows.map((row) => [keyText(row), row]));
        loadedAt = Date.now();
        const next = rows
          .map((r) => `${keyText(r)}:${r.medianCents}:${r.saleCount}`)
          .sort()
          .join(',');
        if (next !== signature) {
          signature = next;
          for (const listener of listeners) listener();
        }
      })
      .catch(deps.onError)
      .finally(() => {
        loading = undefined;
      });
    return loading;
  }

  /** The row of a key with enough sales, or undefined. */
  const counted = (facts: ListingFacts) => {
    const key = exactKey(facts);
    if (!key) return undefined;
    const exact = stats.get(keyText(key));
    if (exact && isShownBand(exact)) return { row: exact, basis: 'exact' };
    const across = stats.get(keyText(fallbackOf(key)));
    if (across && isShownBand(across)) {
      return { row: across, basis: 'model-storage' };
    }
    return undefined;
  };

  const typicalPriceOf: TypicalPriceOf = (listing) => {
    if (!closed && Date.now() - loadedAt > ttlMs) void reload();
    const found = counted({ ...listing, condition: listing.productCondition });
    if (!found) return null;
    const { row, basis } = found;
    return {
      median: centsToDollars(row.medianCents),
      percentBelow: percentBelow(listing.sellingPriceCents, row.medianCents),
      basis: basis as TypicalPrice['basis'],
    };
  };

  return {
    typicalPriceOf,
    reload,
    /** A deal moved in a transaction not yet committed: look again in a moment. */
    afterDeal() {
      if (closed) return;
      for (const ms of AFTER_DEAL_MS) {
        const timer = setTimeout(() => {
          timers.delete(timer);
          void reload();
        }, ms);
        timer.unref();
        timers.add(timer);
      }
    },
    /** The app closes: no reload after its database is gone. */
    close() {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
    onChange(listener: () => void) {
      listeners.push(listener);
    },
  };
}

export type TypicalPrices = ReturnType<typeof createTypicalPrices>;
