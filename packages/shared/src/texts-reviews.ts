import type { ReviewTag } from './contracts/reviews.ts';

/** Words of reviews and seller profiles (issue #19). */
export const REVIEW_TAG_LABELS: Record<ReviewTag, string> = {
  as_described: 'As described',
  on_time: 'On time',
  friendly: 'Friendly',
  imei_matched: 'Phone matched its IMEI',
};

export const REVIEW_TEXTS = {
  write: 'Write a review',
  labels: { stars: 'Rating', tags: 'What went well', text: 'Your review' },
  submit: 'Publish review',
  sent: 'Thank you. Your review appears when the other side has written theirs, or in 14 days.',
  reply: 'Reply',
  trustedSeller: 'Trusted seller',
  memberSince: 'Member since',
  completedSales: 'Completed sales',
  noReviews: 'No reviews yet.',
  reviewsHeading: 'Reviews',
  listingsHeading: 'Phones for sale',
} as const;
