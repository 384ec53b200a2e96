import {
  type BookedListing,
  centsToDollars,
  type Dispute,
  type DisputeCase,
  type DisputeMessage,
  type DisputeSelfTest,
  type DisputeTimelineEntry,
  type SelfTestReport,
} from '@phonebazaar/shared';
import type { Db, Tx } from '../../db/client.ts';
import { absoluteImageUrl } from '../../lib/absolute-image-url.ts';
import { isUuid } from '../../lib/ids.ts';
import { disputeNotFound, toStatement } from './dispute-statements.ts';
import { disputesRepository as repo } from './disputes-repository.ts';

export interface CaseDeps {
  db: Db;
  publicUrl: string;
  /** Settlement's door: the dispute as the Disputes list shows it (parties, decline, decision). */
  disputeOf(bookingId: string): Promise<Dispute | undefined>;
  /** Self-test's door: the listing's signed reports, oldest first. */
  selfTestsOf(listingId: string): Promise<SelfTestReport[]>;
  /** Messaging's door: the pair's conversation on the listing, or null. */
  conversationOf(listingId: string, buyerId: string): Promise<DisputeMessage[] | null>;
}

const CANNOT_DECIDE_YET =
  'Both sides have until their deadline to give their side; decide once both have or a deadline has passed.';

/**
 * Whether an admin may decide the dispute now (decision 059): both sides stated, or a
 * deadline passed; a dispute opened before statements existed may always be decided.
 */
export async function decisionRefusal(ex: Db | Tx, bookingId: string): Promise<string | undefined> {
  const rows = await repo.statements(ex, bookingId);
  if (rows.length === 0) return undefined;
  const waiting = rows.some((r) => !r.row.statedAt && !r.late);
  return waiting && !rows.some((r) => r.late) ? CANNOT_DECIDE_YET : undefined;
}

const iso = (d: Date | null | undefined) => d?.toISOString();

/** The admins' case page (issue #46): everything read before deciding, in one answer. */
export function createDisputeCases(deps: CaseDeps) {
  const { db, publicUrl } = deps;
  const image = (path: string) => absoluteImageUrl(publicUrl, path);

  async function booked(bookingId: string): Promise<BookedListing | undefined> {
    const copy = await repo.readSnapshot(db, bookingId);
    if (copy) {
      return {
        title: copy.title,
        price: centsToDollars(copy.priceCents),
        photos: copy.photos.map(image),
        ...copy.details,
        takenAt: copy.takenAt.toISOString(),
      };
    }
    const now = await repo.readListingNow(db, bookingId);
    if (!now) return undefined;
    const { priceCents, productImg, photos, title, ...details } = now;
    return {
      title,
      price: centsToDollars(priceCents),
      photos: (photos.length ? photos : [productImg]).map(image),
      ...details,
      takenAt: null,
    };
  }

  return {
    /** GET /api/admin/disputes/:id */
    async caseOf(bookingId: string): Promise<DisputeCase> {
      if (!isUuid(bookingId)) throw disputeNotFound();
      const [dispute, deal] = await Promise.all([
        deps.disputeOf(bookingId),
        repo.readDeal(db, bookingId),
      ]);
      if (!dispute || !deal) throw disputeNotFound();
      const [rows, listing, reports, conversation, refusal] = await Promise.all([
        repo.statements(db, bookingId),
        booked(bookingId),
        deps.selfTestsOf(deal.productId),
        deps.conversationOf(deal.productId, deal.buyerId),
        decisionRefusal(db, bookingId),
      ]);
      if (!listing) throw disputeNotFound();
      const side = (party: 'buyer' | 'seller') => rows.find((r) => r.row.party === party);
      const buyer = side('buyer');
      const seller = side('seller');
      const until = deal.declinedAt ?? new Date();
      const selfTests: DisputeSelfTest[] = reports
        .filter((r) => new Date(r.createdAt) <= until)
        .map((r) => ({
          id: r.id,
          createdAt: r.createdAt,
          runBy: r.runBy,
          atMeetup: new Date(r.createdAt) >= deal.createdAt,
          results: r.results,
          browser: r.browser,
        }));
      const timeline: DisputeTimelineEntry[] = (
        [
          ['booked', iso(deal.createdAt)],
          ['paid', iso(deal.paidAt)],
          ['declined', iso(deal.declinedAt)],
          ['opened', iso(deal.disputeOpenedAt)],
          ['buyer_stated', iso(buyer?.row.statedAt)],
          ['seller_stated', iso(seller?.row.statedAt)],
          ['decided', iso(deal.disputeResolvedAt)],
        ] as const
      )
        .filter((e): e is readonly [DisputeTimelineEntry['event'], string] => Boolean(e[1]))
        .map(([event, at]) => ({ event, at }))
        .sort((a, b) => a.at.localeCompare(b.at));
      return {
        dispute,
        statements:
          buyer && seller
            ? {
                buyer: toStatement(buyer.row, buyer.late, publicUrl),
                seller: toStatement(seller.row, seller.late, publicUrl),
              }
            : null,
        canDecide: dispute.status === 'open' && !refusal,
        booked: listing,
        selfTests,
        conversation,
        timeline,
      };
    },
  };
}

export type DisputeCases = ReturnType<typeof createDisputeCases>;
