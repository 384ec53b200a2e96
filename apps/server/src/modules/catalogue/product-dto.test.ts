import { describe, expect, it } from 'vitest';
import { reviewOf, sellerRatingOf } from './product-dto.ts';

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

describe("a listing's review for its seller and the admins (issue #21)", () => {
  it('When a listing is clear and not queued, or read without review fields, then it has no review', () => {
    expect(reviewOf({})).toBeUndefined();
    expect(reviewOf({ reviewState: 'clear', reviewQueued: false })).toBeUndefined();
  });

  it('When a clear listing waits in the queue (checked after), then its review says so', () => {
    expect(reviewOf({ reviewState: 'clear', reviewQueued: true })).toEqual({
      state: 'clear',
      queued: true,
    });
  });

  it('When a listing is held or rejected, then its review has the state and, rejected, the reason and note', () => {
    expect(reviewOf({ reviewState: 'pending_review', reviewQueued: true })).toEqual({
      state: 'pending_review',
      queued: true,
    });
    expect(
      reviewOf({
        reviewState: 'rejected',
        reviewQueued: false,
        rejectReason: 'misleading_photos',
        rejectNote: 'Photos are from a shop site',
      }),
    ).toEqual({
      state: 'rejected',
      queued: false,
      rejectReason: 'misleading_photos',
      rejectNote: 'Photos are from a shop site',
    });
    // A reason left over from an earlier rejection is not shown once resubmitted.
    expect(
      reviewOf({ reviewState: 'pending_review', reviewQueued: true, rejectReason: 'other' }),
    ).toEqual({ state: 'pending_review', queued: true });
  });
});
