import type { ReviewTag } from './contracts/reviews.ts';
import { RATING_TEXTS } from './texts-rating.ts';

// The card's few words live in their own module so the initial bundle takes only them.
export { RATING_TEXTS };

/** Words of reviews and seller profiles (issue #19). */
export const REVIEW_TAG_LABELS: Record<ReviewTag, string> = {
  as_described: 'As described',
  on_time: 'On time',
  friendly: 'Friendly',
  imei_matched: 'Phone matched its IMEI',
  not_as_described: 'Not as described',
  paid_on_time: 'Paid on time',
  came_to_meeting: 'Came to the meeting',
};

export const REVIEW_TEXTS = {
  write: 'Write a review',
  writeFor: (name: string) => `Write a review of ${name}`,
  dialogTitle: (name: string) => `Review ${name}`,
  labels: { stars: 'Rating', tags: 'What went well', text: 'Your review' },
  // Issue #45 item 2: a question the buyer answers, not a chip whose absence means "no".
  asDescribedQuestion: 'Was the phone as described?',
  asDescribedYes: 'Yes',
  asDescribedNo: 'No',
  asDescribedSkip: 'Rather not say',
  onlyBuyerAnswers: 'Only the buyer answers whether the phone was as described.',
  chipNotForSide: 'This choice is for the other side of the deal.',
  asDescribedFew: (answers: number) =>
    answers === 0 ? 'Not enough answers yet' : `Not enough answers yet (${answers})`,
  starLabel: (n: number) => (n === 1 ? '1 star' : `${n} stars`),
  starsOf: (n: number) => `${n} out of 5 stars`,
  starsRequired: 'Choose 1 to 5 stars',
  textHint: (max: number) => `Optional. No links or phone numbers; up to ${max} characters.`,
  textTooLong: (max: number) => `A review is at most ${max} characters`,
  charactersLeft: (n: number) => `${n} characters left`,
  submit: 'Publish review',
  submitting: 'Publishing…',
  cancel: 'Cancel',
  sent: 'Thank you. Your review appears when the other side has written theirs, or in 14 days.',
  // Issue #45 item 3: the other side had written first, so both went live at once.
  sentPublished:
    'Thank you. Your review is live, and so is theirs: the other side had already written one.',
  pendingHeading: 'Deals to review',
  pendingIntro: 'Tell others how the deal went. Each side reviews the other once.',
  pendingAs: (role: 'buyer' | 'seller', name: string) =>
    role === 'buyer' ? `You bought it from ${name}` : `You sold it to ${name}`,
  reply: 'Reply',
  replyLabel: 'Your reply',
  replyHint: 'You can reply once; everyone sees it under the review.',
  replySubmit: 'Publish reply',
  replySent: 'Your reply is published.',
  replyFrom: (name: string) => `Reply from ${name}`,
  trustedSeller: 'Trusted seller',
  // Issue #36 (decision 055): here rather than in texts-trust.ts, so the seller's page ships
  // only these words of the rule.
  unverifiedDeal: 'Unverified deal',
  unverifiedDealHint:
    'We could not confirm that the buyer and the seller are different people, so this review does not count toward the rating.',
  trustedSellerHint: 'At least 20 completed sales, 98% "as described" and no open dispute.',
  memberSince: 'Member since',
  completedSales: 'Completed sales',
  rating: 'Rating',
  asDescribed: 'As described',
  noRating: 'No rating yet',
  ratingCount: (n: number) => (n === 1 ? '1 review' : `${n} reviews`),
  percent: (share: number) => `${Math.round(share * 100)}%`,
  noReviews: 'No reviews yet.',
  noReviewsHint: 'Reviews show here after completed deals, once both sides have written theirs.',
  reviewsHeading: 'Reviews',
  reviewsFailed: 'The reviews did not load.',
  listingsHeading: 'Phones for sale',
  noListings: 'Nothing for sale right now.',
  byAuthor: (name: string, role: 'buyer' | 'seller') =>
    `${name}, ${role === 'buyer' ? 'buyer' : 'seller'}`,
  about: (product: string) => `Deal: ${product}`,
  profileDescription: (name: string, sales: number, average: number | null, count: number) =>
    `${name} on PhoneBazaar: ${sales} completed ${sales === 1 ? 'sale' : 'sales'}${
      average === null ? '' : `, rated ${average.toFixed(1)} out of 5 from ${count} reviews`
    }. Used phones for sale and reviews from real deals.`,
  profileNotFound: 'Seller not found',
  profileNotFoundText: 'There is no seller at this address. The account may have been deleted.',
  profileFailed: "We couldn't open this profile",
  testimonialsHeading: 'What Our Customers Say',
  testimonialsIntro: 'Reviews from completed deals on PhoneBazaar.',
} as const;
