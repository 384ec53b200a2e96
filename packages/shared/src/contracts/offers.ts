import { z } from 'zod';
import { buyerNumberSchema, meetingLocationSchema } from './booking.ts';
import { priceSchema } from './selling.ts';

/**
 * Offers (issue #20, decision 039). Amounts are dollars at the API, whole cents on the server,
 * which checks every amount against the listing it reads itself (the client's range is a hint).
 */
export { OFFER_RULES, offerRange, offerRangeCents } from './offer-rules.ts';

export const makeOfferBodySchema = z
  .object({
    listingId: z.string().min(1, 'Listing is required').max(64),
    amount: priceSchema('Offer'),
    buyerNumber: buyerNumberSchema,
    meetingLocation: meetingLocationSchema,
  })
  .strict()
  // Shown in the API reference (issue #40).
  .meta({
    examples: [
      {
        listingId: '8f0c2a64-5a43-4f8e-9a0e-3c1b2d4e5f60',
        amount: 420,
        buyerNumber: '+8801712345678',
        meetingLocation: 'Jamuna Future Park, main entrance',
      },
    ],
  });
export type MakeOfferBody = z.input<typeof makeOfferBodySchema>;

export const counterOfferBodySchema = z.object({ amount: priceSchema('Counter offer') }).strict();
export type CounterOfferBody = z.input<typeof counterOfferBodySchema>;

/** PUT /api/offers/floor/:listingId: offers below `floor` are declined at once; null: none. */
export const offerFloorBodySchema = z
  .object({ floor: priceSchema('Automatic decline below').nullable() })
  .strict();
export type OfferFloorBody = z.input<typeof offerFloorBodySchema>;

export const offerFloorSchema = z.object({
  listingId: z.string(),
  productName: z.string(),
  price: z.number(),
  floor: z.number().nullable(),
});
export type OfferFloor = z.infer<typeof offerFloorSchema>;
export const offerFloorsReplySchema = z.array(offerFloorSchema);

export const OFFER_STATUSES = [
  'open',
  'countered',
  'accepted',
  'declined',
  'expired',
  'superseded',
] as const;
export const offerStatusSchema = z.enum(OFFER_STATUSES);
export type OfferStatus = z.infer<typeof offerStatusSchema>;

export const offerRoleSchema = z.enum(['buyer', 'seller']);
export type OfferRole = z.infer<typeof offerRoleSchema>;
export const offersQuerySchema = z.object({ role: offerRoleSchema });

export const offerSchema = z.object({
  id: z.string(),
  listingId: z.string(),
  productName: z.string(),
  productImg: z.string(),
  /** The listing's price now (dollars). */
  listingPrice: z.number(),
  /** The buyer's offer (dollars). */
  amount: z.number(),
  /** The seller's counter (dollars), once countered. */
  counter: z.number().nullable(),
  /** Past-due open and countered offers read as expired. */
  status: offerStatusSchema,
  /** Who closed it: the seller, the buyer, the automatic decline, or another accepted offer. */
  closedBy: z.enum(['seller', 'buyer', 'floor', 'other-accepted']).nullable(),
  /** The caller's side of this offer. */
  role: offerRoleSchema,
  /** The other side's display name. */
  otherName: z.string(),
  createdAt: z.string(),
  /** When an open offer or a counter stops waiting (ISO). */
  expiresAt: z.string(),
  /** The booking acceptance made, and whether it is paid. */
  bookingId: z.string().nullable(),
  paid: z.boolean(),
  /** Issue #45 item 7: an accepted offer's unpaid booking lapses at this instant (ISO). */
  payBy: z.string().nullable().optional(),
  /** How long accepting gives the buyer to pay, for the confirmation before it. */
  payWithinHours: z.number().positive().optional(),
  /** The buyer's offers left on this listing (of OFFER_RULES.maxPerListing). */
  offersLeft: z.number().int().nonnegative(),
});
export type Offer = z.infer<typeof offerSchema>;
export const offersReplySchema = z.array(offerSchema);

export const acceptOfferReplySchema = z.object({ offer: offerSchema, bookingId: z.string() });
export type AcceptOfferReply = z.infer<typeof acceptOfferReplySchema>;
