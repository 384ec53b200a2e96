import { z } from 'zod';
import { PAGE_SIZE_MAX } from '../constants.ts';
import { productListSchema } from './product.ts';

/**
 * Reviews from real deals and seller reputation (issue #19). After a deal completes each side may
 * review the other once; reviews stay hidden until both have written one or REVIEW_BLIND_DAYS pass.
 */
export const REVIEW_TAGS = [
  'as_described',
  'on_time',
  'friendly',
  'imei_matched',
  // Issue #45 item 2: the answer "no" to "Was the phone as described?", and the buyer's side.
  'not_as_described',
  'paid_on_time',
  'came_to_meeting',
] as const;
export const reviewTagSchema = z.enum(REVIEW_TAGS);
export type ReviewTag = z.infer<typeof reviewTagSchema>;
/** The chips each side offers: the buyer's about the seller, the seller's about the buyer. */
export const REVIEW_CHIPS = {
  buyer: ['on_time', 'friendly', 'imei_matched'],
  seller: ['paid_on_time', 'came_to_meeting', 'friendly'],
} as const satisfies Record<'buyer' | 'seller', readonly ReviewTag[]>;
/** The "as described" share shows only from this many answers (issue #45 item 2). */
export const AS_DESCRIBED_MIN_ANSWERS = 3;
export const REVIEW_TEXT_MAX = 1000;
export const REVIEW_REPLY_MAX = 1000;
export const REVIEW_BLIND_DAYS = 14;
/** The computed "Trusted seller" mark. */
export const TRUSTED_SELLER = {
  minCompletedSales: 20,
  minAsDescribedShare: 0.98,
  minAccountAgeDays: 90,
} as const;

/** POST /api/reviews: no links or phone numbers in the text (checked by the server). */
export const reviewBodySchema = z
  .object({
    bookingId: z.string().max(100),
    stars: z.number().int().min(1, 'Give 1 to 5 stars').max(5, 'Give 1 to 5 stars'),
    tags: z.array(reviewTagSchema).max(REVIEW_TAGS.length).default([]),
    /**
     * Issue #45 item 2: the buyer's answer to "Was the phone as described?"; left out when
     * not answered (then it counts neither way). Stored as the tag as_described or
     * not_as_described. Only the buyer answers it.
     */
    asDescribed: z.boolean().optional(),
    text: z
      .string()
      .trim()
      .max(REVIEW_TEXT_MAX, `A review is at most ${REVIEW_TEXT_MAX} characters`)
      .default(''),
  })
  .strict();
export type ReviewBody = z.input<typeof reviewBodySchema>;

/** POST /api/reviews/:id/reply: the reviewed person, once. */
export const reviewReplyBodySchema = z
  .object({
    text: z
      .string()
      .trim()
      .min(1, 'Write a reply')
      .max(REVIEW_REPLY_MAX, `A reply is at most ${REVIEW_REPLY_MAX} characters`),
  })
  .strict();
export type ReviewReplyBody = z.input<typeof reviewReplyBodySchema>;

/** POST /api/admin/reviews/:id/hide */
export const hideReviewBodySchema = z
  .object({ reason: z.string().trim().min(1, 'Give a reason').max(500) })
  .strict();

