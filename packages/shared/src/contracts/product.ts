import { z } from 'zod';
import { AREAS, CONDITIONS } from '../constants.ts';
import { listingDetailsAnswerSchema } from './phone.ts';
import { typicalPriceSchema } from './price-guide.ts';

/**
 * The seller's rating as cards carry it (issue #19): the same shape as `sellerRatingSchema` in
 * reviews.ts, spelled out here because reviews.ts imports this file (its profile lists listings)
 * and an import back would be a cycle that leaves one of the two schemas undefined at load.
 */
const listingSellerRatingSchema = z.object({
  /** Average of published reviews about the seller, 1 decimal; null without any. */
  average: z.number().nullable(),
  count: z.number().int().nonnegative(),
});

/**
 * A listing as the public lists return it (spec §3). Prices are dollars here; the
 * server keeps cents. `sellerVerified` saves every card a round trip for the badge. Issue #16
 * adds what exactly the phone is (null or empty when the listing does not say); of its IMEI
 * only whether one is on file and the last 4 digits. Issue #19 adds the seller's id, rating and
 * trusted mark, and takes the seller's email out of public answers.
 */
export const productSchema = z.object({
  _id: z.string(),
  productName: z.string(),
  marketPrice: z.number(),
  sellingPrice: z.number(),
  area: z.enum(AREAS),
  description: z.string(),
  purchaseYear: z.string(),
  productCondition: z.enum(CONDITIONS),
  categoriesId: z.string(),
  productImg: z.string(),
  sellerName: z.string(),
  /**
   * The spec's field, kept so old clients still parse; '' in public answers (issue #19,
   * decision 036): only the listing's owner, admins and the sales lists carry the address.
   */
  sellerEmail: z.string(),
  sellerImg: z.string(),
  sellerVerified: z.boolean(),
  /**
   * Issue #36: the seller proved a phone number by SMS code. Only the flag: a number is never
   * on a public card. Absent where a list does not carry it yet (search).
   */
  sellerPhoneVerified: z.boolean().optional(),
  /** The seller's user id: what cards compare with the signed-in user, and the profile's link. */
  sellerId: z.string(),
  sellerRating: listingSellerRatingSchema,
  /** The computed "Trusted seller" mark (seller_reputation). */
  sellerTrusted: z.boolean(),
  postTime: z.string(),
  productStatus: z.string(),
  advertisement: z.boolean(),
  sold: z.boolean(),
  booking: z.boolean(),
  ...listingDetailsAnswerSchema.shape,
  /**
   * Issue #20: how the asking price compares with what phones like it sold for (public answers
   * only; null without enough sales). Optional, so answers without it still parse.
   */
  typicalPrice: typicalPriceSchema.nullable().optional(),
});
export type Product = z.infer<typeof productSchema>;
export const productListSchema = z.array(productSchema);

/**
 * The full IMEI, for the few who may read it (issue #16): the listing's seller (My Products),
 * admins, and the buyer of a paid booking (My Orders). Null when the listing has none.
 */
export const fullImeiSchema = z.object({ imei: z.string().nullable().optional() });
