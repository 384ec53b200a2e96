import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { DealNotify } from '../notifications/index.ts';
import { settlementRepository as repo } from './settlement-repository.ts';
import type { SettlementMover } from './settlement-transition.ts';

/** Deals per sweep: bounds the provider calls one sweep makes. */
const SWEEP_LIMIT = 50;
/** The warning goes out this long before the window ends (issue #18). */
export const WINDOW_WARNING_HOURS = 24;
/** A claim this old was left by a crash or a failed provider call, not by a caller still at it. */
export const STALE_CLAIM_SECONDS = 60;

export interface SettlementSweepResult {
  expired: number;
  warned: number;
  finished: number;
}

/**
 * The clock's part of settlement (issue #18): held deals past their window are refunded
 * (the authorisation cancelled, the listing back on the market), deals a day from it are
 * warned once, and money transitions a crash left half-way are finished. Each step is safe
 * on every instance at once: the transitions lock and claim, the warning marks once.
 */
export function createSettlementSweeps(deps: {
  db: Db;
  mover: SettlementMover;
  notify: DealNotify;
  log: FastifyBaseLogger;
}) {
  const { db, mover, notify, log } = deps;

  /** Refunds every held deal whose window passed; a deal settled meanwhile is skipped. */
  async function expireDue(): Promise<number> {
    let expired = 0;
    for (const { id } of await repo.dueExpiries(db, SWEEP_LIMIT)) {
      try {
        const outcome = await mover.transition(id, 'expire', {
          actorId: null,
          // Re-read under the lock: the code may have been entered since the list was read.
          check: (row) => (row.windowPassed ? undefined : { reply: row.settlement }),
        });
        if ('settlement' in outcome && outcome.settlement === 'refunded') expired++;
      } catch (error) {
        // Settled otherwise meanwhile (released, declined, claimed): nothing to expire.
        if (!(error instanceof AppError) || error.statusCode !== 409) throw error;
      }
    }
    return expired;
  }

  /** Tells the parties of deals whose window ends within a day, once per deal. */
  async function warnExpiring(): Promise<number> {
    return db.transaction(async (tx) => {
      const due = await repo.markWarnings(tx, WINDOW_WARNING_HOURS, SWEEP_LIMIT);
      for (const { id } of due) await notify(tx, { kind: 'window_expiring', bookingId: id });
      return due.length;
    });
  }

  /** Finishes captures and cancellations claimed but never completed. */
  async function finishClaims(olderThanSeconds = STALE_CLAIM_SECONDS): Promise<number> {
    let finished = 0;
    for (const { id } of await repo.staleClaims(db, olderThanSeconds, SWEEP_LIMIT)) {
      try {
        await mover.complete(id);
        finished++;
      } catch (err) {
        // The provider is down: the claim stays, the next sweep tries again.
        log.warn({ err, bookingId: id }, 'settlement claim not finished; will retry');
      }
    }
    return finished;
  }

  return {
    expireDue,
    warnExpiring,
    finishClaims,
    /** All three, crash leftovers first (a claimed expiry is finished, not claimed again). */
    async sweep(): Promise<SettlementSweepResult> {
      const finished = await finishClaims();
      const expired = await expireDue();
      const warned = await warnExpiring();
      if (finished || expired) log.warn({ finished, expired, warned }, 'settlement swept');
      return { expired, warned, finished };
    },
  };
}

export type SettlementSweeps = ReturnType<typeof createSettlementSweeps>;
