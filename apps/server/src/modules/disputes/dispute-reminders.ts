import { NOTIFICATION_TEXTS, paths } from '@phonebazaar/shared';
import type { Db, Tx } from '../../db/client.ts';
import type { UserNotices } from '../notifications/index.ts';
import { disputesRepository as repo } from './disputes-repository.ts';

/** Where each party follows their deal (their deal card holds the dispute). */
const LINKS = { buyer: paths.dashboard.myOrder, seller: paths.dashboard.mySell } as const;

/**
 * The reminder (issue #46): a party who has not given their side is told once, in the app and
 * by mail through the outbox, when their deadline is `hours` away. One transaction per sweep:
 * the rows are locked (skipped by another instance's sweep) and marked with their notice.
 */
export function createDisputeReminders(deps: { db: Db; userNotices: UserNotices; hours: number }) {
  return async function remind(limit = 100): Promise<number> {
    return deps.db.transaction(async (tx: Tx) => {
      const due = await repo.dueReminders(tx, deps.hours, limit);
      for (const row of due) {
        const { title, body } = NOTIFICATION_TEXTS.disputeReminder(row.productName, row.hoursLeft);
        await deps.userNotices.send(tx, {
          userId: row.party === 'buyer' ? row.buyerId : row.sellerId,
          kind: 'dispute_statement_due',
          title,
          body,
          link: LINKS[row.party],
          mail: { kind: 'deal-dispute_statement_due' },
        });
        await repo.markReminded(tx, row.bookingId, row.party);
      }
      return due.length;
    });
  };
}
