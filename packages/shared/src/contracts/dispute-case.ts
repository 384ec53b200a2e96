import { z } from 'zod';
import { selfTestIdSchema, selfTestResultSchema } from './self-test.ts';
import { disputeOutcomeSchema, disputeSchema } from './settlement.ts';

export {
  DISPUTE_PHOTOS_MAX,
  DISPUTE_STATEMENT_MAX,
  type DisputeStatementBody,
  disputeStatementBodySchema,
} from './dispute-statement.ts';

export const DISPUTE_PARTIES = ['buyer', 'seller'] as const;
export const disputePartySchema = z.enum(DISPUTE_PARTIES);
export type DisputeParty = z.infer<typeof disputePartySchema>;

/** One side's statement: empty (text null) until they state it. ISO instants. */
export const disputeStatementSchema = z.object({
  party: disputePartySchema,
  text: z.string().nullable(),
  photos: z.array(z.string()),
  dueAt: z.string(),
  statedAt: z.string().nullable(),
  /** Past the deadline without a statement. */
  late: z.boolean(),
});
export type DisputeStatement = z.infer<typeof disputeStatementSchema>;

/**
 * GET /api/booking/:id/dispute (its buyer or seller): their own side and deadline, whether the
 * other side has stated (not what they said), and the decision with its reason once made.
 */
export const myDisputeSchema = z.object({
  bookingId: z.string(),
  role: disputePartySchema,
  status: z.enum(['open', 'resolved']),
  openedAt: z.string(),
  /** Null for a dispute opened before statements existed (decision 059). */
  mine: disputeStatementSchema.nullable(),
  otherStated: z.boolean(),
  /** Whether this party may still write their statement. */
  canState: z.boolean(),
  outcome: disputeOutcomeSchema.nullable(),
  reason: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type MyDispute = z.infer<typeof myDisputeSchema>;

/** The listing as it was when the deal was paid for (decision 059), or as it is now. */
export const bookedListingSchema = z.object({
  title: z.string(),
  /** Dollars: the booked price. */
  price: z.number(),
  photos: z.array(z.string()),
  description: z.string(),
  condition: z.string(),
  area: z.string(),
  storageGb: z.number().nullable(),
  ramGb: z.number().nullable(),
  colour: z.string().nullable(),
  batteryHealth: z.number().nullable(),
  defects: z.array(z.string()),
  accessories: z.array(z.string()),
  /** ISO instant the copy was taken; null: no copy (an older deal), this is the listing now. */
  takenAt: z.string().nullable(),
});
export type BookedListing = z.infer<typeof bookedListingSchema>;

export const disputeSelfTestSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  runBy: z.enum(['seller', 'buyer']),
  /** Run after the deal was booked: at the meetup. */
  atMeetup: z.boolean(),
  /** The tests the run covered (a report need not hold every test). */
  results: z.partialRecord(selfTestIdSchema, selfTestResultSchema),
  browser: z.string(),
});
export type DisputeSelfTest = z.infer<typeof disputeSelfTestSchema>;

export const disputeMessageSchema = z.object({
  from: disputePartySchema,
  text: z.string(),
  photos: z.array(z.string()),
  createdAt: z.string(),
});
export type DisputeMessage = z.infer<typeof disputeMessageSchema>;

export const DISPUTE_TIMELINE_EVENTS = [
  'booked',
  'paid',
  'declined',
  'opened',
  'buyer_stated',
  'seller_stated',
  'decided',
] as const;
export const disputeTimelineEntrySchema = z.object({
  event: z.enum(DISPUTE_TIMELINE_EVENTS),
  at: z.string(),
});
export type DisputeTimelineEntry = z.infer<typeof disputeTimelineEntrySchema>;

/** GET /api/admin/disputes/:id: everything an admin reads before deciding. */
export const disputeCaseSchema = z.object({
  dispute: disputeSchema,
  /** Both sides; null for a dispute opened before statements existed. */
  statements: z
    .object({ buyer: disputeStatementSchema, seller: disputeStatementSchema })
    .nullable(),
  /** Both stated, a deadline passed, or an older dispute: the admin may decide. */
  canDecide: z.boolean(),
  booked: bookedListingSchema,
  selfTests: z.array(disputeSelfTestSchema),
  /** The pair's conversation on the listing (the newest 200 messages), or null if none. */
  conversation: z.array(disputeMessageSchema).nullable(),
  timeline: z.array(disputeTimelineEntrySchema),
});
export type DisputeCase = z.infer<typeof disputeCaseSchema>;
