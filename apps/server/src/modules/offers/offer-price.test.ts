import { describe, expect, it } from 'vitest';
import { agreedCents, fitsPrice } from './offer-price.ts';

const open = (amountCents: number) => ({
  status: 'open' as const,
  amountCents,
  counterCents: null,
});
const countered = (amountCents: number, counterCents: number) => ({
  status: 'countered' as const,
  amountCents,
  counterCents,
});

describe('An offer against the listing’s price now', () => {
  it('When an offer is open, then it fits 50% to 99% of the price and nothing else', () => {
    expect(fitsPrice(open(20_000), 40_000)).toBe(true);
    expect(fitsPrice(open(39_600), 40_000)).toBe(true);
    expect(fitsPrice(open(19_999), 40_000)).toBe(false);
    expect(fitsPrice(open(39_601), 40_000)).toBe(false);
    // Issue #35's case: $600 offered on $700, the price cut to $400 (150%).
    expect(fitsPrice(open(60_000), 70_000)).toBe(true);
    expect(fitsPrice(open(60_000), 40_000)).toBe(false);
  });

  it('When an offer is countered, then the counter is weighed: at least 50% and below the price', () => {
    expect(agreedCents(countered(30_000, 39_900))).toBe(39_900);
    // Above 99% but below the price: the counter's own bound, as when it was made.
    expect(fitsPrice(countered(30_000, 39_900), 40_000)).toBe(true);
    expect(fitsPrice(countered(30_000, 40_000), 40_000)).toBe(false);
    expect(fitsPrice(countered(30_000, 35_000), 36_000)).toBe(true);
    expect(fitsPrice(countered(30_000, 35_000), 71_000)).toBe(false);
  });
});
