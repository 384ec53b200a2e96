import { describe, expect, it } from 'vitest';
import {
  bandOf,
  capPerSeller,
  isFarBelow,
  isShownBand,
  percentBelow,
  percentile,
  trimmed,
  windowStart,
} from './price-statistics.ts';

const NOW = new Date('2026-11-27T12:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000);
/** Each sale by a seller and a buyer of its own, unless told. */
const sale = (
  priceCents: number,
  days: number,
  sellerId = `s-${priceCents}-${days}`,
  buyerId = `b-${priceCents}-${days}`,
) => ({
  priceCents,
  soldAt: daysAgo(days),
  sellerId,
  buyerId,
});
const sales = (prices: number[], days = 1) =>
  prices.map((priceCents, i) => sale(priceCents, days, `s${i}`, `b${i}`));

describe('Price guide statistics', () => {
  it('When there is an odd or even number of prices, then the median is the middle or the mean of the two middles', () => {
    expect(percentile([100, 200, 300], 0.5)).toBe(200);
    expect(percentile([100, 200, 300, 400], 0.5)).toBe(250);
    // Linear interpolation between ranks: (n - 1) * p.
    expect(percentile([100, 200, 300, 400, 500], 0.25)).toBe(200);
    expect(percentile([100, 200, 300, 400], 0.75)).toBe(325);
  });

  it('When there are 20 or more sales, then 5% are trimmed from each end before the figures', () => {
    const prices = [1, ...Array.from({ length: 18 }, (_, i) => 10_000 + i * 100), 9_999_999];
    expect(trimmed(prices)).toHaveLength(18);
    expect(trimmed(prices)[0]).toBe(10_000);
    const band = bandOf(sales(prices), NOW)!;
    // The $0.01 and the $99,999.99 sales move neither the median nor the quartiles.
    expect(band.medianCents).toBe(10_850);
    expect(band.p25Cents).toBe(10_425);
    expect(band.p75Cents).toBe(11_275);
    // Yet both sales happened: the count says 20.
    expect(band.count).toBe(20);
  });

  it('When there are fewer than 20 sales, then nothing is trimmed (5% of them is less than one sale)', () => {
    expect(trimmed([5, 1, 3])).toEqual([1, 3, 5]);
    expect(bandOf(sales([100, 100_000, 300]), NOW)!.p75Cents).toBe(50_150);
  });

  it('When a sale is older than 90 days, then it does not count; without any sale in the window there is no band', () => {
    const band = bandOf([sale(50_000, 91), sale(40_000, 89), sale(42_000, 3)], NOW)!;
    expect(band.count).toBe(2);
    expect(band.medianCents).toBe(41_000);
    expect(band.lastSaleAt).toEqual(daysAgo(3));
    expect(band.oldestSaleAt).toEqual(daysAgo(89));
    expect(windowStart(NOW)).toEqual(daysAgo(90));
    expect(bandOf([sale(1, 100)], NOW)).toBeUndefined();
    expect(bandOf([], NOW)).toBeUndefined();
  });

  it('When a price is compared with the median, then percent below rounds and far below means under half', () => {
    expect(percentBelow(88_000, 100_000)).toBe(12);
    expect(percentBelow(110_000, 100_000)).toBe(-10);
    expect(isFarBelow(49_999, 100_000)).toBe(true);
    expect(isFarBelow(50_000, 100_000)).toBe(false);
  });

  it('When one seller has more than 2 sales in the window, then only their newest 2 count (issue #36)', () => {
    const sock = [1, 2, 3, 4, 5].map((d) => sale(400_000, d, 'sock', `buyer-${d}`));
    expect(capPerSeller(sock).map((s) => s.soldAt)).toEqual([daysAgo(1), daysAgo(2)]);
    const band = bandOf([...sock, sale(40_000, 3, 'a', 'x'), sale(42_000, 4, 'b', 'y')], NOW)!;
    expect(band.count).toBe(4);
    expect(band.sellerCount).toBe(3);
    expect(band.buyerCount).toBe(4);
    // The sock seller's two $4,000 sales against two honest ones: the median is their middle.
    expect(band.medianCents).toBe(221_000);
    // Five sales of one seller never make a band to show.
    const alone = bandOf(sock, NOW)!;
    expect(alone).toMatchObject({ count: 2, sellerCount: 1, buyerCount: 2 });
    expect(isShownBand({ saleCount: alone.count, ...alone })).toBe(false);
  });

  it('When a band has 5 sales, then it is shown only with 3 distinct sellers and 3 distinct buyers (issue #36)', () => {
    expect(isShownBand({ saleCount: 5, sellerCount: 3, buyerCount: 3 })).toBe(true);
    expect(isShownBand({ saleCount: 4, sellerCount: 3, buyerCount: 3 })).toBe(false);
    expect(isShownBand({ saleCount: 5, sellerCount: 2, buyerCount: 5 })).toBe(false);
    expect(isShownBand({ saleCount: 5, sellerCount: 5, buyerCount: 2 })).toBe(false);
    const twoBuyers = bandOf(
      ['a', 'b', 'c', 'd', 'e'].map((seller, i) => sale(40_000 + i, 1, seller, i % 2 ? 'x' : 'y')),
      NOW,
    )!;
    expect(twoBuyers).toMatchObject({ count: 5, sellerCount: 5, buyerCount: 2 });
    expect(isShownBand({ saleCount: twoBuyers.count, ...twoBuyers })).toBe(false);
  });
});
