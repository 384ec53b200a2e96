import type { Tx } from '../../db/client.ts';
import type { DealNotify } from '../notifications/index.ts';
import { auditEntryOf, createDealEvents, type DealEvents, noticesOf } from './deal-events.ts';

/** The rooms that hear a deal move; the test kit leaves out the ones it does not need. */
export interface DealListeners {
  /** A release credits the seller's Earnings, once per booking (issue #18). */
  creditRelease: (tx: Tx, release: { bookingId: string }) => Promise<unknown>;
  notify: DealNotify;
  audit?: (tx: Tx, entry: ReturnType<typeof auditEntryOf>) => Promise<unknown>;
  /**
   * Issue #36 (decision 055): a release stores whether the deal was at arm's length, before
   * reputation and the price guide read it. Never refuses the step.
   */
  armsLength?: (tx: Tx, moved: { bookingId: string; to: string }) => Promise<unknown>;
  /** The trusted mark: a release adds a sale, a dispute takes it away at once (issue #19). */
  reputation?: (tx: Tx, bookingId: string) => Promise<unknown>;
  /** A completed or refunded sale refreshes its price-guide key (issue #20). */
  priceGuide?: (tx: Tx, bookingId: string) => Promise<unknown>;
}

/**
 * Decision 051: who hears a deal move, by name and in this order (ledger, notifications, audit,
 * arm's length, reputation, price guide), in the step's own transaction; a listener that fails rolls the step
 * back. One wiring for the composition root and the test kit, so they cannot drift apart.
 */
export function createDealListeners(rooms: DealListeners): DealEvents {
  const events = createDealEvents();
  events.on('ledger', async (tx, moved) => {
    if (moved.to === 'released') await rooms.creditRelease(tx, { bookingId: moved.bookingId });
  });
  events.on('notifications', async (tx, moved) => {
    for (const kind of noticesOf(moved)) {
      await rooms.notify(tx, { kind, bookingId: moved.bookingId });
    }
  });
  const { audit, armsLength, reputation, priceGuide } = rooms;
  if (audit) events.on('audit', (tx, moved) => audit(tx, auditEntryOf(moved)));
  if (armsLength) events.on('arms-length', (tx, moved) => armsLength(tx, moved));
  if (reputation) events.on('reputation', (tx, moved) => reputation(tx, moved.bookingId));
  if (priceGuide) events.on('price-guide', (tx, moved) => priceGuide(tx, moved.bookingId));
  return events;
}
