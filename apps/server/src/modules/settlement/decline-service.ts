import type { DeclineReason, Settlement } from '@phonebazaar/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { AuthUser } from '../../lib/access.ts';
import { ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { storedPhotos as storedPhotosOf } from '../../lib/stored-photos.ts';
import { disputeRepository as disputes } from './dispute-repository.ts';
import { settlementRepository as settlements } from './settlement-repository.ts';
import type { SettlementMover, TransitionOutcome } from './settlement-transition.ts';

/** The validated body of POST /api/booking/:id/decline (shared declineBodySchema output). */
export interface DeclineInput {
  reason: DeclineReason;
  note?: string | undefined;
  photos?: string[] | undefined;
}

interface Deps {
  db: Db;
  mover: SettlementMover;
  /** The stored form of one of our uploaded images, or undefined for anything else. */
  ownImage(url: string): Promise<string | undefined>;
  /** DECLINE_ANSWER_HOURS: the seller's time to answer. */
  answerHours: number;
  /** How long a caller waits for another caller's claimed provider call before finishing it. */
  waitMs?: number;
}

const bookingNotFound = () => new NotFoundError('Booking', 'BOOKING_NOT_FOUND');
export const windowPassed = () =>
  new ConflictError(
    'The time to hand the phone over has passed; the payment goes back to the buyer.',
    'HANDOFF_EXPIRED',
  );
const answerLate = () =>
  new ConflictError(
    'The time to answer this decline has passed; an admin will decide.',
    'DECLINE_ANSWER_LATE',
  );

/**
 * The buyer's decline at the meetup and the seller's answer (issue #18). Each is one
 * settlement transition through the mover (decision 032): locked, checked, written once.
 */
export function createDeclineService({ db, mover, ownImage, answerHours, waitMs = 15_000 }: Deps) {
  /** Another request claimed the same money transition: its outcome is this one's answer. */
  async function settled(bookingId: string, outcome: TransitionOutcome): Promise<Settlement> {
    if ('settlement' in outcome) return outcome.settlement;
    return (await mover.awaitSettled(bookingId, waitMs)) ?? mover.complete(bookingId);
  }

  const storedPhotos = (urls: readonly string[]) => storedPhotosOf(urls, ownImage);

  return {
    /**
     * POST /api/booking/:id/decline: its buyer, while the money is held and the window open.
     * A repeat of a decline answers 'declined' again and keeps the first reason.
     */
    async decline(user: AuthUser, id: string, input: DeclineInput): Promise<Settlement> {
      if (!isUuid(id)) throw bookingNotFound();
      const photos = await storedPhotos(input.photos ?? []);
      const note = input.note?.trim() ? input.note.trim() : null;
      const outcome = await mover.transition(id, 'decline', {
        actorId: user.id,
        check: (row) => {
          if (row.buyerId !== user.id) {
            return {
              refuse: new ForbiddenError(
                'This booking belongs to another buyer.',
                'NOT_YOUR_BOOKING',
              ),
            };
          }
          if (row.settlement === 'declined') return { reply: 'declined' };
          if (row.settlement === 'held' && row.windowPassed && !row.pendingAction) {
            return { refuse: windowPassed() };
          }
          return undefined;
        },
        extra: {
          declineReason: input.reason,
          declineNote: note,
          declinePhotos: photos,
          declinedAt: sql`now()`,
          declineAnswerDueAt: sql`now() + ${answerHours} * interval '1 hour'`,
        },
      });
      return settled(id, outcome);
    },

    /**
     * POST /api/booking/:id/decline/answer: the listing's seller, while declined and in time.
     * Accepting cancels the authorisation (full refund, the phone back on sale); contesting
     * opens a dispute. The same answer again answers the same state.
     */
    async answer(user: AuthUser, id: string, accept: boolean): Promise<Settlement> {
      if (!isUuid(id)) throw bookingNotFound();
      const outcome = await mover.transition(id, accept ? 'acceptDecline' : 'contest', {
        actorId: user.id,
        check: async (row, tx) => {
          if (row.sellerId !== user.id) {
            return {
              refuse: new ForbiddenError('This booking is not of your listing.', 'NOT_YOUR_SALE'),
            };
          }
          if (accept && row.pendingCause === 'acceptDecline') return { wait: true };
          if (!accept && row.settlement === 'disputed') return { reply: 'disputed' };
          const decision = await disputes.readDecision(tx, id);
          // The seller accepted before (no dispute in between): the same answer again.
          const acceptedBefore = decision?.declinedAt && !decision.disputeOpenedAt;
          if (accept && row.settlement === 'refunded' && acceptedBefore) {
            return { reply: 'refunded' };
          }
          if (row.settlement !== 'declined' || row.pendingAction) return undefined;
          return decision?.answerLate ? { refuse: answerLate() } : undefined;
        },
        ...(accept ? {} : { extra: { disputeOpenedAt: sql`now()` } }),
      });
      return settled(id, outcome);
    },

    /**
     * The decline timeout: declined deals the seller left unanswered past their due time
     * become disputes. Safe on every instance at once: each is one transition under the row
     * lock, re-checked there. Answers how many it opened.
     */
    async sweepUnanswered(limit = 100): Promise<number> {
      let opened = 0;
      for (const { id } of await settlements.dueDeclines(db, limit)) {
        let due = false;
        await mover.transition(id, 'answerTimeout', {
          actorId: null,
          check: async (row, tx) => {
            // Answered, or claimed, since the list was read: nothing to do.
            if (row.settlement !== 'declined' || row.pendingAction) {
              return { reply: row.settlement };
            }
            const decision = await disputes.readDecision(tx, id);
            due = decision?.answerLate === true;
            return due ? undefined : { reply: row.settlement };
          },
          extra: { disputeOpenedAt: sql`now()` },
        });
        if (due) opened++;
      }
      return opened;
    },
  };
}

export type DeclineService = ReturnType<typeof createDeclineService>;
