import { z } from 'zod';

/**
 * Kinds whose text is a key to an account (a verification or reset link, a phone code): the
 * admin's views show that one was sent, never the key (issue #36 N5).
 */
export const SECURITY_MESSAGE_KINDS = ['verify-email', 'reset-password', 'phone-code'] as const;

/**
 * One message of the outbox as the admin's Outbox page shows it (issue #14, decision 021):
 * a mail, or an SMS (issue #36, `to` is then the E.164 number).
 */
export const outboxMailSchema = z.object({
  _id: z.string(),
  channel: z.enum(['mail', 'sms']),
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
