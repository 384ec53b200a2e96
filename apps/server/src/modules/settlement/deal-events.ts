import type { DealNoticeKind } from '@phonebazaar/shared';
import type { Tx } from '../../db/client.ts';
import {
  createInTransactionEvents,
  type InTransactionEvents,
} from '../../lib/in-transaction-events.ts';
import type { SettlementEffects, SettlementEvent } from './settlement-transition.ts';

/**
 * A deal moved (decision 051): a settlement transition committed its step in `tx` (paid and
 * held, released, declined, disputed, refunded, decided). Its listeners are added by name in
 * the composition root (modules/index.ts): the ledger's credit, the parties' notices, the audit
 * entry, the seller's reputation and the price guide; they run in that order, in the step's
 * transaction.
 */
export type DealMoved = SettlementEvent;
export type DealEvents = InTransactionEvents<Tx, DealMoved>;

export const createDealEvents = (): DealEvents =>
  createInTransactionEvents<Tx, DealMoved>('deal moved');

/** What each step tells the buyer and seller (the notices module words them). */
export function noticesOf(event: DealMoved): DealNoticeKind[] {
  const kinds: DealNoticeKind[] = [];
  if (event.action === 'pay') kinds.push('paid');
  if (event.action === 'handoff' && event.to === 'released') kinds.push('code_entered');
  if (event.action === 'decline') kinds.push('declined');
  if (event.action === 'contest' || event.action === 'answerTimeout') kinds.push('dispute_opened');
  if (event.action === 'adminRefund' || event.action === 'adminRelease') {
    kinds.push('dispute_decided');
  }
  // Whatever led there (expiry, an accepted decline, a lapsed authorisation); an admin's refund
  // is already told by its decision, which says the money went back (issue #46: one refund, one
  // notice).
  if (event.to === 'refunded' && event.action !== 'adminRefund') kinds.push('refunded');
  return kinds;
}

/** The audit log's entry of a step: who moved the money (or its state), from what to what. */
export const auditEntryOf = (event: DealMoved) => ({
  actorId: event.actorId,
  action: `settlement.${event.action}`,
  entity: 'booking',
  entityId: event.bookingId,
  before: { settlement: event.from },
  after: { settlement: event.to },
});

/** Every settlement transition emits its step to the deal's listeners, in its transaction. */
export const settlementEffects =
  (events: DealEvents): SettlementEffects =>
  (tx, event) =>
    events.emit(tx, event);

/** Until the listeners are wired (tests of this module alone): transitions with no side effects. */
export const noEffects: SettlementEffects = async () => {};
