import {
  PRICE_GUIDE_MAX_SALES_PER_SELLER,
  PRICE_GUIDE_MIN_BUYERS,
  PRICE_GUIDE_MIN_SALES,
  PRICE_GUIDE_MIN_SELLERS,
} from '@phonebazaar/shared';

/**
 * The price guide's arithmetic (issue #20), pure so it is tested alone: over a key's completed
 * sales of the window, at most 2 per seller (issue #36), the top and bottom 5% are trimmed (a $1
 * mistake or a gold-plated phone does not move the band), then the median and the 25th/75th
 * percentiles of what is left.
 */

/** Sales counted in the guide: the last 90 days. */
export const PRICE_GUIDE_WINDOW_DAYS = 90;
/** The share trimmed from each end. */
export const TRIM_SHARE = 0.05;

export interface Sale {
  priceCents: number;
  soldAt: Date;
  sellerId: string;
  buyerId: string;
}

export interface Band {
  medianCents: number;
  p25Cents: number;
  p75Cents: number;
  /**
   * Completed sales in the window that count, at most 2 per seller (the trim only keeps
   * extremes out of the figures).
   */
  count: number;
  /** Distinct sellers and buyers of those sales (issue #36). */
  sellerCount: number;
  buyerCount: number;
  lastSaleAt: Date;
  oldestSaleAt: Date;
}

/** The start of the window that ends at `now`. */
export const windowStart = (now: Date): Date =>
  new Date(now.getTime() - PRICE_GUIDE_WINDOW_DAYS * 86_400_000);

/** Linear interpolation between closest ranks (the common "type 7" percentile), in cents. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) throw new Error('percentile of nothing');
  const rank = (sorted.length - 1) * p;
  const low = Math.floor(rank);
  const high = Math.ceil(rank);
  const value = sorted[low]! + (sorted[high]! - sorted[low]!) * (rank - low);
  return Math.round(value);
}

/** The prices left after trimming floor(5%) of the sales from each end, ascending. */
export function trimmed(prices: readonly number[]): number[] {
  const sorted = [...prices].sort((a, b) => a - b);
  const cut = Math.floor(sorted.length * TRIM_SHARE);
  return sorted.slice(cut, sorted.length - cut);
}

/**
 * The band of the sales inside the window ending at `now`; undefined without any. The dates
 * are those of every sale in the window (a trimmed sale still happened).
 */
export function bandOf(sales: readonly Sale[], now: Date): Band | undefined {
  const from = windowStart(now).getTime();
  const inWindow = sales.filter((s) => s.soldAt.getTime() >= from);
  if (inWindow.length === 0) return undefined;
  const counted = capPerSeller(inWindow);
  const kept = trimmed(counted.map((s) => s.priceCents));
  let last = -Infinity;
  let oldest = Infinity;
  for (const s of inWindow) {
    last = Math.max(last, s.soldAt.getTime());
    oldest = Math.min(oldest, s.soldAt.getTime());
  }
  return {
    medianCents: percentile(kept, 0.5),
    p25Cents: percentile(kept, 0.25),
    p75Cents: percentile(kept, 0.75),
    count: counted.length,
    sellerCount: new Set(counted.map((s) => s.sellerId)).size,
    buyerCount: new Set(counted.map((s) => s.buyerId)).size,
    lastSaleAt: new Date(last),
    oldestSaleAt: new Date(oldest),
  };
}

/**
 * The newest PRICE_GUIDE_MAX_SALES_PER_SELLER sales of each seller (issue #36): one seller,
 * however many sales, moves a band by at most two.
 */
export function capPerSeller<T extends Sale>(sales: readonly T[]): T[] {
  const newestFirst = [...sales].sort((a, b) => b.soldAt.getTime() - a.soldAt.getTime());
  const taken = new Map<string, number>();
  return newestFirst.filter((s) => {
    const n = taken.get(s.sellerId) ?? 0;
    taken.set(s.sellerId, n + 1);
    return n < PRICE_GUIDE_MAX_SALES_PER_SELLER;
  });
}

/**
 * Whether a key's figures may be shown or hold a listing (issues #20 and #36): enough sales,
 * from enough distinct sellers and distinct buyers.
 */
export const isShownBand = (figures: {
  saleCount: number;
  sellerCount: number;
  buyerCount: number;
}): boolean =>
  figures.saleCount >= PRICE_GUIDE_MIN_SALES &&
  figures.sellerCount >= PRICE_GUIDE_MIN_SELLERS &&
  figures.buyerCount >= PRICE_GUIDE_MIN_BUYERS;

/** Whole percent the price is below the median (negative: above it). */
export const percentBelow = (priceCents: number, medianCents: number): number =>
  Math.round(((medianCents - priceCents) / medianCents) * 100);

/** Far below typical: under half the median (the seller must confirm, admins are told). */
export const isFarBelow = (priceCents: number, medianCents: number): boolean =>
  priceCents * 2 < medianCents;
