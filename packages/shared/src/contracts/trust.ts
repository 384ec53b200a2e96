import { z } from 'zod';

/**
 * Issue #36 item 2 (decision 055): why a released deal does not count toward the price guide,
 * the seller's rating and "Trusted seller". Stable codes; admins see them, the public never.
 */
export const ARMS_LENGTH_REASONS = [
  'PHONE_NOT_VERIFIED',
  'SAME_PHONE',
  'SAME_DEVICE',
  'SAME_CARD',
  'SAME_NETWORK',
  'ACCOUNT_TOO_NEW',
] as const;
export const armsLengthReasonSchema = z.enum(ARMS_LENGTH_REASONS);
export type ArmsLengthReason = z.infer<typeof armsLengthReasonSchema>;

/** Neither account may be younger than this at the deal (its booking). */
export const ARMS_LENGTH_MIN_ACCOUNT_AGE_DAYS = 7;

/** A released deal's verdict; null on a deal not released, or released before the rule. */
export const armsLengthVerdictSchema = z.object({
  counted: z.boolean(),
  reasons: z.array(armsLengthReasonSchema),
});
export type ArmsLengthVerdict = z.infer<typeof armsLengthVerdictSchema>;

/** What the accounts of a cluster share. */
export const CLUSTER_KINDS = ['device', 'card', 'phone', 'network'] as const;
export const clusterKindSchema = z.enum(CLUSTER_KINDS);
export type ClusterKind = z.infer<typeof clusterKindSchema>;

export const clusterAccountSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  /** ISO instant the account was made. */
  createdAt: z.string(),
  phoneVerified: z.boolean(),
  deleted: z.boolean(),
});
export type ClusterAccount = z.infer<typeof clusterAccountSchema>;

/** A deal between two accounts of the cluster. */
export const clusterDealSchema = z.object({
  bookingId: z.string(),
  productName: z.string(),
  buyerId: z.string(),
  sellerId: z.string(),
  /** Dollars. */
  price: z.number(),
  settlement: z.string(),
  createdAt: z.string(),
  verdict: armsLengthVerdictSchema.nullable(),
});
export type ClusterDeal = z.infer<typeof clusterDealSchema>;

/**
 * GET /api/admin/clusters: accounts that share a device, card, phone or network. `value` is
 * what they share as admins may see it: the phone, the network prefix, or the first
 * characters of a device id or card fingerprint.
 */
export const clusterSchema = z.object({
  kind: clusterKindSchema,
  value: z.string(),
  accounts: z.array(clusterAccountSchema),
  deals: z.array(clusterDealSchema),
});
export type Cluster = z.infer<typeof clusterSchema>;
export const clustersReplySchema = z.object({ items: z.array(clusterSchema) });
export type ClustersReply = z.infer<typeof clustersReplySchema>;
