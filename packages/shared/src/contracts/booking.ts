import { z } from 'zod';
import { pageQuerySchema } from './common.ts';
import { declineInfoSchema, settlementSchema } from './settlement.ts';

/**
 * Buying contracts (spec §2 Booking modal, §3 Booking payload and Booking, §7;
 * product-decisions §3-4). Prices are dollars at the API; the server keeps cents.
 */

export const MEETING_LOCATION_MAX = 200;

/** A missing value says '{Field} is required'; anything else keeps the precise message. */
const requiredError = (label: string) => (issue: { input: unknown }) =>
  issue.input === undefined || issue.input === null ? `${label} is required` : undefined;

/** Digits with an optional leading +, 7 to 15 digits (E.164 length); spaces are trimmed. */
export const buyerNumberSchema = z
  .string({ error: requiredError('Phone number') })
  .trim()
  .min(1, 'Phone number is required')
  .regex(/^\+?\d{7,15}$/, 'Phone number must be 7 to 15 digits, with an optional leading +');

export const meetingLocationSchema = z
  .string({ error: requiredError('Meeting location') })
  .trim()
  .min(1, 'Meeting location is required')
  .max(MEETING_LOCATION_MAX, `Meeting location must be at most ${MEETING_LOCATION_MAX} characters`);

/**
 * POST /api/booking: the spec's payload. Only buyerNumber, meetingLocation and productId are
 * used. The buyer comes from the token (buyerEmail, if sent, must be the caller's own) and
 * the name, price, picture and seller come from the listing; the other fields are accepted
 * for the spec's client and ignored (docs/decisions/007-payments.md).
 */
export const bookingBodySchema = z
  .object({
    productId: z
      .string({ error: requiredError('Product') })
      .min(1, 'Product is required')
      .max(64),
    buyerNumber: buyerNumberSchema,
    meetingLocation: meetingLocationSchema,
    buyerEmail: z.string().max(254).optional(),
    buyerName: z.string().max(200).optional(),
    productName: z.string().max(200).optional(),
    price: z.number().optional(),
    productImg: z.string().max(2048).optional(),
    sellerEmail: z.string().max(254).optional(),
  })
  .strict()
  // Shown in the API reference (issue #40).
  .meta({
    examples: [
      {
        productId: '8f0c2a64-5a43-4f8e-9a0e-3c1b2d4e5f60',
        buyerNumber: '+8801712345678',
        meetingLocation: 'Bashundhara City, Panthapath gate',
      },
    ],
  });
export type BookingBody = z.input<typeof bookingBodySchema>;

export const bookingInsertedReplySchema = z.object({
  acknowledged: z.literal(true),
  insertedId: z.string(),
});

/**
 * active: unpaid and within its hold; paid; lapsed: unpaid past its hold (never payable);
 * cancelled: given back by its buyer before paying (never payable).
 */
export const BOOKING_STATUSES = ['active', 'paid', 'lapsed', 'cancelled'] as const;
export const bookingStatusSchema = z.enum(BOOKING_STATUSES);
export type BookingStatus = z.infer<typeof bookingStatusSchema>;

const bookingCore = {
  _id: z.string(),
  productId: z.string(),
  productName: z.string(),
  productImg: z.string(),
  price: z.number(),
  meetingLocation: z.string(),
  paid: z.boolean(),
  /** The payment intent id once paid; null before. */
  transactionId: z.string().nullable(),
  status: bookingStatusSchema,
  /** ISO instant the hold ends; an unpaid booking lapses then. */
  expiresAt: z.string(),
  createdAt: z.string(),
  /** Issue #18: where the paid money is ('none' before payment). */
  settlement: settlementSchema,
  /** ISO instant a held payment goes back to the buyer without the handoff; null unpaid. */
  handoffExpiresAt: z.string().nullable(),
  /** The buyer's decline at the meetup, once declined (kept after the dispute). */
  decline: declineInfoSchema.nullable(),
  /**
   * Issue #37: when the deal's steps happened (the deal card's timeline): paid, given back,
   * settled (released or refunded), put to an admin. Null until then.
   */
  paidAt: z.string().nullable().optional(),
  cancelledAt: z.string().nullable().optional(),
  settledAt: z.string().nullable().optional(),
  disputeOpenedAt: z.string().nullable().optional(),
};

/** GET /api/booking/myproduct: one of the buyer's orders (My Order). */
export const buyerBookingSchema = z.object({
  ...bookingCore,
  description: z.string(),
  /** The buyer's email (spec §3 names it `email`). */
  email: z.string(),
  buyerName: z.string(),
  buyerNumber: z.string(),
  sellerEmail: z.string(),
  /**
   * Who to meet (issue #23 item 2): the seller's name, and the phone the listing gives, while
   * the booking is live or paid; null once it lapsed or was cancelled.
   */
  sellerName: z.string(),
  sellerPhone: z.string().nullable(),
  /** Issue #16: the phone's full IMEI once the booking is paid; null before, or when none. */
  imei: z.string().nullable().optional(),
  /** Issue #21: the listing's self-test code, for a paid (not refunded) booking's buyer only. */
  listingCode: z.string().optional(),
});
export type BuyerBooking = z.infer<typeof buyerBookingSchema>;
export const buyerBookingListSchema = z.array(buyerBookingSchema);

/** GET /api/mysell: one booking of the seller's listings (My Sell). */
export const sellerBookingSchema = z.object({
  ...bookingCore,
  buyerEmail: z.string(),
  buyerName: z.string(),
  /** The seller needs it to arrange the meeting. */
  buyerNumber: z.string(),
  sellerEmail: z.string(),
});
export type SellerBooking = z.infer<typeof sellerBookingSchema>;
export const sellerBookingListSchema = z.array(sellerBookingSchema);

/** GET /api/makepayment/:id: what the payment page shows. */
export const paymentPageSchema = z.object({
  ...bookingCore,
  email: z.string(),
  buyerName: z.string(),
});
export type PaymentPage = z.infer<typeof paymentPageSchema>;

/** POST /api/booking/:id/cancel: the booking as it is now (cancelled). */
export const cancelBookingReplySchema = z.object({
  acknowledged: z.literal(true),
  modifiedCount: z.number().int(),
  status: bookingStatusSchema,
});
export type CancelBookingReply = z.infer<typeof cancelBookingReplySchema>;

export const bookingListQuerySchema = z
  .object({ email: z.string().min(1).max(254), ...pageQuerySchema.shape })
  .strict();
