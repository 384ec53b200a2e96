import { z } from 'zod';
import { listingReviewSchema } from './listing-review.ts';
import { productSchema } from './product.ts';
import { selfTestReportSchema } from './self-test.ts';

/**
 * The page of one listing (issue #16): GET /api/listings/:id. The listing as a card shows it
 * (productSchema, with whatever fields it gains), its page's address on PUBLIC_URL (canonical
 * and Open Graph URL: the web app does not know the public origin when it prerenders), and
 * the facts of the seller's card.
 */
export const listingSellerSchema = z.object({
  name: z.string(),
  img: z.string(),
  verified: z.boolean(),
  /** When the seller's account was made (ISO). */
  memberSince: z.string(),
  /** Paid bookings of the seller's listings. */
  completedSales: z.number().int(),
});
export type ListingSeller = z.infer<typeof listingSellerSchema>;

export const publicListingSchema = productSchema.extend({
  url: z.string(),
  seller: listingSellerSchema,
  /** Issue #21: the newest seller self-test (stale after 30 days), when one was run. */
  selfTest: selfTestReportSchema.optional(),
  /** Issue #21: only for its seller or an admin, whose page shows a held or rejected one. */
  review: listingReviewSchema.optional(),
});
export type PublicListing = z.infer<typeof publicListingSchema>;

/** A sold or deleted listing's answer (410): its page says which, and links to its brand. */
export const listingGoneSchema = z.object({
  message: z.string(),
  code: z.literal('LISTING_GONE'),
  sold: z.boolean(),
  categoriesId: z.string(),
});
export type ListingGone = z.infer<typeof listingGoneSchema>;

export { listingPath } from './listing-path.ts';
