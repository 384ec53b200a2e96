import { z } from 'zod';
import { profileNameSchema } from './identity.ts';

export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 5000;

/**
 * What the home page's Contact Us form sends (issue #23 item 3). The name follows the profile
 * name rule (no control characters), so what admins read is what was typed.
 */
export const contactMessageBodySchema = z
  .object({
    fullName: profileNameSchema,
    email: z.email('Enter a valid email address').max(254, 'Email is too long'),
    message: z
      .string({ error: 'Message is required' })
      .trim()
      .min(CONTACT_MESSAGE_MIN, `Message must be at least ${CONTACT_MESSAGE_MIN} characters`)
      .max(CONTACT_MESSAGE_MAX, `Message must be at most ${CONTACT_MESSAGE_MAX} characters`),
  })
  .strict()
  // Shown in the API reference (issue #40).
  .meta({
    examples: [
      {
        fullName: 'Rina Akter',
        email: 'rina@example.com',
        message: 'Do you check the battery health of listed phones?',
      },
    ],
  });
export type ContactMessageBody = z.infer<typeof contactMessageBodySchema>;

export const contactMessageSentSchema = z.object({ acknowledged: z.literal(true) });

/** One message as the admin's Messages page shows it. */
export const contactMessageSchema = z.object({
  _id: z.string(),
  fullName: z.string(),
  email: z.string(),
  message: z.string(),
  createdAt: z.string(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const contactMessageListSchema = z.array(contactMessageSchema);
