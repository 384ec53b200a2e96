import { z } from 'zod';
import { AREAS, CONDITIONS } from '../constants.ts';

/**
 * A listing as the public lists return it (spec §3). Prices are dollars here; the
 * server keeps cents. `sellerVerified` saves every card a round trip for the badge.
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
});
export type Product = z.infer<typeof productSchema>;
export const productListSchema = z.array(productSchema);
