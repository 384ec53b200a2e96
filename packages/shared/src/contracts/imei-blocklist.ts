import { z } from 'zod';

export const IMEI_NOTE_MAX = 500;

/**
 * The admin's IMEI blocklist (issue #16, dashboard page Blocked IMEIs). The IMEI is checked
 * with checkImei (the server answers IMEI_LENGTH / IMEI_CHECK_DIGIT); only its last 4 digits
 * are ever shown again.
 */
export const imeiBlockBodySchema = z
  .object({
    imei: z.string({ error: 'IMEI is required' }).min(1, 'IMEI is required').max(40),
    note: z
      .string()
      .trim()
      .max(IMEI_NOTE_MAX, `Note must be at most ${IMEI_NOTE_MAX} characters`)
      .default(''),
  })
  .strict();
export type ImeiBlockBody = z.input<typeof imeiBlockBodySchema>;

export const blockedImeiSchema = z.object({
  _id: z.string(),
  imeiLast4: z.string(),
  note: z.string(),
  createdAt: z.string(),
});
export type BlockedImei = z.infer<typeof blockedImeiSchema>;
export const blockedImeiListSchema = z.array(blockedImeiSchema);

/** Blocking takes the IMEI's live listings off the market: how many it took. */
export const imeiBlockedReplySchema = z.object({
  acknowledged: z.literal(true),
  insertedId: z.string(),
  withdrawnCount: z.number().int(),
});

export const IMEI_BLOCKLIST_TEXTS = {
  title: 'Blocked IMEIs',
  intro:
    'Phones reported stolen or otherwise not to be sold. A blocked IMEI cannot be listed, and its live listings are taken off the market.',
  imeiLabel: 'IMEI',
  noteLabel: 'Note',
  notePlaceholder: 'Why it is blocked (only admins see this)',
  add: 'Block IMEI',
  adding: 'Blocking...',
  remove: 'Remove',
  confirmRemove: (last4: string) =>
    `Remove the block on the IMEI ending ${last4}? It can be listed again.`,
  empty: 'No IMEI is blocked.',
  blocked: (withdrawn: number) =>
    withdrawn === 0
      ? 'IMEI blocked.'
      : `IMEI blocked; ${withdrawn} live listing${withdrawn === 1 ? '' : 's'} taken off the market.`,
  removed: 'Block removed.',
  columns: { imei: 'IMEI', note: 'Note', date: 'Blocked on', actions: 'Actions' },
  endingIn: (last4: string) => `•••• ${last4}`,
  alreadyBlocked: 'This IMEI is already blocked',
} as const;
