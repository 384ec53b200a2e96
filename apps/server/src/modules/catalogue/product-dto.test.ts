import { describe, expect, it } from 'vitest';
import { sellerRatingOf } from './product-dto.ts';

describe("a card's seller rating (issue #19)", () => {
  it('When the seller has no seller_reputation row or no reviews, then there is no average', () => {
    expect(sellerRatingOf(null, null)).toEqual({ average: null, count: 0 });
    expect(sellerRatingOf(0, 0)).toEqual({ average: null, count: 0 });
  });

  it('When the seller has reviews, then the average is star_sum / review_count to 1 decimal', () => {
    expect(sellerRatingOf(3, 14)).toEqual({ average: 4.7, count: 3 });
    expect(sellerRatingOf(2, 9)).toEqual({ average: 4.5, count: 2 });
    expect(sellerRatingOf(1, 5)).toEqual({ average: 5, count: 1 });
  });
});
