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
import {
  ForbiddenError,
  NotFoundError,
  TooManyRequestsError,
  UnauthorizedError,
} from '../../lib/errors.ts';
import { createSelfTestLinks, hashLinkToken, type LinkState } from './self-test-links.ts';
import type { SelfTestRepository } from './self-test-repository.ts';
import type { SelfTestSigner } from './self-test-signature.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
/** Reports per listing, runner and hour: a retry after a botched run, not a flood. */
const REPORTS_PER_HOUR = 3;

/** Who calls: the bearer caller when there is one (the buyer comparing at the meetup). */
export type CallerOf = () => Promise<{ id: string } | null>;

/** What a caller presents: the seller's test link's token (a header) and their sign-in. */
export interface Credentials {
  link?: string | undefined;
  callerOf: CallerOf;
}

const LINK_REFUSALS: Record<Exclude<LinkState, 'valid'>, [string, string]> = {
  expired: [
    'This test link has expired (links last an hour). Make a new one in My Products.',
    'SELF_TEST_LINK_EXPIRED',
  ],
  used: ['This test link was already used. Make a new one in My Products.', 'SELF_TEST_LINK_USED'],
  unknown: ['This test link is not valid for this phone.', 'SELF_TEST_LINK_INVALID'],
};
const linkRefused = (state: Exclude<LinkState, 'valid'>) =>
  new ForbiddenError(...LINK_REFUSALS[state]);

/**
 * The on-phone self-test (decisions 042 and 056). Anyone holding a listing's code may open its
 * page; a report is stored only with the seller's single-use test link (the phone being sold is
 * rarely signed in) or from the signed-in buyer of a paid, unreleased booking, and who ran it
 * comes from which of the two it was.
 */
export function createSelfTestService(deps: {
  repository: SelfTestRepository;
  signer: SelfTestSigner;
  publicUrl?: string;
  now?: () => Date;
}) {
  const { repository, signer } = deps;
  const now = deps.now ?? (() => new Date());
  const links = createSelfTestLinks({ repository, publicUrl: deps.publicUrl ?? '', now });

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
   * Issue #46: a listing's reports, seller's and buyer's, oldest first, for the admin deciding
   * a dispute; as everywhere, a row whose signature fails is left out.
   */
  async function reportsForListing(listingId: string): Promise<SelfTestReport[]> {
    const rows = await repository.reportsOf(listingId);
    return rows.filter((row) => signer.verify(row, row.signature)).map(toReport);
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

  /**
   * Who a report sent now would be stored as, or why a presented link cannot be used. A sold
   * listing opens only for its paying buyer (`open`), whose run it then is.
   */
  async function runner(
    listingId: string,
    buyer: boolean,
    link: string | undefined,
  ): Promise<{ runAs?: 'seller' | 'buyer'; linkProblem?: Exclude<LinkState, 'valid'> }> {
    if (buyer) return { runAs: 'buyer' };
    if (!link) return {};
    const state = await links.state(link, listingId);
    return state === 'valid' ? { runAs: 'seller' } : { linkProblem: state };
  }

  return {
    latestForListing,
    reportsForListing,
    issueLink: links.issue,

    async check(rawCode: string, credentials: Credentials): Promise<SelfTestCheck> {
      const { code, listing, buyer } = await open(rawCode, credentials.callerOf);
      const lastReport = await latestForListing(listing.id);
      return {
        code,
        listingId: listing.id,
        productName: listing.productName,
        photo: listing.productImg,
        ...(listing.modelName ? { modelName: listing.modelName } : {}),
        ...(lastReport ? { lastReport } : {}),
        ...(await runner(listing.id, buyer, credentials.link)),
      };
    },

    async report(
      rawCode: string,
      input: SelfTestReportBody,
      credentials: Credentials,
    ): Promise<SelfTestReport> {
      const { listing, buyer } = await open(rawCode, credentials.callerOf);
      const { runAs, linkProblem } = await runner(listing.id, buyer, credentials.link);
      if (!runAs) {
        if (linkProblem) throw linkRefused(linkProblem);
        // No link: only a paying buyer's sign-in could stand in for one.
        if (!(await credentials.callerOf())) {
          throw new UnauthorizedError(
            'Open the self-test link from My Products on this phone, or sign in as its buyer.',
            'SELF_TEST_LINK_REQUIRED',
          );
        }
        throw new ForbiddenError(
          'Only the seller (with the test link from My Products) or the paying buyer can send this phone’s self-test.',
          'SELF_TEST_NOT_ALLOWED',
        );
      }
      const body = selfTestReportBodySchema.parse(input);
      const row: SelfTestRow = {
        id: randomUUID(),
        listingId: listing.id,
        results: body.results,
        browser: body.browser,
        modelHint: body.modelHint || null,
        runBy: runAs,
        createdAt: now(),
        signature: '',
      };
      row.signature = signer.sign(row);
      const saved = await repository.insertWithinLimit(row, {
        windowMs: HOUR_MS,
        max: REPORTS_PER_HOUR,
        linkHash:
          runAs === 'seller' && credentials.link ? hashLinkToken(credentials.link) : undefined,
      });
      // Used or expired between the look and the write (two reports sent at once).
      if ('linkUsed' in saved) throw linkRefused('used');
      if (!saved.inserted) {
        const seconds = Math.max(1, Math.ceil((saved.nextAt.getTime() - now().getTime()) / 1000));
        throw new TooManyRequestsError(
          `This phone's self-test was sent ${REPORTS_PER_HOUR} times in the last hour. You can send a new one in ${Math.ceil(seconds / 60)} minutes.`,
          seconds,
        );
      }
      return toReport(row);
    },
  };
}

export type SelfTestService = ReturnType<typeof createSelfTestService>;
