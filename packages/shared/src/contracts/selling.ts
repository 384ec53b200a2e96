import { z } from 'zod';
import { AREAS, CONDITIONS } from '../constants.ts';
import { pageQuerySchema } from './common.ts';
import { listingReviewSchema, reportCategorySchema } from './listing-review.ts';
import { listingDetailsSchema } from './phone.ts';
import { fullImeiSchema, productSchema } from './product.ts';

/**
 * Selling contracts (spec §2 Add Product, §5, §7; product-decisions §3-4). The web form and
 * the server validate with the same schemas, so a message shown under a field is the one
 * the server would answer with.
 */

/** Field labels for the '{Field} is required' messages of spec §5. */
export const PRODUCT_FIELD_LABELS = {
  productName: 'Product name',
  marketPrice: 'Market price',
  sellingPrice: 'Selling price',
  purchaseYear: 'Purchase year',
  area: 'Area',
  productCondition: 'Condition',
  categoriesId: 'Category',
  productImg: 'Product image',
  description: 'Description',
  sellerPhone: 'Phone',
} as const;
type Field = keyof typeof PRODUCT_FIELD_LABELS;

export const MAX_PRICE_DOLLARS = 100_000;
export const MIN_PURCHASE_DATE = '2000-01-01';
export const PRODUCT_NAME_MAX = 120;
export const DESCRIPTION_MAX = 2000;
export const REPORT_REASON_MAX = 500;

const required = (field: Field) => `${PRODUCT_FIELD_LABELS[field]} is required`;
/** A missing value says '{Field} is required'; anything else keeps zod's precise message. */
const requiredError = (field: Field) => (issue: { input: unknown }) =>
  issue.input === undefined || issue.input === null ? required(field) : undefined;

const text = (field: Field, max: number) =>
  z
    .string({ error: requiredError(field) })
    .trim()
    .min(1, required(field))
    .max(max, `${PRODUCT_FIELD_LABELS[field]} must be at most ${max} characters`);

/**
 * Whole cents from $1.00 to $100,000 (issue #14 finding 9). The decimals are checked on the
 * number's own shortest text (what JSON or the form carried), not by multiplying by 100: that
 * trick rounded 1e-9 to 0 cents and let a $0 sale through. `String(19.99)` is '19.99';
 * `String(1e-9)` is '1e-9' and fails, as does any exponent, NaN or Infinity.
 */
export const MIN_PRICE_DOLLARS = 1;
const TWO_DECIMALS = /^\d{1,6}(\.\d{1,2})?$/;
export function priceSchema(label: string) {
  const missing = (issue: { input: unknown }) =>
    issue.input === undefined || issue.input === null
      ? `${label} is required`
      : `${label} must be a number`;
  return z
    .number({ error: missing })
    .refine((v) => TWO_DECIMALS.test(String(v)), {
      message: `${label} must be in whole cents (at most 2 decimals)`,
      abort: true,
    })
    .min(MIN_PRICE_DOLLARS, `${label} must be at least $1.00`)
    .max(MAX_PRICE_DOLLARS, `${label} must be at most $100,000`);
}

const price = (field: Field) => priceSchema(PRODUCT_FIELD_LABELS[field]);

/**
 * Today's date where the calendar is furthest ahead (UTC+14), so a seller whose local date
 * is already tomorrow compared with UTC can still enter "today".
 */
export function latestPurchaseDate(now: Date = new Date()): string {
  return new Date(now.getTime() + 14 * 3600_000).toISOString().slice(0, 10);
}

const purchaseDate = z
  .string({ error: requiredError('purchaseYear') })
  .min(1, required('purchaseYear'))
  .pipe(z.iso.date('Purchase year must be a date (YYYY-MM-DD)'))
  .refine((d) => d >= MIN_PURCHASE_DATE, { message: 'Purchase year cannot be before 2000' })
  .refine((d) => d <= latestPurchaseDate(), { message: 'Purchase year cannot be in the future' });

/**
 * Digits with an optional leading +, 7 to 15 digits (E.164 length); spaces, dashes, dots
 * and parentheses are allowed while typing and removed, so one number is stored one way.
 */
export const phoneSchema = z
  .string({ error: requiredError('sellerPhone') })
  .trim()
  .min(1, required('sellerPhone'))
  .max(30, 'Phone must be a phone number')
  .refine((v) => /^\+?[\d\s().-]+$/.test(v) && /^\d{7,15}$/.test(v.replace(/\D/g, '')), {
    message: 'Phone must have 7 to 15 digits, with an optional leading +',
  })
  .transform((v) => (v.startsWith('+') ? '+' : '') + v.replace(/\D/g, ''));

