import { randomUUID } from 'node:crypto';
import {
  listingCodeSchema,
  SELF_TEST_STALE_DAYS,
  type SelfTestCheck,
  type SelfTestReport,
  type SelfTestReportBody,
  selfTestReportBodySchema,
} from '@phonebazaar/shared';
import type { SelfTestRow } from '../../db/schema-self-test.ts';
import { NotFoundError, TooManyRequestsError } from '../../lib/errors.ts';
import type { SelfTestRepository } from './self-test-repository.ts';
import type { SelfTestSigner } from './self-test-signature.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** Who calls: the bearer caller when there is one (the buyer comparing at the meetup). */
export type CallerOf = () => Promise<{ id: string } | null>;

/**
 * The on-phone self-test (decision 042). Anyone holding a listing's code may open its page and
 * send a report: the code is the proof of possession, not an account (the phone being sold is
 * rarely signed in). A report is 'buyer' only when the caller paid for a booking of it.
 */
export function createSelfTestService(deps: {
  repository: SelfTestRepository;
  signer: SelfTestSigner;
  now?: () => Date;
}) {
  const { repository, signer } = deps;
  const now = deps.now ?? (() => new Date());

  const toReport = (row: SelfTestRow): SelfTestReport => ({
    id: row.id,
    listingId: row.listingId,
    createdAt: row.createdAt.toISOString(),
    results: row.results,
    browser: row.browser,
    ...(row.modelHint ? { modelHint: row.modelHint } : {}),
    runBy: row.runBy,
    stale: now().getTime() - row.createdAt.getTime() > SELF_TEST_STALE_DAYS * DAY_MS,
    signature: row.signature,
  });

  /** The newest seller report whose signature holds: an edited row is never shown. */
  async function latestForListing(listingId: string): Promise<SelfTestReport | undefined> {
    const rows = await repository.newestSellerReports(listingId);
    const valid = rows.find((row) => signer.verify(row, row.signature));
    return valid ? toReport(valid) : undefined;
  }

  /**
   * The listing a code names, if the caller may test it: unknown, deleted and sold listings
   * are 404, except a sold one for its paying buyer (the meetup). Held listings are allowed: a
   * seller may run the test while waiting for review.
   */
  async function open(rawCode: string, callerOf: CallerOf) {
    const code = listingCodeSchema.safeParse(rawCode);
    const listing = code.success ? await repository.listingByCode(code.data) : undefined;
    if (!listing || listing.deletedAt) throw new NotFoundError('Listing');
    // Paying marks a listing sold, so only a sold one can have a paying buyer: the caller is
    // read for those alone (a public call with a bad token is refused, as everywhere).
    const caller = listing.sold ? await callerOf() : null;
    const buyer = caller ? await repository.isPaidBuyer(listing.id, caller.id) : false;
    if (listing.sold && !buyer) throw new NotFoundError('Listing');
    return { code: code.data as string, listing, buyer };
  }

  return {
    latestForListing,

    async check(rawCode: string, callerOf: CallerOf): Promise<SelfTestCheck> {
      const { code, listing } = await open(rawCode, callerOf);
      const lastReport = await latestForListing(listing.id);
      return {
        code,
        listingId: listing.id,
        productName: listing.productName,
        photo: listing.productImg,
        ...(listing.modelName ? { modelName: listing.modelName } : {}),
        ...(lastReport ? { lastReport } : {}),
      };
    },

    async report(
      rawCode: string,
      input: SelfTestReportBody,
      callerOf: CallerOf,
    ): Promise<SelfTestReport> {
      const { listing, buyer } = await open(rawCode, callerOf);
      const body = selfTestReportBodySchema.parse(input);
      const row: SelfTestRow = {
        id: randomUUID(),
        listingId: listing.id,
        results: body.results,
        browser: body.browser,
        modelHint: body.modelHint || null,
        runBy: buyer ? 'buyer' : 'seller',
        createdAt: now(),
        signature: '',
      };
      row.signature = signer.sign(row);
      const saved = await repository.insertWithinLimit(row, HOUR_MS);
      if (!saved.inserted) {
        const seconds = Math.max(1, Math.ceil((saved.nextAt.getTime() - now().getTime()) / 1000));
        throw new TooManyRequestsError(
          `This phone's self-test was sent less than an hour ago. You can send a new one in ${Math.ceil(seconds / 60)} minutes.`,
          seconds,
        );
      }
      return toReport(row);
    },
  };
}

export type SelfTestService = ReturnType<typeof createSelfTestService>;
