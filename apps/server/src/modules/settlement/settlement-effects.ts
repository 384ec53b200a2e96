import type { DealNoticeKind } from '@phonebazaar/shared';
import type { Tx } from './settlement-repository.ts';
import type { SettlementEffects, SettlementEvent } from './settlement-transition.ts';

/** The other modules' seams a transition writes through, in its own transaction. */
export interface DealSeams {
  notify(tx: Tx, notice: { kind: DealNoticeKind; bookingId: string }): Promise<void>;
  creditRelease(tx: Tx, input: { bookingId: string }): Promise<unknown>;
  audit(
    tx: Tx,
    entry: {
      actorId: string | null;
      action: string;
      entity: string;
      entityId: string;
      before: Record<string, unknown> | null;
      after: Record<string, unknown> | null;
    },
  ): Promise<unknown>;
}

/** What each transition tells the buyer and seller (the notices module words them). */
export function noticesOf(event: SettlementEvent): DealNoticeKind[] {
  const kinds: DealNoticeKind[] = [];
  if (event.action === 'pay') kinds.push('paid');
  if (event.action === 'handoff' && event.to === 'released') kinds.push('code_entered');
  if (event.action === 'decline') kinds.push('declined');
  if (event.action === 'contest' || event.action === 'answerTimeout') kinds.push('dispute_opened');
  if (event.action === 'adminRefund' || event.action === 'adminRelease') {
    kinds.push('dispute_decided');
  }
  // Whatever led there (expiry, an accepted decline, an admin, a lapsed authorisation).
  if (event.to === 'refunded') kinds.push('refunded');
  return kinds;
}

/**
 * Every settlement transition's side effects: a release credits the seller (once per
 * booking), each step tells the parties, and every transition that moves money (or the
 * state of money) is written to the audit log with the state before and after.
 */
export function settlementEffects(seams: DealSeams): SettlementEffects {
  return async (tx, event) => {
    if (event.to === 'released') await seams.creditRelease(tx, { bookingId: event.bookingId });
    for (const kind of noticesOf(event)) {
      await seams.notify(tx, { kind, bookingId: event.bookingId });
    }
    await seams.audit(tx, {
      actorId: event.actorId,
      action: `settlement.${event.action}`,
      entity: 'booking',
      entityId: event.bookingId,
      before: { settlement: event.from },
      after: { settlement: event.to },
    });
  };
}

/** Until the seams are wired (tests of this module alone): transitions with no side effects. */
export const noEffects: SettlementEffects = async () => {};
