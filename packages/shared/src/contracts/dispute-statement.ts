import { z } from 'zod';

/**
 * A party's side of a dispute (issue #46 item 1, decision 059): what they say happened at the
 * meetup, and up to three photos from the existing upload flow. The seller may send it with
 * the contest itself; either party may send it later, once, before their deadline.
 */
export const DISPUTE_STATEMENT_MAX = 2000;
export const DISPUTE_PHOTOS_MAX = 3;

export const disputeStatementBodySchema = z
  .object({
    text: z
      .string()
      .trim()
      .min(1, 'Say what happened at the meetup')
      .max(DISPUTE_STATEMENT_MAX, `At most ${DISPUTE_STATEMENT_MAX} characters`),
    /** Image URLs from the existing upload flow. */
    photos: z.array(z.string().url().max(2048)).max(DISPUTE_PHOTOS_MAX).optional(),
  })
  .strict();
export type DisputeStatementBody = z.input<typeof disputeStatementBodySchema>;
