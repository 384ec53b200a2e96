/**
 * The few words every product card shows (the card is in the initial bundle, so they stay
 * apart from the review texts (texts-reviews.ts) and cost it next to nothing).
 */
export const RATING_TEXTS = {
  /** "4.8 ★ (12)" read out as words. */
  label: (average: number, count: number) =>
    `Rated ${average.toFixed(1)} out of 5 from ${count} ${count === 1 ? 'review' : 'reviews'}`,
  trustedSeller: 'Trusted seller',
  // Issue #36: on cards and the listing page, beside the verified and trusted marks.
  phoneVerified: 'Phone verified',
} as const;
