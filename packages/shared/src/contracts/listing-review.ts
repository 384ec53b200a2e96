import { z } from 'zod';

/**
 * The listing review queue (issue #21, decision 041). A listing is scored by risk rules when it
 * is added or resubmitted; each rule that fires is a stored reason the admins see.
 *
 * - **Held** rules keep the listing off the market until an admin approves it
 *   (review state `pending_review`).
 * - **After** rules (and a 10% random sample) let it go live at once; it waits in the queue and
 *   rejecting it takes it off the market.
 *
 * The listing's own review state: `clear` (public, as every listing before #21), `pending_review`
 * or `rejected` (both visible only to their seller and the admins).
 */
export const LISTING_REVIEW_STATES = ['clear', 'pending_review', 'rejected'] as const;
export const listingReviewStateSchema = z.enum(LISTING_REVIEW_STATES);
export type ListingReviewState = z.infer<typeof listingReviewStateSchema>;

/** The risk rules; `tier` says whether a rule holds the listing or lets it go live. */
export const RISK_RULES = {
  imei_recently_sold: { tier: 'held', points: 60 },
  photo_matches_other_seller: { tier: 'held', points: 60 },
  price_far_below: { tier: 'held', points: 50 },
  seller_reports_upheld: { tier: 'held', points: 50 },
  new_seller: { tier: 'after', points: 20 },
  no_completed_sale: { tier: 'after', points: 10 },
  model_other: { tier: 'after', points: 15 },
  random_sample: { tier: 'after', points: 0 },
  /** Lowers the score: a self-test run on the phone within 30 days and a photo of its code. */
  self_test_fresh: { tier: 'after', points: -20 },
} as const satisfies Record<string, { tier: 'held' | 'after'; points: number }>;
export type RiskRuleCode = keyof typeof RISK_RULES;
export const RISK_RULE_CODES = Object.keys(RISK_RULES) as [RiskRuleCode, ...RiskRuleCode[]];

export const riskReasonSchema = z.object({
  code: z.enum(RISK_RULE_CODES),
  points: z.number().int(),
  /** Plain words for the admin, e.g. "Sold here 12 days ago by another seller". */
  detail: z.string(),
});
export type RiskReason = z.infer<typeof riskReasonSchema>;

export const REVIEW_TIERS = ['held', 'after'] as const;
export type ReviewTier = (typeof REVIEW_TIERS)[number];

/** Why an admin rejected a listing; `note` says more in their words. */
export const REJECT_REASONS = [
  'stolen',
  'counterfeit',
  'misleading_photos',
  'wrong_price',
  'prohibited',
  'duplicate',
  'other',
] as const;
export const rejectReasonSchema = z.enum(REJECT_REASONS);
export type RejectReason = z.infer<typeof rejectReasonSchema>;

export const rejectListingBodySchema = z
  .object({
    reason: rejectReasonSchema,
    note: z.string().trim().max(500, 'Note must be at most 500 characters').default(''),
  })
  .strict();
export type RejectListingBody = z.input<typeof rejectListingBodySchema>;

/** Bulk approve (additive): POST /api/admin/review-queue/approve. */
export const bulkApproveBodySchema = z
  .object({ ids: z.array(z.string().uuid()).min(1).max(50) })
  .strict();
export type BulkApproveBody = z.input<typeof bulkApproveBodySchema>;

/** A photo of another seller's listing that looks the same (perceptual hash). */
export const photoMatchSchema = z.object({
  photo: z.string(),
  matchedPhoto: z.string(),
  matchedListingId: z.string(),
  matchedProductName: z.string(),
  matchedSellerName: z.string(),
  /** Bits that differ between the two 64-bit hashes (0 = same picture). */
  distance: z.number().int(),
});
export type PhotoMatch = z.infer<typeof photoMatchSchema>;

/** One row of GET /api/admin/review-queue: oldest first. */
export const reviewQueueItemSchema = z.object({
  listingId: z.string(),
  productName: z.string(),
  sellingPrice: z.number(),
  sellerId: z.string(),
  sellerName: z.string(),
  photos: z.array(z.string()),
  tier: z.enum(REVIEW_TIERS),
  state: listingReviewStateSchema,
  score: z.number().int(),
  reasons: z.array(riskReasonSchema),
  matches: z.array(photoMatchSchema),
  /** When it entered the queue (ISO); the page shows the waiting time from it. */
  queuedAt: z.string(),
  /** Times it was resubmitted after a rejection. */
  resubmissions: z.number().int(),
  /** The listing's code, which the verification photo should show. */
  listingCode: z.string().optional(),
  /** The seller's photo of the phone showing its code (absolute URL), when added. */
  verificationPhoto: z.string().optional(),
});
export type ReviewQueueItem = z.infer<typeof reviewQueueItemSchema>;

export const reviewQueuePageSchema = z.object({
  items: z.array(reviewQueueItemSchema),
  nextCursor: z.string().optional(),
  /** Listings waiting in all (capped at 1000 for the badge). */
  waiting: z.number().int(),
});
export type ReviewQueuePage = z.infer<typeof reviewQueuePageSchema>;

export const reviewDecisionResultSchema = z.object({
  acknowledged: z.literal(true),
  modifiedCount: z.number().int(),
});

/**
 * What the seller (My Products, the listing page) and the admins see of a listing's review:
 * absent for a clear listing that is not in the queue.
 */
export const listingReviewSchema = z.object({
  state: listingReviewStateSchema,
  /** Waiting in the queue (held or live-checked-after). */
  queued: z.boolean(),
  rejectReason: rejectReasonSchema.optional(),
  rejectNote: z.string().optional(),
});
export type ListingReview = z.infer<typeof listingReviewSchema>;

/** Report categories (issue #21) instead of free text only; the spec's body stays valid. */
export const REPORT_CATEGORIES = [
  'stolen',
  'fake',
  'wrong_price',
  'scam_message',
  'duplicate',
  'other',
] as const;
export const reportCategorySchema = z.enum(REPORT_CATEGORIES);
export type ReportCategory = z.infer<typeof reportCategorySchema>;
