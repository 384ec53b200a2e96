import { z } from 'zod';
import { ROLES } from '../constants.ts';
import { reportCategorySchema } from './listing-review.ts';
import { fullImeiSchema, productSchema } from './product.ts';
import { armsLengthVerdictSchema } from './trust.ts';

/**
 * Admin contracts (spec §2 Tables, §4 admin dialogs, §7 admin calls; product-decisions §3).
 * Every admin call needs a bearer token of an admin: 401 without a valid token, 403
 * (`ROLE_REQUIRED`) for any other role. Lists are arrays that page with `limit` and
 * `cursor`; the next cursor comes in the `x-next-cursor` header. Changes answer
 * `{ acknowledged, modifiedCount }` or `{ acknowledged, deletedCount }` (the spec's shapes,
 * reused from identity.ts and selling.ts).
 */

/** Stable codes of the admin refusals, for messages the web app wants to special-case. */
export const ADMIN_ERROR_CODES = {
  /** 404: unknown, malformed or already deleted account id. */
  userNotFound: 'USER_NOT_FOUND',
  /** 404: unknown, malformed or deleted listing id (reported items). */
  productNotFound: 'PRODUCT_NOT_FOUND',
  /** 403: an admin tried to delete their own account. */
  selfDelete: 'SELF_DELETE',
  /** 409: verify or delete-as-seller on an account that is not a seller. */
  notASeller: 'NOT_A_SELLER',
  /** 409: delete-as-buyer on an account that is not a buyer. */
  notABuyer: 'NOT_A_BUYER',
  /** 409: deleting the only live admin (issue #14 finding 11). */
  lastAdmin: 'LAST_ADMIN',
} as const;

/** GET /api/users: one live account (All User). `role` '' means buyer. */
export const adminUserSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  photoURL: z.string(),
  role: z.enum(ROLES),
  verified: z.boolean(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUserListSchema = z.array(adminUserSchema);

/** GET /api/sellers: one live seller (All Seller). */
export const adminSellerSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  photoURL: z.string(),
  verified: z.boolean(),
});
export type AdminSeller = z.infer<typeof adminSellerSchema>;
export const adminSellerListSchema = z.array(adminSellerSchema);

/** GET /api/buyers: one live buyer (All Buyers). */
export const adminBuyerSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  photoURL: z.string(),
});
export type AdminBuyer = z.infer<typeof adminBuyerSchema>;
export const adminBuyerListSchema = z.array(adminBuyerSchema);

/**
 * A booking's state as the admin sees it: active (unpaid, within its hold), paid, or lapsed
 * (unpaid past its hold, or released because its buyer's account was deleted). The same
 * three states as a buyer's booking.
 */
export const SALE_STATUSES = ['active', 'paid', 'lapsed'] as const;
export const saleStatusSchema = z.enum(SALE_STATUSES);
export type SaleStatus = z.infer<typeof saleStatusSchema>;

/**
 * GET /api/allselling: every booking, newest first (All Sell). The table's Payment Status
 * shows 'paid' when `paid`, else 'Booked'; `status` says whether an unpaid one still holds
 * the phone.
 */
export const adminSaleSchema = z.object({
  _id: z.string(),
  productId: z.string(),
  productName: z.string(),
  productImg: z.string(),
  sellerEmail: z.string(),
  buyerEmail: z.string(),
  buyerName: z.string(),
  /** Dollars. */
  price: z.number(),
  paid: z.boolean(),
  /** The payment's transaction id once paid; null before. */
  transactionId: z.string().nullable(),
  status: saleStatusSchema,
  /** ISO instant the booking was made. */
  createdAt: z.string(),
  /**
   * Issue #36: whether the released deal counts toward the price guide and ratings, and why
   * not; null before release or for a deal released before the rule (decision 055).
   */
  armsLength: armsLengthVerdictSchema.nullable().optional(),
});
export type AdminSale = z.infer<typeof adminSaleSchema>;
export const adminSaleListSchema = z.array(adminSaleSchema);

/**
 * GET /api/report: a listing that is not deleted and has reports, most recently reported
 * first (Reported Items). The public product fields plus the seller's phone (an admin may
 * need to reach them), how many users reported it, their non-empty reasons (newest first)
 * and when it was last reported (ISO).
 */
export const reportedProductSchema = productSchema.extend({
  sellerPhone: z.string(),
  ...fullImeiSchema.shape,
  /** Taken off the market by an IMEI block (issue #16): shown, with nothing left to delete. */
  takenDown: z.boolean(),
  reportCount: z.number().int(),
  reasons: z.array(z.string()),
  /** Issue #21 (additive): the distinct categories its reports gave, when the server sends them. */
  categories: z.array(reportCategorySchema).optional(),
  lastReportedAt: z.string(),
});
export type ReportedProduct = z.infer<typeof reportedProductSchema>;
export const reportedProductListSchema = z.array(reportedProductSchema);
