import { buyerNumberSchema, meetingLocationSchema } from '@phonebazaar/shared';
import { z } from 'zod';

/**
 * Spec §5: the phone number is required and numeric, the meeting location required text.
 * The server's own rules (shared schemas) give the messages; spaces, dashes and brackets
 * people type inside phone numbers are dropped first, so "+880 1712-345678" is accepted.
 */
export const bookingFormSchema = z.object({
  buyerNumber: z
    .string()
    .transform((value) => value.replace(/[\s().-]/g, ''))
    .pipe(buyerNumberSchema),
  meetingLocation: meetingLocationSchema,
});

export type BookingFormInput = z.input<typeof bookingFormSchema>;
export type BookingFormValues = z.output<typeof bookingFormSchema>;
