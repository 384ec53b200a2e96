import { z } from 'zod';

/** One mail of the outbox as the admin's Outbox page shows it (issue #14, decision 021). */
export const outboxMailSchema = z.object({
  _id: z.string(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  status: z.enum(['pending', 'sent', 'failed', 'kept']),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;

export const outboxListSchema = z.array(outboxMailSchema);
