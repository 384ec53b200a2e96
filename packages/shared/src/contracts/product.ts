import { z } from 'zod';
import { AREAS, CONDITIONS } from '../constants.ts';
import { listingDetailsAnswerSchema } from './phone.ts';

/**
 * A listing as the public lists return it (spec §3). Prices are dollars here; the
 * server keeps cents. `sellerVerified` saves every card a round trip for the badge. Issue #16
 * adds what exactly the phone is (null or empty when the listing does not say); of its IMEI
 * only whether one is on file and the last 4 digits.
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
  sellerEmail: z.string(),
  sellerImg: z.string(),
  sellerVerified: z.boolean(),
  postTime: z.string(),
  productStatus: z.string(),
  advertisement: z.boolean(),
  sold: z.boolean(),
  booking: z.boolean(),
  ...listingDetailsAnswerSchema.shape,
});
export type Product = z.infer<typeof productSchema>;
export const productListSchema = z.array(productSchema);

/**
 * The full IMEI, for the few who may read it (issue #16): the listing's seller (My Products),
 * admins, and the buyer of a paid booking (My Orders). Null when the listing has none.
 */
export const fullImeiSchema = z.object({ imei: z.string().nullable().optional() });
