import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { type AppError, NotFoundError } from '../../lib/errors.ts';
import {
  type BookingChanges,
  settlementRepository as repo,
  type SettlementRow,
  type Tx,
} from './settlement-repository.ts';
import {
  assertSettlement,
  providerCallOf,
  type SettlementAction,
  type SettlementState,
  settlementAfter,
} from './settlement-state.ts';

/** What the card provider does for settlement; both providers implement it (idempotent). */
export interface MoneyProvider {
  /** 'canceled' when the authorisation is gone (expired or cancelled): nothing was captured. */
  capture(intentId: string, idempotencyKey: string): Promise<'captured' | 'canceled'>;
  /** Gives the whole amount back: cancels the authorisation (refunds it if it was captured). */
  cancel(intentId: string, idempotencyKey: string): Promise<void>;
}

/** A transition that happened, for the ledger, the notices and the audit log. */
export interface SettlementEvent {
  bookingId: string;
  action: SettlementAction;
  from: SettlementState;
  to: SettlementState;
  actorId: string | null;
}

/** Runs in the transition's own transaction: its writes commit or roll back with it. */
export type SettlementEffects = (tx: Tx, event: SettlementEvent) => Promise<void>;

/** What a transition's own check found under the row lock. */
export type CheckResult =
  | undefined
  /** Answer this state without a transition (an idempotent repeat). */
  | { reply: SettlementState }
  /** Refuse with this error after committing what the check wrote (a wrong code's count). */
  | { refuse: AppError }
  /** The same money transition is under way: wait for its outcome. */
  | { wait: true };

export interface TransitionOptions {
  actorId: string | null;
  /** Checks of the caller's own, under the row lock, before the state machine's. */
  check?: (row: SettlementRow, tx: Tx) => Promise<CheckResult> | CheckResult;
  /** Columns written with the transition (a decline's reason, a dispute's note...). */
  extra?: BookingChanges;
}

export type TransitionOutcome = { settlement: SettlementState } | { wait: true };

const bookingNotFound = () => new NotFoundError('Booking', 'BOOKING_NOT_FOUND');
const CLAIM_POLL_MS = 50;

/**
 * Performs settlement transitions safely (issue #18, decision 032). Each one locks the
 * booking, asks the state machine, and writes in one transaction. A money transition is
 * claimed first (pending_action with the idempotency key `<call>-<booking id>`: one capture
 * or cancel per booking, ever) and committed; then the provider is called with that key; then
 * the outcome is committed once, only while the claim is still there. A crash between the
 * provider call and the last commit leaves the claim, which `complete` finishes (the
 * reconciler, or the next caller): the provider answers the repeat as the first call.
 */
export function createSettlementMover(deps: {
  db: Db;
  provider: MoneyProvider;
  effects: SettlementEffects;
  log: FastifyBaseLogger;
}) {
  const { db, provider, effects, log } = deps;

  async function transition(
    bookingId: string,
    action: SettlementAction,
    options: TransitionOptions,
  ): Promise<TransitionOutcome> {
    const call = providerCallOf(action);
    const step = await db.transaction(async (tx) => {
      const row = await repo.lock(tx, bookingId);
      if (!row) throw bookingNotFound();
      const checked = await options.check?.(row, tx);
      if (checked) return checked;
      const to = assertSettlement(row.settlement, action, row.pendingAction);
      if (!call) {
        await repo.setState(tx, bookingId, to, options.extra);
        await effects(tx, {
          bookingId,
          action,
          from: row.settlement,
          to,
          actorId: options.actorId,
        });
        return { reply: to };
      }
      await repo.claim(tx, bookingId, {
        call,
        key: `${call}-${bookingId}`,
        cause: action,
        actorId: options.actorId,
      });
      if (options.extra) await repo.setState(tx, bookingId, row.settlement, options.extra);
      return undefined;
    });
    if (step && 'refuse' in step) throw step.refuse;
    if (step && 'reply' in step) return { settlement: step.reply };
    if (step && 'wait' in step) return step;
    return { settlement: await complete(bookingId) };
  }

  /**
   * Finishes the booking's claimed money transition, if any, and answers the state after it.
   * Safe from anywhere at any time: the provider call repeats with the claim's key, and only
   * one finisher's write lands.
   */
  async function complete(bookingId: string): Promise<SettlementState> {
    const row = await repo.read(db, bookingId);
    if (!row) throw bookingNotFound();
    const { pendingAction: call, pendingKey: key } = row;
    if (!call || !key) return row.settlement;
    if (!row.transactionId) throw new Error(`settlement: booking ${bookingId} has no payment`);
    let to = settlementAfter(call);
    if (call === 'capture') {
      // The authorisation lapsed at the provider (7 days): the buyer was never charged.
      if ((await provider.capture(row.transactionId, key)) === 'canceled') to = 'refunded';
    } else {
      await provider.cancel(row.transactionId, key);
    }
    await db.transaction(async (tx) => {
      const locked = await repo.lock(tx, bookingId);
      if (!locked || locked.pendingKey !== key) return;
      if (!(await repo.finish(tx, locked, key, to))) return;
      await effects(tx, {
        bookingId,
        // The claim's cause is the action that claimed it (transition above).
        action: locked.pendingCause as SettlementAction,
        from: locked.settlement,
        to,
        actorId: locked.pendingActor,
      });
      log.info({ bookingId, call, to }, 'settlement finished');
    });
    return (await repo.read(db, bookingId))?.settlement ?? to;
  }

  /**
   * Waits (polling the row) until the booking's claim is finished by whoever claimed it;
   * undefined if it still is not after `ms` (then the caller may `complete` it itself).
   */
  async function awaitSettled(bookingId: string, ms: number): Promise<SettlementState | undefined> {
    const end = Date.now() + ms;
    for (;;) {
      const row = await repo.read(db, bookingId);
      if (!row) throw bookingNotFound();
      if (!row.pendingAction) return row.settlement;
      if (Date.now() >= end) return undefined;
      await new Promise((resolve) => setTimeout(resolve, CLAIM_POLL_MS));
    }
  }

  return { transition, complete, awaitSettled };
}

export type SettlementMover = ReturnType<typeof createSettlementMover>;
