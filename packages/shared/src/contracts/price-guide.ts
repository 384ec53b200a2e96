import { z } from 'zod';
import { CONDITIONS } from '../constants.ts';
import { VARIANTS } from './phone.ts';

/**
 * The price guide (issue #20): what phones like this one sold for here, over completed sales
 * of the last 90 days (refunded and disputed deals never count; the top and bottom 5% trimmed).
 * GET /api/price-guide?model&storage&variant&condition is public and cached. `model` is the
 * catalogue model's id (listings' `modelId`).
 */
export const PRICE_GUIDE_MIN_SALES = 5;
/**
 * Issue #36 (decision 055): a band is shown, and holds a listing as "far below typical", only
 * with sales from this many distinct sellers and distinct buyers, and counts at most
 * PRICE_GUIDE_MAX_SALES_PER_SELLER sales of any one seller (the newest).
 */
export const PRICE_GUIDE_MIN_SELLERS = 3;
export const PRICE_GUIDE_MIN_BUYERS = 3;
export const PRICE_GUIDE_MAX_SALES_PER_SELLER = 2;

export const priceGuideQuerySchema = z.object({
  model: z.string().uuid(),
  storage: z.coerce.number().int().positive().max(100_000).optional(),
  variant: z.enum(VARIANTS).optional(),
  condition: z.enum(CONDITIONS).optional(),
});
export type PriceGuideQuery = z.infer<typeof priceGuideQuerySchema>;

/** One band: dollars, like every price in the API. */
export const priceBandSchema = z.object({
  median: z.number(),
  p25: z.number(),
  p75: z.number(),
  count: z.number().int().nonnegative(),
  /** The newest counted sale (ISO). */
  lastSaleAt: z.string(),
});
export type PriceBand = z.infer<typeof priceBandSchema>;

export const priceGuideSchema = z.object({
  /**
   * 'exact': the (model, storage, variant, condition) asked for has at least
   * PRICE_GUIDE_MIN_SALES sales; 'model-storage': it has not, and this is (model, storage)
   * across grades and variants, labelled so; 'none': "Not enough sales yet".
   */
  basis: z.enum(['exact', 'model-storage', 'none']),
  band: priceBandSchema.nullable(),
  /** Sales of the exact key (fewer than the minimum when basis is not 'exact'). */
  exactCount: z.number().int().nonnegative(),
});
export type PriceGuide = z.infer<typeof priceGuideSchema>;

/**
 * A card's "12% below typical" (issue #20): the typical price of listings like this one (the
 * exact key's median, or the (model, storage) median when the key has too few sales), in
 * dollars, and how far below it the listing is asked (whole percent; 0 or less: not below).
 * Null without PRICE_GUIDE_MIN_SALES sales of either.
 */
export const typicalPriceSchema = z.object({
  median: z.number(),
  percentBelow: z.number().int(),
  basis: z.enum(['exact', 'model-storage']),
});
export type TypicalPrice = z.infer<typeof typicalPriceSchema>;

/** A listing far below typical (under half the median) needs the seller's confirmation. */
export const PRICE_CONFIRMATION_REQUIRED = 'PRICE_CONFIRMATION_REQUIRED';
/** The reason such a listing shows with in the admins' Reported Items. */
export const PRICE_FAR_BELOW_REASON = 'Price far below typical';
