import { z } from 'zod';
import { SELF_TEST_IDS, SELF_TEST_OUTCOMES } from './self-test-values.ts';

export { SELF_TEST_IDS, SELF_TEST_OUTCOMES } from './self-test-values.ts';

/**
 * The on-phone self-test (issue #21, decision 042): /check/:code opened on the phone being
 * sold runs guided tests in its browser and sends the results, which the server signs.
 */
export const selfTestIdSchema = z.enum(SELF_TEST_IDS);
export type SelfTestId = z.infer<typeof selfTestIdSchema>;

export const selfTestOutcomeSchema = z.enum(SELF_TEST_OUTCOMES);
export type SelfTestOutcome = z.infer<typeof selfTestOutcomeSchema>;

export const selfTestResultSchema = z.object({
  outcome: selfTestOutcomeSchema,
  /** A short fact, e.g. "Battery 82%, charging" or "No camera API"; at most 120 characters. */
  detail: z.string().trim().max(120).optional(),
});
export type SelfTestResult = z.infer<typeof selfTestResultSchema>;

/** The listing code: 6 characters, no 0/O/1/I/L to misread on a photo. */
export const LISTING_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const listingCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[2-9A-HJKMNP-Z]{6}$/, 'A listing code is 6 letters and digits');

export const selfTestReportBodySchema = z
  .object({
    results: z.record(selfTestIdSchema, selfTestResultSchema),
    /** Browser family from the user agent, e.g. "Chrome 131 on Android". */
    browser: z.string().trim().max(80),
    /** navigator.userAgentData model or the user agent's, when the browser gives one. */
    modelHint: z.string().trim().max(80).optional(),
  })
  .strict();
export type SelfTestReportBody = z.input<typeof selfTestReportBodySchema>;

export const selfTestReportSchema = z.object({
  id: z.string(),
  listingId: z.string(),
  /** ISO */
  createdAt: z.string(),
  results: z.record(selfTestIdSchema, selfTestResultSchema),
  browser: z.string(),
  modelHint: z.string().optional(),
  /** Who ran it: the seller (signed in or not), or the paying buyer comparing at the meetup. */
  runBy: z.enum(['seller', 'buyer']),
  /** Older than 30 days. */
  stale: z.boolean(),
  /** The server's signature over the report; a row that fails it is never shown. */
  signature: z.string(),
});
export type SelfTestReport = z.infer<typeof selfTestReportSchema>;

/** GET /api/check/:code: what the page needs. */
export const selfTestCheckSchema = z.object({
  code: z.string(),
  listingId: z.string(),
  productName: z.string(),
  photo: z.string(),
  /** The catalogue model's name, to compare with the browser's hint. */
  modelName: z.string().optional(),
  /** The newest seller report, to compare with at the meetup. */
  lastReport: selfTestReportSchema.optional(),
  /**
   * Who a report sent now would be stored as (decision 056): the seller with a live test link,
   * the signed-in buyer of a paid, unreleased booking. Absent: this caller cannot send one.
   */
  runAs: z.enum(['seller', 'buyer']).optional(),
  /** Why the test link this page was opened with cannot be used (it can still be looked at). */
  linkProblem: z.enum(['expired', 'used', 'unknown']).optional(),
});
export type SelfTestCheck = z.infer<typeof selfTestCheckSchema>;

export const SELF_TEST_STALE_DAYS = 30;

/**
 * Issue #36 item 3 (decision 056): a report needs the seller's single-use test link (sent in
 * this header; the page reads it from the link's #t= fragment, which never reaches a server
 * log) or a paying buyer's sign-in. A link lives this long.
 */
export const SELF_TEST_LINK_HEADER = 'x-self-test-token';
export const SELF_TEST_LINK_MINUTES = 60;

/** POST /api/product/:id/self-test-link: the link to open (or scan) on the phone being sold. */
export const selfTestLinkSchema = z.object({
  /** Absolute, with the token in its fragment: what the QR code holds. */
  url: z.string(),
  /** ISO */
  expiresAt: z.string(),
});
export type SelfTestLink = z.infer<typeof selfTestLinkSchema>;

/** POST /api/product/:id/listing-code: the listing's new code (the old one opens nothing). */
export const listingCodeReplySchema = z.object({ listingCode: z.string() });
export type ListingCodeReply = z.infer<typeof listingCodeReplySchema>;