export const reviewSchema = z.object({
  id: z.string(),
  bookingId: z.string(),
  /** Who wrote it and whom it is about; the role says which side of the deal wrote it. */
  author: z.object({ id: z.string(), name: z.string(), image: z.string() }),
  subjectId: z.string(),
  authorRole: z.enum(['buyer', 'seller']),
  stars: z.number().int().min(1).max(5),
  tags: z.array(reviewTagSchema),
  text: z.string(),
  productName: z.string(),
  reply: z.object({ text: z.string(), createdAt: z.string() }).nullable(),
  createdAt: z.string(),
  /** Null while hidden from the public (waiting for the other side, or hidden by an admin). */
  publishedAt: z.string().nullable(),
  /**
   * Issue #36: the deal was not at arm's length (decision 055): shown as "Unverified deal",
   * and the review does not move the rating.
   */
  unverifiedDeal: z.boolean().optional(),
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewsReplySchema = z.object({
  items: z.array(reviewSchema),
  nextCursor: z.string().nullable(),
});
export type ReviewsReply = z.infer<typeof reviewsReplySchema>;
export const reviewsQuerySchema = z
  .object({
    limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).optional(),
    cursor: z.string().max(200).optional(),
  })
  .strict();

/** A person's rating as cards, the listing page and the profile show it. */
export const sellerRatingSchema = z.object({
  /** Average of published reviews about the person, 1 decimal; null without any. */
  average: z.number().nullable(),
  count: z.number().int().nonnegative(),
});
export type SellerRating = z.infer<typeof sellerRatingSchema>;

/** GET /api/sellers/:id: the public profile (no email, no phone). */
export const sellerProfileSchema = z.object({
  id: z.string(),
  name: z.string(),
  image: z.string(),
  verified: z.boolean(),
  trusted: z.boolean(),
  /** Issue #36: the seller proved a phone number by SMS code (the number is never shown). */
  phoneVerified: z.boolean().optional(),
  memberSince: z.string(),
  completedSales: z.number().int().nonnegative(),
  rating: sellerRatingSchema,
  /**
   * Of the published reviews about the person that answered "Was the phone as described?", the
   * share that said yes, 0..1; null under AS_DESCRIBED_MIN_ANSWERS answers (issue #45 item 2).
   */
  asDescribedShare: z.number().nullable(),
  /** How many reviews answered it (the share's base). */
  asDescribedAnswers: z.number().int().nonnegative().optional(),
  listings: productListSchema,
});
export type SellerProfile = z.infer<typeof sellerProfileSchema>;

/**
 * GET /api/reviews/pending: the caller's completed deals that still await the caller's review
 * (My Orders and My Sell show a "Review" button from it).
 */
export const pendingReviewSchema = z.object({
  bookingId: z.string(),
  productName: z.string(),
  role: z.enum(['buyer', 'seller']),
  other: z.object({ id: z.string(), name: z.string() }),
});
export const pendingReviewsReplySchema = z.object({ items: z.array(pendingReviewSchema) });
export type PendingReview = z.infer<typeof pendingReviewSchema>;

/** GET /api/reviews/featured: the home page's testimonials (recent published 4-5 star reviews with words). */
export const featuredReviewsReplySchema = z.object({ items: z.array(reviewSchema) });
export type FeaturedReviewsReply = z.infer<typeof featuredReviewsReplySchema>;

/** GET /api/admin/reviews and POST /api/admin/reviews/:id/hide: a review as moderators see it. */
export const adminReviewSchema = reviewSchema.extend({
  subject: z.object({ id: z.string(), name: z.string() }),
  hiddenAt: z.string().nullable(),
  hiddenReason: z.string().nullable(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;
export const adminReviewsReplySchema = z.object({
  items: z.array(adminReviewSchema),
  nextCursor: z.string().nullable(),
});
export type AdminReviewsReply = z.infer<typeof adminReviewsReplySchema>;

/** The stable codes of the reviews routes' refusals (the web app words them). */
export const REVIEW_ERROR_CODES = {
  /** 404: no such booking. */
  bookingNotFound: 'BOOKING_NOT_FOUND',
  /** 404: no such review (or not one the caller may see). */
  reviewNotFound: 'REVIEW_NOT_FOUND',
  /** 404: no such seller (unknown, deleted, or not an id). */
  sellerNotFound: 'SELLER_NOT_FOUND',
  /** 403: the caller is neither the booking's buyer nor its seller. */
  notAParty: 'NOT_A_PARTY',
  /** 409: the deal is not complete (not paid, or its payment not released). */
  dealNotComplete: 'DEAL_NOT_COMPLETE',
  /** 409: the caller already reviewed this deal. */
  reviewExists: 'REVIEW_EXISTS',
  /** 400: the text has a link or a phone number (fieldErrors.text says so). */
  contactInText: 'REVIEW_TEXT_CONTACT',
  /** 403: only the reviewed person replies. */
  notTheSubject: 'NOT_THE_SUBJECT',
  /** 409: the review is still blind (or hidden): no reply yet. */
  reviewNotPublished: 'REVIEW_NOT_PUBLISHED',
  /** 409: the review already has a reply. */
  replyExists: 'REPLY_EXISTS',
  /** 400: a chip of the other side's, or a seller answering "as described" (issue #45). */
  tagNotForSide: 'REVIEW_TAG_NOT_FOR_SIDE',
} as const;
