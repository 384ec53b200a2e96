import { z } from 'zod';
import { disputeStatementBodySchema } from './dispute-statement.ts';

/**
 * Settlement contracts (issue #18): what happens to a paid booking's money after the card is
 * authorised. The money is held (authorised, not captured) until the buyer, having checked
 * the phone, gives the seller the handoff code at the meetup.
 *
 * none: unpaid booking (and any unpaid state). held: authorised, money not captured.
 * released: captured for the seller. declined: the buyer declined at the meetup, waiting for
 * the seller's answer (48 h). disputed: the seller contested or did not answer; an admin
 * decides. refunded: authorisation cancelled (full refund): the seller accepted the decline,
 * the window expired, or an admin decided refund. Bookings paid before this change are
 * 'released' (migration 0018 sets that).
 */
export const SETTLEMENTS = [
  'none',
  'held',
  'released',
  'declined',
  'disputed',
  'refunded',
] as const;
export const settlementSchema = z.enum(SETTLEMENTS);
export type Settlement = z.infer<typeof settlementSchema>;

export const HANDOFF_CODE_LENGTH = 6;

/** GET /api/booking/:id/handoff-code: the code the buyer gives the seller, and until when. */
export const handoffCodeReplySchema = z.object({
  code: z.string().regex(/^\d{6}$/),
  /** ISO instant the window ends; past it the money goes back to the buyer. */
  expiresAt: z.string(),
});
export type HandoffCodeReply = z.infer<typeof handoffCodeReplySchema>;

/** POST /api/booking/:id/handoff: the code the seller was given. */
export const handoffBodySchema = z
  .object({
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, 'Enter the 6-digit code'),
  })
  .strict();
export type HandoffBody = z.input<typeof handoffBodySchema>;

export const settlementReplySchema = z.object({ settlement: settlementSchema });
export type SettlementReply = z.infer<typeof settlementReplySchema>;

export const DECLINE_REASONS = [
  'imei_mismatch',
  'undisclosed_defect',
  'account_locked',
  'other',
] as const;
export const declineReasonSchema = z.enum(DECLINE_REASONS);
export type DeclineReason = z.infer<typeof declineReasonSchema>;

/** POST /api/booking/:id/decline: why the buyer declines at the meetup. */
export const declineBodySchema = z
  .object({
    reason: declineReasonSchema,
    /** Required (at least one character) when the reason is 'other'. */
    note: z.string().trim().max(1000).optional(),
    /** Image URLs from the existing upload flow. */
    photos: z.array(z.string().url().max(2048)).max(3).optional(),
  })
  .strict()
  .refine((b) => b.reason !== 'other' || (b.note ?? '').length > 0, {
    message: 'Say what is wrong with the phone',
    path: ['note'],
  });
export type DeclineBody = z.input<typeof declineBodySchema>;

/**
 * POST /api/booking/:id/decline/answer: the seller accepts the decline (refund) or contests it.
 * Issue #46: a contest may carry the seller's statement (a bare contest still works).
 */
export const declineAnswerBodySchema = z
  .object({ accept: z.boolean(), statement: disputeStatementBodySchema.optional() })
  .strict()
  .refine((b) => !(b.accept && b.statement), {
    message: 'A statement goes with a contest, not an accepted decline',
    path: ['statement'],
  });
export type DeclineAnswerBody = z.input<typeof declineAnswerBodySchema>;

export const declineInfoSchema = z.object({
  reason: declineReasonSchema,
  note: z.string().nullable(),
  photos: z.array(z.string()),
  /** ISO instants. */
  declinedAt: z.string(),
  answerDueAt: z.string(),
});
export type DeclineInfo = z.infer<typeof declineInfoSchema>;

export const DISPUTE_OUTCOMES = ['refund', 'release'] as const;
export const disputeOutcomeSchema = z.enum(DISPUTE_OUTCOMES);
export type DisputeOutcome = z.infer<typeof disputeOutcomeSchema>;

const party = z.object({ name: z.string(), email: z.string() });

export const disputeSchema = z.object({
  /** The booking id. */
  id: z.string(),
  status: z.enum(['open', 'resolved']),
  product: z.object({ id: z.string(), name: z.string(), image: z.string() }),
  buyer: party,
  seller: party,
  /** Dollars. */
  price: z.number(),
  decline: declineInfoSchema,
  openedAt: z.string(),
  outcome: disputeOutcomeSchema.nullable(),
  resolutionNote: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  /**
   * In the admins' list only: an open dispute whose sides still have time to give their
   * statements (decision 059), so Resolve would be refused with 409 DISPUTE_NOT_READY.
   */
  waitingForStatements: z.boolean().optional(),
});
export type Dispute = z.infer<typeof disputeSchema>;

/**
 * A deal flagged because ten wrong handoff codes were entered (issue #36 N7): someone may be
 * guessing the buyer's code. The deal goes on as usual; admins see it beside the disputes.
 */
export const flaggedDealSchema = z.object({
  /** The booking id. */
  id: z.string(),
  product: z.object({ id: z.string(), name: z.string(), image: z.string() }),
  buyer: party,
  seller: party,
  /** Dollars. */
  price: z.number(),
  settlement: z.string(),
  wrongCodes: z.number().int().nonnegative(),
  /** ISO instants: when it was flagged, and until when code entry is locked (null: not now). */
  flaggedAt: z.string(),
  lockedUntil: z.string().nullable(),
});
export type FlaggedDeal = z.infer<typeof flaggedDealSchema>;

/** GET /api/admin/disputes: open first, oldest first; and the flagged deals, newest first. */
export const disputesReplySchema = z.object({
  items: z.array(disputeSchema),
  flagged: z.array(flaggedDealSchema),
});
export type DisputesReply = z.infer<typeof disputesReplySchema>;

/** POST /api/admin/disputes/:id/resolve. */
export const resolveDisputeBodySchema = z
  .object({ outcome: disputeOutcomeSchema, note: z.string().trim().min(1).max(1000) })
  .strict();
export type ResolveDisputeBody = z.input<typeof resolveDisputeBodySchema>;
