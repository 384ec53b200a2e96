import type { HandoffCodeReply, SettlementReply } from '@phonebazaar/shared';
import type { Db } from '../../db/client.ts';
import type { AuthUser } from '../../lib/access.ts';
import { AppError, ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import type { DealNotify } from '../notifications/index.ts';
import type { HandoffCodes } from './handoff-code.ts';
import { afterWrongCode } from './handoff-lockout.ts';
import {
  settlementRepository as repo,
  type SettlementRow,
  type Tx,
} from './settlement-repository.ts';
import { SETTLEMENT_REFUSALS } from './settlement-state.ts';
import type { CheckResult, SettlementMover } from './settlement-transition.ts';

/** How long a second correct entry waits for the first one's capture before finishing it. */
const WAIT_FOR_CAPTURE_MS = 10_000;

/** "15 minutes", "1 hour", "24 hours": locks escalate (handoff-lockout.ts). */
function waitText(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 120) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return `${Math.ceil(minutes / 60)} hours`;
}

class HandoffLockedError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(
      429,
      'HANDOFF_LOCKED',
      `Too many wrong codes. Code entry is locked; try again in ${waitText(retryAfterSeconds)}.`,
    );
  }
}

const lockedUntil = (until: Date | null) =>
  new HandoffLockedError(
    Math.max(1, Math.ceil(((until?.getTime() ?? Date.now()) - Date.now()) / 1000)),
  );
const wrongCode = () =>
  new AppError(
    422,
    'HANDOFF_CODE_WRONG',
    'This is not the buyer’s code. Check it with the buyer and enter it again.',
  );
const expired = () =>
  new ConflictError(
    'The handoff window of this deal has ended; the payment goes back to the buyer.',
    'HANDOFF_EXPIRED',
  );
const bookingNotFound = () => new NotFoundError('Booking', 'BOOKING_NOT_FOUND');

/** The buyer's code and the seller's entry of it (GET/POST /api/booking/:id/handoff...). */
export function createSettlementService(deps: {
  db: Db;
  mover: SettlementMover;
  codes: HandoffCodes;
  /** Tells the buyer when wrong codes flag the deal (issue #36 N7), in the check's transaction. */
  notify: DealNotify;
}) {
  const { db, mover, codes, notify } = deps;

  /** 404 for a malformed or unknown id, 403 for anyone but `side` of the booking. */
  async function own(user: AuthUser, id: string, side: 'buyer' | 'seller'): Promise<SettlementRow> {
    const row = isUuid(id) ? await repo.read(db, id) : undefined;
    if (!row) throw bookingNotFound();
    if (side === 'buyer' && row.buyerId !== user.id) {
      throw new ForbiddenError('This booking belongs to another buyer.', 'NOT_YOUR_BOOKING');
    }
    if (side === 'seller' && row.sellerId !== user.id) {
      throw new ForbiddenError('This booking is for another seller’s listing.', 'NOT_YOUR_SALE');
    }
    return row;
  }

  return {
    /** The buyer reads the code again, while the money is held and the window open. */
    async handoffCode(user: AuthUser, id: string): Promise<HandoffCodeReply> {
      const row = await own(user, id, 'buyer');
      if (row.settlement !== 'held') {
        const refusal = SETTLEMENT_REFUSALS[row.settlement];
        throw new ConflictError(refusal.message, refusal.code);
      }
      if (row.windowPassed) throw expired();
      const code = row.handoffCodeEncrypted ? codes.reveal(row.handoffCodeEncrypted) : undefined;
      if (!code || !row.handoffExpiresAt) {
        throw new Error(`settlement: booking ${id} is held without a readable code`);
      }
      return { code, expiresAt: row.handoffExpiresAt.toISOString() };
    },

    /**
     * The seller enters the buyer's code: the money is captured for the seller, once. A wrong
     * code counts: locks escalate and the tenth flags the deal for admins and tells the buyer
     * (handoff-lockout.ts); a repeat of the right code answers the same.
     */
    async handoff(user: AuthUser, id: string, code: string): Promise<SettlementReply> {
      await own(user, id, 'seller');
      const check = async (row: SettlementRow, tx: Tx): Promise<CheckResult> => {
        const right = row.handoffCodeHash !== null && codes.matches(id, code, row.handoffCodeHash);
        if (row.settlement === 'released' && right) return { reply: 'released' };
        // Any other state: the state machine's own refusal.
        if (row.settlement !== 'held') return undefined;
        if (row.windowPassed) return { refuse: expired() };
        if (row.locked) return { refuse: lockedUntil(row.lockedUntil) };
        if (row.pendingAction)
          return right && row.pendingAction === 'capture' ? { wait: true } : undefined;
        if (right) return undefined;
        const next = afterWrongCode({
          inARow: row.failedAttempts,
          lockouts: row.lockouts,
          total: row.wrongCodes,
          flagged: row.flaggedAt !== null,
        });
        const until = await repo.wrongCode(tx, id, next);
        // Committed with the count (the check's writes commit with its refusal).
        if (next.flag) await notify(tx, { kind: 'handoff_guessing', bookingId: id });
        return { refuse: until ? lockedUntil(until) : wrongCode() };
      };
      const outcome = await mover.transition(id, 'handoff', {
        actorId: user.id,
        check,
      });
      if ('settlement' in outcome) return { settlement: outcome.settlement };
      // A concurrent right entry claimed the capture: its outcome is this one's too.
      const settled =
        (await mover.awaitSettled(id, WAIT_FOR_CAPTURE_MS)) ?? (await mover.complete(id));
      return { settlement: settled };
    },
  };
}

export type SettlementService = ReturnType<typeof createSettlementService>;
