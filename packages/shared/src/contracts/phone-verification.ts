import { z } from 'zod';

/**
 * Verifying a person's phone number by an SMS code (issue #36 item 1). The number is sent as
 * typed; the server reads it with `normalisePhone` (`@phonebazaar/shared/phone-number`) and
 * answers 400 naming `phone` when it is not one.
 */
export const PHONE_CODE_LENGTH = 6;
/** How long a code works, and how many wrong tries it takes before the person waits. */
export const PHONE_CODE_TTL_MINUTES = 10;
export const PHONE_CODE_MAX_TRIES = 5;

const phoneInput = z.string().trim().min(1).max(40);

export const phoneStartBodySchema = z.object({ phone: phoneInput }).strict();
export type PhoneStartBody = z.infer<typeof phoneStartBodySchema>;

export const phoneStartReplySchema = z.object({
  /** The number the code went to, in E.164. */
  phone: z.string(),
  /** When the code stops working (ISO). */
  expiresAt: z.string(),
});
export type PhoneStartReply = z.infer<typeof phoneStartReplySchema>;

export const phoneConfirmBodySchema = z
  .object({
    phone: phoneInput,
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, 'Enter the 6-digit code from the SMS.'),
  })
  .strict();
export type PhoneConfirmBody = z.infer<typeof phoneConfirmBodySchema>;

export const phoneConfirmReplySchema = z.object({
  phoneVerified: z.literal(true),
  phone: z.string(),
});
export type PhoneConfirmReply = z.infer<typeof phoneConfirmReplySchema>;

/** GET /api/phone: the caller's verified number, if any. */
export const phoneStatusReplySchema = z.object({
  phone: z.string().nullable(),
  phoneVerified: z.boolean(),
});
export type PhoneStatusReply = z.infer<typeof phoneStatusReplySchema>;
