import { z } from 'zod';

/**
 * What the platform owes sellers (issue #18): releases credit a seller, payouts recorded by an
 * admin debit them. Dollars at the API; the server keeps whole cents.
 */

export const PAYOUT_REFERENCE_MAX = 200;
/** One payout at most; a bigger balance is paid out in several. */
export const PAYOUT_MAX_DOLLARS = 1_000_000;
export const PAYOUT_FIELD_LABELS = { amount: 'Amount', reference: 'Reference' } as const;

/** Checked on the number's own text, as prices are (contracts/selling.ts priceSchema). */
const WHOLE_CENTS = /^\d{1,7}(\.\d{1,2})?$/;

export const payoutAmountSchema = z
  .number({ error: `${PAYOUT_FIELD_LABELS.amount} is required` })
  .refine((v) => WHOLE_CENTS.test(String(v)), {
    message: `${PAYOUT_FIELD_LABELS.amount} must be in whole cents (at most 2 decimals)`,
    abort: true,
  })
  .min(0.01, `${PAYOUT_FIELD_LABELS.amount} must be at least $0.01`)
  .max(PAYOUT_MAX_DOLLARS, `${PAYOUT_FIELD_LABELS.amount} must be at most $1,000,000`);

export const payoutReferenceSchema = z
  .string({ error: `${PAYOUT_FIELD_LABELS.reference} is required` })
  .trim()
  .min(1, `${PAYOUT_FIELD_LABELS.reference} is required`)
  .max(
    PAYOUT_REFERENCE_MAX,
    `${PAYOUT_FIELD_LABELS.reference} must be at most ${PAYOUT_REFERENCE_MAX} characters`,
  );

/** A release: the buyer gave the code (or an admin decided so), the seller is owed the price. */
export const ledgerReleaseSchema = z.object({
  bookingId: z.string(),
  productId: z.string(),
  productName: z.string(),
  amount: z.number(),
  releasedAt: z.string(),
});
export type LedgerRelease = z.infer<typeof ledgerReleaseSchema>;

/** Paid but not yet the seller's: held until the handoff, or declined / disputed. */
export const PENDING_SETTLEMENTS = ['held', 'declined', 'disputed'] as const;
export const pendingHoldSchema = z.object({
  bookingId: z.string(),
  productId: z.string(),
  productName: z.string(),
  amount: z.number(),
  settlement: z.enum(PENDING_SETTLEMENTS),
  paidAt: z.string().nullable(),
});
export type PendingHold = z.infer<typeof pendingHoldSchema>;

export const payoutSchema = z.object({
  id: z.string(),
  amount: z.number(),
  reference: z.string(),
  paidAt: z.string(),
});
export type Payout = z.infer<typeof payoutSchema>;

/** GET /api/earnings (the calling seller's, or admin's, own): the newest 100 of each list, and the balance owed now. */
export const earningsReplySchema = z.object({
  balance: z.number(),
  released: z.array(ledgerReleaseSchema),
  pendingHolds: z.array(pendingHoldSchema),
  payouts: z.array(payoutSchema),
});
export type EarningsReply = z.infer<typeof earningsReplySchema>;

const personSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });

export const sellerBalanceSchema = personSchema.extend({ balance: z.number() });
export type SellerBalance = z.infer<typeof sellerBalanceSchema>;

export const adminPayoutSchema = payoutSchema.extend({
  seller: personSchema,
  recordedBy: personSchema,
});
export type AdminPayout = z.infer<typeof adminPayoutSchema>;

/** GET /api/admin/payouts: sellers owed money (most owed first) and the newest 100 payouts. */
export const adminPayoutsReplySchema = z.object({
  sellers: z.array(sellerBalanceSchema),
  payouts: z.array(adminPayoutSchema),
});
export type AdminPayoutsReply = z.infer<typeof adminPayoutsReplySchema>;

/** POST /api/admin/payouts. */
export const recordPayoutBodySchema = z
  .object({
    sellerId: z.string({ error: 'Seller is required' }).min(1, 'Seller is required').max(64),
    amount: payoutAmountSchema,
    reference: payoutReferenceSchema,
  })
  .strict();
export type RecordPayoutBody = z.input<typeof recordPayoutBodySchema>;

export const recordPayoutReplySchema = z.object({
  payout: adminPayoutSchema,
  /** The seller's balance after this payout. */
  balance: z.number(),
});
export type RecordPayoutReply = z.infer<typeof recordPayoutReplySchema>;
