import type { Db, Tx } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import { createImageUrlPolicy } from '../../lib/image-url.ts';
import type { JobRunner } from '../jobs/index.ts';
import type { UserNotices } from '../notifications/index.ts';
import type { ImageStorage } from '../uploads/index.ts';
import { type CaseDeps, createDisputeCases, decisionRefusal } from './dispute-case.ts';
import { createDisputeReminders } from './dispute-reminders.ts';
import { createDisputeStatements } from './dispute-statements.ts';
import { disputesRepository as repo } from './disputes-repository.ts';

export type { StatementInput } from './dispute-statements.ts';
export { disputesRoutes } from './disputes-routes.ts';

/** How often the reminder sweep runs (when the sweeps run at all). */
const REMIND_SECONDS = 300;

/**
 * Issue #46 item 1 (decision 059): a dispute both sides state. Owns `dispute_statements` and
 * `deal_snapshots`. Hears a deal move (modules/index.ts): a dispute opened makes both sides'
 * rows with their deadlines; a booking or a payment copies the listing as booked.
 */
export function createDisputes(
  deps: Omit<CaseDeps, 'db' | 'publicUrl'> & {
    db: Db;
    env: Env;
    storage: ImageStorage;
    userNotices: UserNotices;
    jobs: JobRunner;
  },
) {
  const { db, env } = deps;
  const publicUrl = env.PUBLIC_URL;
  const images = createImageUrlPolicy(env);
  const ownImage = async (url: string) => {
    const stored = images.canonical(url);
    return stored && (await deps.storage.hasImage(stored)) ? stored : undefined;
  };
  const remind = createDisputeReminders({
    db,
    userNotices: deps.userNotices,
    hours: env.DISPUTE_REMINDER_HOURS,
  });
  const seconds = env.PAYMENT_RECONCILE_INTERVAL_SECONDS > 0 ? REMIND_SECONDS : 0;
  deps.jobs.every('dispute-reminders', seconds, async () => {
    await remind();
  });
  return {
    statements: createDisputeStatements({ db, publicUrl, ownImage }),
    cases: createDisputeCases({ ...deps, db, publicUrl }),
    remind,
    /** The settlement room's gate on a decision, read under its row lock (`tx`). */
    decisionRefusal: (tx: Tx, bookingId: string) => decisionRefusal(tx, bookingId),
    /** Of these open disputes, those that must wait for a statement (the admins' list). */
    waitingForStatements: (bookingIds: string[]) => repo.waitingForStatements(db, bookingIds),
    /** A deal was booked (bookings' notice, in its transaction): copy the listing as booked. */
    booked: (tx: Tx, bookingId: string) => repo.snapshot(tx, bookingId),
    /** Settlement's DealMoved listener (decision 051), in the step's transaction. */
    async dealMoved(tx: Tx, moved: { bookingId: string; action: string }) {
      // The copy made at booking stands; a deal booked before copies were taken gets one now.
      if (moved.action === 'pay') await repo.snapshot(tx, moved.bookingId);
      if (moved.action === 'contest' || moved.action === 'answerTimeout') {
        await repo.open(tx, moved.bookingId, env.DISPUTE_STATEMENT_HOURS);
      }
    },
  };
}

export type Disputes = ReturnType<typeof createDisputes>;
