import { z } from 'zod';

/**
 * The audit log (issue #18): money and moderation actions, append-only. Admins read it newest
 * first on the dashboard's Audit Log page.
 */
export const auditEntrySchema = z.object({
  id: z.string(),
  /** Who acted; null for the system (a job, the reconciler). */
  actor: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  /** What was done, e.g. `seller.verify`, `user.delete`, `payment.capture`. */
  action: z.string(),
  /** The kind of record acted on (`user`, `listing`, `booking`, ...) and its id. */
  entity: z.string(),
  entityId: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  /**
   * Issue #45 item 6: the money the action moved, in dollars (a payment's, a payout's, or the
   * deal's price for a deal's step); null when it moved none.
   */
  amount: z.number().nullable().optional(),
  /** The record's readable name and the page that shows it. */
  record: z.object({ name: z.string(), href: z.string() }).nullable().optional(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditLogReplySchema = z.object({
  items: z.array(auditEntrySchema),
  nextCursor: z.string().nullable(),
});
export type AuditLogReply = z.infer<typeof auditLogReplySchema>;
