import { describe, expect, it } from 'vitest';
import { assessRisk, type RiskFacts, RULES } from './risk-rules.ts';

const now = new Date('2026-11-27T12:00:00Z');
const daysAgo = (n: number) => new Date(now.getTime() - n * 86_400_000);
/** An established seller's ordinary listing: no rule fires. */
const calm: RiskFacts = {
  now,
  photoMatches: [],
  upheldReports: 0,
  sellerSince: daysAgo(400),
  completedSales: 3,
  modelOther: false,
  sampled: false,
};
const match = {
  photo: '/images/a.webp',
  matchedPhoto: '/images/b.webp',
  matchedListingId: '00000000-0000-4000-8000-000000000001',
  matchedProductName: 'iPhone 13',
  matchedSellerName: 'Rahim',
  distance: 2,
};

describe('risk rules', () => {
  it('When nothing is unusual, then no rule fires, the score is 0 and it is not queued', () => {
    expect(assessRisk(calm)).toEqual({ reasons: [], score: 0, tier: undefined });
  });

  it('When the IMEI was sold by another seller 12 days ago, then imei_recently_sold holds it', () => {
    expect(RULES.imei_recently_sold({ ...calm, imeiSoldAt: daysAgo(12) })).toBe(
      'Sold here 12 days ago by another seller',
    );
    const result = assessRisk({ ...calm, imeiSoldAt: daysAgo(12) });
    expect(result.tier).toBe('held');
    expect(result.score).toBe(60);
  });

  it('When the IMEI was sold 30 or more days ago, then imei_recently_sold does not fire', () => {
    expect(RULES.imei_recently_sold({ ...calm, imeiSoldAt: daysAgo(30) })).toBeUndefined();
    expect(RULES.imei_recently_sold({ ...calm, imeiSoldAt: daysAgo(29) })).toBeDefined();
  });

  it("When a photo matches another seller's, then photo_matches_other_seller holds it and names them", () => {
    expect(RULES.photo_matches_other_seller({ ...calm, photoMatches: [match] })).toBe(
      "1 photo looks like Rahim's (2 of 64 bits differ)",
    );
    expect(
      RULES.photo_matches_other_seller({
        ...calm,
        photoMatches: [{ ...match, distance: 0 }, match],
      }),
    ).toBe("2 photos look like Rahim's (same picture)");
    expect(assessRisk({ ...calm, photoMatches: [match] }).tier).toBe('held');
  });

  it('When the price is under half the median, then price_far_below holds it with both prices', () => {
    const farBelow = { priceCents: 12_000, medianCents: 40_000 };
    expect(RULES.price_far_below({ ...calm, farBelow })).toBe(
      'Price $120.00 is under half the typical $400.00',
    );
    expect(assessRisk({ ...calm, farBelow })).toMatchObject({ tier: 'held', score: 50 });
    expect(RULES.price_far_below(calm)).toBeUndefined();
  });

  it('When the seller had a reported listing taken down, then seller_reports_upheld holds it', () => {
    expect(RULES.seller_reports_upheld({ ...calm, upheldReports: 2 })).toBe(
      '2 listings of this seller taken down after reports',
    );
    expect(assessRisk({ ...calm, upheldReports: 1 }).tier).toBe('held');
    expect(RULES.seller_reports_upheld(calm)).toBeUndefined();
  });

  it('When the account is younger than 7 days, then new_seller queues it after', () => {
    expect(RULES.new_seller({ ...calm, sellerSince: daysAgo(0) })).toBe('Account opened today');
    expect(RULES.new_seller({ ...calm, sellerSince: daysAgo(6) })).toBe(
      'Account opened 6 days ago',
    );
    expect(RULES.new_seller({ ...calm, sellerSince: daysAgo(7) })).toBeUndefined();
    expect(assessRisk({ ...calm, sellerSince: daysAgo(1) })).toMatchObject({
      tier: 'after',
      score: 20,
    });
  });

  it('When the seller has no completed sale, then no_completed_sale queues it after', () => {
    expect(RULES.no_completed_sale({ ...calm, completedSales: 0 })).toBe('No completed sale yet');
    expect(RULES.no_completed_sale(calm)).toBeUndefined();
    expect(assessRisk({ ...calm, completedSales: 0 })).toMatchObject({ tier: 'after', score: 10 });
  });

  it('When the listing names no catalogue model, then model_other queues it after', () => {
    expect(RULES.model_other({ ...calm, modelOther: true })).toBe(
      'Model is "Other" (not in the catalogue)',
    );
    expect(assessRisk({ ...calm, modelOther: true })).toMatchObject({ tier: 'after', score: 15 });
  });

  it('When the random sample drew it, then random_sample queues it after with 0 points', () => {
    expect(assessRisk({ ...calm, sampled: true })).toEqual({
      reasons: [{ code: 'random_sample', points: 0, detail: 'Picked by the 10% random sample' }],
      score: 0,
      tier: 'after',
    });
  });

  it('When a self-test ran within 30 days and the code photo was added, then self_test_fresh lowers the score but queues nothing', () => {
    const proof = { verificationPhoto: true };
    expect(RULES.self_test_fresh({ ...calm, ...proof, selfTestAt: daysAgo(31) })).toBeUndefined();
    expect(RULES.self_test_fresh({ ...calm, ...proof, selfTestAt: daysAgo(2) })).toBe(
      'Self-test run on the phone 2 days ago, with a photo of its code',
    );
    expect(assessRisk({ ...calm, ...proof, selfTestAt: daysAgo(2) })).toMatchObject({
      score: -20,
      tier: undefined,
    });
    expect(
      assessRisk({
        ...calm,
        ...proof,
        selfTestAt: daysAgo(2),
        sellerSince: daysAgo(1),
        completedSales: 0,
      }),
    ).toMatchObject({ score: 10, tier: 'after' });
  });

  it('When only one of the self-test and the code photo is there, then self_test_fresh does not fire', () => {
    expect(RULES.self_test_fresh({ ...calm, selfTestAt: daysAgo(2) })).toBeUndefined();
    expect(RULES.self_test_fresh({ ...calm, verificationPhoto: true })).toBeUndefined();
    expect(assessRisk({ ...calm, selfTestAt: daysAgo(2) })).toMatchObject({
      score: 0,
      reasons: [],
    });
  });

  it('When held and after rules fire together, then the score is their sum and it is held', () => {
    const result = assessRisk({
      ...calm,
      imeiSoldAt: daysAgo(1),
      photoMatches: [match],
      sellerSince: daysAgo(1),
      completedSales: 0,
    });
    expect(result.reasons.map((r) => r.code)).toEqual([
      'imei_recently_sold',
      'photo_matches_other_seller',
      'new_seller',
      'no_completed_sale',
    ]);
    expect(result).toMatchObject({ score: 150, tier: 'held' });
  });
});
