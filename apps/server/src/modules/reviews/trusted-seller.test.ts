import { describe, expect, it } from 'vitest';
import { isTrusted, type TrustFacts } from './trusted-seller.ts';

const NOW = new Date('2026-11-26T12:00:00Z');
const DAY = 86_400_000;
const base: TrustFacts = {
  completedSales: 20,
  reviewCount: 50,
  asDescribedCount: 49,
  asDescribedAnswers: 50,
  openDisputes: 0,
  accountCreatedAt: new Date(NOW.getTime() - 91 * DAY),
  deleted: false,
};

describe('trusted seller mark', () => {
  it('When every threshold is met, then the seller is trusted', () => {
    expect(isTrusted(base, NOW)).toBe(true);
  });

  it('When one threshold is missed, then the mark is lost', () => {
    expect(isTrusted({ ...base, completedSales: 19 }, NOW)).toBe(false);
    // 48 of 50 is 96%: under 98%.
    expect(isTrusted({ ...base, asDescribedCount: 48 }, NOW)).toBe(false);
    expect(isTrusted({ ...base, openDisputes: 1 }, NOW)).toBe(false);
    expect(isTrusted({ ...base, accountCreatedAt: new Date(NOW.getTime() - 89 * DAY) }, NOW)).toBe(
      false,
    );
    expect(isTrusted({ ...base, deleted: true }, NOW)).toBe(false);
  });

  it('When nobody has reviewed the seller yet, then there is no share to trust', () => {
    expect(
      isTrusted({ ...base, reviewCount: 0, asDescribedCount: 0, asDescribedAnswers: 0 }, NOW),
    ).toBe(false);
  });

  it('When reviews leave "as described" unanswered, then the share is of those that answered (issue #45)', () => {
    // 49 of 50 answers say yes; 30 more reviews did not answer: still 98%, not 61%.
    expect(isTrusted({ ...base, reviewCount: 80 }, NOW)).toBe(true);
    expect(isTrusted({ ...base, reviewCount: 80, asDescribedAnswers: 0 }, NOW)).toBe(false);
  });

  it('When exactly 98% say as described, then that is enough', () => {
    expect(
      isTrusted({ ...base, reviewCount: 100, asDescribedCount: 98, asDescribedAnswers: 100 }, NOW),
    ).toBe(true);
  });
});