export const addProductBodySchema = z
  .object({
    productName: text('productName', PRODUCT_NAME_MAX),
    marketPrice: price('marketPrice'),
    sellingPrice: price('sellingPrice'),
    purchaseYear: purchaseDate,
    area: z.enum(AREAS, {
      error: (i) => requiredError('area')(i) ?? `Area must be one of ${AREAS.join(', ')}`,
    }),
    productCondition: z.enum(CONDITIONS, {
      error: (i) =>
        requiredError('productCondition')(i) ?? `Condition must be one of ${CONDITIONS.join(', ')}`,
    }),
    // Existence is checked by the server against the categories table.
    categoriesId: z
      .string({ error: requiredError('categoriesId') })
      .min(1, required('categoriesId'))
      .max(64),
    // Must be an image this product serves; the server checks its storage.
    productImg: z
      .string({ error: requiredError('productImg') })
      .min(1, required('productImg'))
      .max(2048),
    description: text('description', DESCRIPTION_MAX),
    sellerPhone: phoneSchema,
    /**
     * The spec's client also sends these three. The stored seller always comes from the
     * account: sellerEmail, if sent, must be the caller's own; sellerName and sellerImg
     * are ignored (decision record 006).
     */
    sellerEmail: z.string().max(254).optional(),
    sellerName: z.string().max(200).optional(),
    sellerImg: z.string().max(2048).optional(),
    // Issue #16: what exactly the phone is; optional, so a spec-shaped body works as before.
    ...listingDetailsSchema.shape,
    /** Issue #20: the seller confirmed a price far below typical (409 PRICE_CONFIRMATION_REQUIRED without it). */
    confirmLowPrice: z.boolean().optional(),
  })
  .strict()
  // Shown in the API reference (issue #40).
  .meta({
    examples: [
      {
        productName: 'iPhone 13 128GB Midnight',
        marketPrice: 699,
        sellingPrice: 430,
        purchaseYear: '2022-03-15',
        area: 'Dhaka',
        productCondition: 'Excellent',
        categoriesId: '3c9d1c7e-1f2a-4b5c-8d6e-7f8091a2b3c4',
        productImg: 'https://phonebazaar.example/images/3f1e2d.webp',
        description: 'Battery health 91%, no scratches, box and cable included.',
        sellerPhone: '+8801812345678',
      },
    ],
  });
export type AddProductBody = z.input<typeof addProductBodySchema>;

export const editProductBodySchema = z
  .object({
    sellingPrice: price('sellingPrice').optional(),
    description: text('description', DESCRIPTION_MAX).optional(),
    ...listingDetailsSchema.shape,
    confirmLowPrice: z.boolean().optional(),
  })
  .strict()
  .refine((b) => Object.values(b).some((v) => v !== undefined), {
    message: 'Send sellingPrice, description or a listing detail to change',
  });
export type EditProductBody = z.input<typeof editProductBodySchema>;

/** The spec's client sends no body (null on the server); a reason is optional. */
export const reportBodySchema = z
  .object({
    reason: z
      .string()
      .trim()
      .max(REPORT_REASON_MAX, `Reason must be at most ${REPORT_REASON_MAX} characters`)
      .optional(),
    /** Issue #21: what kind of problem; absent (the spec's client) is 'other'. */
    category: reportCategorySchema.optional(),
  })
  .strict()
  .nullish();
export type ReportBody = z.input<typeof reportBodySchema>;

/**
 * The seller's own listing (My Products): also the phone, which public lists leave out, and
 * the full IMEI (issue #16).
 */
export const ownProductSchema = productSchema.extend({
  sellerPhone: z.string(),
  ...fullImeiSchema.shape,
  /** Issue #21: the review state, absent for a clear listing not in the queue. */
  review: listingReviewSchema.optional(),
  /** Issue #21: the code the self-test page (/check/:code) and the verification photo show. */
  listingCode: z.string().optional(),
  /** Issue #21: the seller's photo of the phone showing that code (absolute URL), once added. */
  verificationPhoto: z.string().optional(),
});
export type OwnProduct = z.infer<typeof ownProductSchema>;
export const ownProductListSchema = z.array(ownProductSchema);

/**
 * Issue #21: PUT /api/product/:id/verification-photo. The photo of the phone showing the listing
 * code (the self-test's last screen), taken with another camera; one of our uploads.
 */
export const verificationPhotoBodySchema = z
  .object({
    photo: z
      .string({ error: 'Photo is required' })
      .trim()
      .min(1, 'Photo is required')
      .max(2048, 'Photo must be at most 2048 characters'),
  })
  .strict();
export type VerificationPhotoBody = z.input<typeof verificationPhotoBodySchema>;

export const sellerProductsQuerySchema = z
  .object({ email: z.string().min(1).max(254), ...pageQuerySchema.shape })
  .strict();

export const insertedReplySchema = z.object({
  acknowledged: z.literal(true),
  insertedId: z.string(),
});
export const deletedReplySchema = z.object({
  acknowledged: z.literal(true),
  deletedCount: z.number().int(),
});
/** modifiedCount 0 with a message when this user had already reported the listing. */
export const reportReplySchema = z.object({
  acknowledged: z.literal(true),
  modifiedCount: z.number().int(),
  message: z.string().optional(),
});
