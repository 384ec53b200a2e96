import type { DisputeStatement, MyDispute } from '@phonebazaar/shared';
import type { Db, Tx } from '../../db/client.ts';
import { absoluteImageUrl } from '../../lib/absolute-image-url.ts';
import type { AuthUser } from '../../lib/access.ts';
import { ConflictError, NotFoundError } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { storedPhotos as storedPhotosOf } from '../../lib/stored-photos.ts';
import {
  type Party,
  disputesRepository as repo,
  type StatementRow,
} from './disputes-repository.ts';

export interface StatementInput {
  text: string;
  photos?: string[] | undefined;
}

export interface StatementsDeps {
  db: Db;
  publicUrl: string;
  /** The stored form of one of our uploaded images, or undefined for anything else. */
  ownImage(url: string): Promise<string | undefined>;
}

// A stranger learns nothing: the same 404 as a deal with no dispute (decision 059).
export const disputeNotFound = () => new NotFoundError('Dispute', 'DISPUTE_NOT_FOUND');
const decided = () =>
  new ConflictError('This dispute was already decided; statements are closed.', 'DISPUTE_RESOLVED');
const alreadyStated = () =>
  new ConflictError('You already gave your side of this dispute.', 'STATEMENT_GIVEN');
const late = () =>
  new ConflictError(
    'The time to give your side has passed; the admin decides without it.',
    'STATEMENT_LATE',
  );
const noStatements = () =>
  new ConflictError(
    'This dispute was opened before statements existed; an admin decides.',
    'STATEMENT_NOT_OPEN',
  );

export function toStatement(
  row: StatementRow,
  isLate: boolean,
  publicUrl: string,
): DisputeStatement {
  return {
    party: row.party,
    text: row.text,
    photos: row.photos.map((photo) => absoluteImageUrl(publicUrl, photo)),
    dueAt: row.dueAt.toISOString(),
    statedAt: row.statedAt?.toISOString() ?? null,
    late: isLate,
  };
}

type DealRow = NonNullable<Awaited<ReturnType<typeof repo.readDeal>>>;

/** Which side `user` is on in this deal, or undefined for anyone else. */
export const roleOf = (deal: DealRow, userId: string): Party | undefined =>
  deal.buyerId === userId ? 'buyer' : deal.sellerId === userId ? 'seller' : undefined;

/**
 * The parties' side of a dispute (issue #46): reading their own dispute and giving their
 * statement once, before their deadline. Only the deal's buyer and seller reach it; the
 * party written is the caller's own, never one named in the request.
 */
export function createDisputeStatements({ db, publicUrl, ownImage }: StatementsDeps) {
  const storedPhotos = (urls: readonly string[]) => storedPhotosOf(urls, ownImage);

  async function partyDeal(user: AuthUser, id: string) {
    if (!isUuid(id)) throw disputeNotFound();
    const deal = await repo.readDeal(db, id);
    const role = deal && roleOf(deal, user.id);
    if (!deal || !role || !deal.disputeOpenedAt) throw disputeNotFound();
    return { deal, role, openedAt: deal.disputeOpenedAt };
  }

  /** GET /api/booking/:id/dispute: the caller's side, the other's "stated or not", the decision. */
  async function mine(user: AuthUser, id: string): Promise<MyDispute> {
    const { deal, role, openedAt } = await partyDeal(user, id);
    const rows = await repo.statements(db, id);
    const own = rows.find((r) => r.row.party === role);
    const other = rows.find((r) => r.row.party !== role);
    const open = !deal.disputeResolvedAt;
    return {
      bookingId: id,
      role,
      status: open ? 'open' : 'resolved',
      openedAt: openedAt.toISOString(),
      mine: own ? toStatement(own.row, own.late, publicUrl) : null,
      otherStated: Boolean(other?.row.statedAt),
      canState: open && Boolean(own && !own.row.statedAt && !own.late),
      outcome: deal.disputeOutcome,
      reason: deal.disputeResolutionNote,
      decidedAt: deal.disputeResolvedAt?.toISOString() ?? null,
    };
  }

  return {
    storedPhotos,
    mine,

    /**
     * POST /api/booking/:id/dispute/statement (and a contest's statement): the caller's side,
     * once, while the dispute is open and before their deadline. Photos are checked first.
     */
    async state(user: AuthUser, id: string, input: StatementInput): Promise<MyDispute> {
      const { role } = await partyDeal(user, id);
      const photos = await storedPhotos(input.photos ?? []);
      await db.transaction(async (tx: Tx) => {
        // Shared lock on the booking: a decision (the mover's update lock) waits, or wins first.
        const deal = await repo.readDeal(tx, id, { lock: true });
        if (deal?.disputeResolvedAt) throw decided();
        const slot = await repo.lockStatement(tx, id, role);
        if (!slot) throw noStatements();
        if (slot.row.statedAt) throw alreadyStated();
        if (slot.late) throw late();
        await repo.writeStatement(tx, id, role, input.text.trim(), photos);
      });
      return mine(user, id);
    },
  };
}

export type DisputeStatements = ReturnType<typeof createDisputeStatements>;
