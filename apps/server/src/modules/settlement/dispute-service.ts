import {
  centsToDollars,
  type Dispute,
  type DisputeOutcome,
  type DisputesReply,
  type FlaggedDeal,
} from '@phonebazaar/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { absoluteImageUrl } from '../../lib/absolute-image-url.ts';
import type { AuthUser } from '../../lib/access.ts';
import { AppError, ConflictError, NotFoundError } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { toDeclineInfo } from './decline-info.ts';
import {
  type DealRow,
  type DisputeRow,
  disputeRepository as disputes,
} from './dispute-repository.ts';

type FlaggedRow = Awaited<ReturnType<typeof disputes.listFlagged>>[number];

import type { Tx } from './settlement-repository.ts';
import type { SettlementMover } from './settlement-transition.ts';

export interface DisputeServiceDeps {
  db: Db;
  mover: SettlementMover;
  /** Base of the picture URLs in answers (decision 025). */
  publicUrl: string;
  /** How long a caller waits for another admin's claimed provider call before finishing it. */
  waitMs?: number;
  /**
   * Issue #46 (decision 059): why a decision must wait (the parties' time to state their
   * sides), read under the booking's lock; undefined when it may be made. Wired to the
   * disputes room in modules/index.ts.
   */
  decisionRefusal?: (tx: Tx, bookingId: string) => Promise<string | undefined>;
  /** The same gate for the whole list at once: the open disputes that must wait. */
  waitingForStatements?: (bookingIds: string[]) => Promise<Set<string>>;
}

/** Every open dispute is listed (the work queue); of the decided ones, the latest. */
const MAX_OPEN = 500;
const MAX_RESOLVED = 100;
/** The latest deals flagged for wrong handoff codes (issue #36 N7). */
const MAX_FLAGGED = 100;

const disputeNotFound = () => new NotFoundError('Dispute', 'DISPUTE_NOT_FOUND');
const decidedOtherwise = (outcome: DisputeOutcome) =>
  new ConflictError(
    outcome === 'refund'
      ? 'This dispute was already decided: the buyer was refunded.'
      : 'This dispute was already decided: the payment was released to the seller.',
    'DISPUTE_RESOLVED',
  );

/** The phone, both parties and the price, as both lists on the Disputes page show them. */
function dealParties(row: DealRow, publicUrl: string) {
  return {
    product: {
      id: row.productId,
      name: row.productName,
      image: absoluteImageUrl(publicUrl, row.productImg),
    },
    buyer: { name: row.buyerName, email: row.buyerEmail },
    seller: { name: row.sellerName, email: row.sellerEmail },
    price: centsToDollars(row.priceCents),
  };
}

function toDisputeDto(row: DisputeRow, publicUrl: string): Dispute {
  const decline = toDeclineInfo(row, publicUrl);
  // Only a declined deal can become a dispute (the state machine), so the decline is there.
  if (!decline || !row.disputeOpenedAt) throw new Error(`dispute ${row.id} without its decline`);
  return {
    id: row.id,
    status: row.disputeResolvedAt ? 'resolved' : 'open',
    ...dealParties(row, publicUrl),
    decline,
    openedAt: row.disputeOpenedAt.toISOString(),
    outcome: row.disputeOutcome,
    resolutionNote: row.disputeResolutionNote,
    resolvedAt: row.disputeResolvedAt?.toISOString() ?? null,
  };
}

function toFlaggedDto(row: FlaggedRow, publicUrl: string): FlaggedDeal {
  if (!row.flaggedAt) throw new Error(`flagged deal ${row.id} without its flag`);
  return {
    id: row.id,
    ...dealParties(row, publicUrl),
    settlement: row.settlement,
    wrongCodes: row.wrongCodes,
    flaggedAt: row.flaggedAt.toISOString(),
    lockedUntil: row.lockedUntil?.toISOString() ?? null,
  };
}

/** The admins' Disputes page (issue #18): the list, and deciding one (refund or release). */
export function createDisputeService({
  db,
  mover,
  publicUrl,
  waitMs = 15_000,
  decisionRefusal,
  waitingForStatements,
}: DisputeServiceDeps) {
  return {
    /** One dispute (a booking that was ever disputed) as the list shows it, or undefined. */
    async one(id: string): Promise<Dispute | undefined> {
      if (!isUuid(id)) return undefined;
      const row = await disputes.findOne(db, id);
      return row && toDisputeDto(row, publicUrl);
    },

    /** Open disputes first, oldest first; then decided ones, newest decision first. */
    async list(): Promise<DisputesReply> {
      const [open, resolved, flagged] = await Promise.all([
        disputes.listOpen(db, MAX_OPEN),
        disputes.listResolved(db, MAX_RESOLVED),
        disputes.listFlagged(db, MAX_FLAGGED),
      ]);
      const waiting = (await waitingForStatements?.(open.map((row) => row.id))) ?? new Set();
      return {
        items: [
          ...open.map((row) => ({
            ...toDisputeDto(row, publicUrl),
            waitingForStatements: waiting.has(row.id),
          })),
          ...resolved.map((row) => toDisputeDto(row, publicUrl)),
        ],
        flagged: flagged.map((row) => toFlaggedDto(row, publicUrl)),
      };
    },

    /**
     * POST /api/admin/disputes/:id/resolve. Refund cancels the authorisation (the phone goes
     * back on sale); release captures it for the seller. The decision is written with the
     * claim, once: the same decision again answers the dispute as it is, another is 409.
     */
    async resolve(
      admin: AuthUser,
      id: string,
      input: { outcome: DisputeOutcome; note: string },
    ): Promise<Dispute> {
      if (!isUuid(id)) throw disputeNotFound();
      const outcome = await mover
        .transition(id, input.outcome === 'refund' ? 'adminRefund' : 'adminRelease', {
          actorId: admin.id,
          check: async (row, tx) => {
            const decision = await disputes.readDecision(tx, id);
            if (!decision?.disputeOpenedAt) return { refuse: disputeNotFound() };
            const decided = decision.disputeOutcome;
            if (!decided) {
              const wait = await decisionRefusal?.(tx, id);
              return wait ? { refuse: new ConflictError(wait, 'DISPUTE_NOT_READY') } : undefined;
            }
            if (decided !== input.outcome) return { refuse: decidedOtherwise(decided) };
            return row.pendingAction ? { wait: true } : { reply: row.settlement };
          },
          extra: {
            disputeOutcome: input.outcome,
            disputeResolutionNote: input.note.trim(),
            disputeResolvedAt: sql`now()`,
            disputeResolvedBy: admin.id,
          },
        })
        .catch((error: unknown) => {
          // A booking that does not exist is no dispute either.
          throw error instanceof AppError && error.code === 'BOOKING_NOT_FOUND'
            ? disputeNotFound()
            : error;
        });
      if ('wait' in outcome) {
        if (!(await mover.awaitSettled(id, waitMs))) await mover.complete(id);
      }
      const row = await disputes.findOne(db, id);
      if (!row) throw disputeNotFound();
      return toDisputeDto(row, publicUrl);
    },
  };
}

export type DisputeService = ReturnType<typeof createDisputeService>;
