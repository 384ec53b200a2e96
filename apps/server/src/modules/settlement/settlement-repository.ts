import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import { bookings, paymentIntents, products, users } from '../../db/schema.ts';
import { listingStateWrites } from '../listings/index.ts';
import type { ProviderCall, SettlementState } from './settlement-state.ts';

/** A transaction, or the database itself: every function here runs inside either. */
export type { Tx };
export type Executor = Db | Tx;
/** Columns a transition writes besides the state (values or SQL such as now()). */
export type BookingChanges = PgUpdateSetSource<typeof bookings>;

const settlementColumns = {
  id: bookings.id,
  productId: bookings.productId,
  buyerId: bookings.buyerId,
  sellerId: bookings.sellerId,
  paid: bookings.paid,
  transactionId: bookings.transactionId,
  settlement: bookings.settlement,
  handoffExpiresAt: bookings.handoffExpiresAt,
  handoffCodeHash: bookings.handoffCodeHash,
  handoffCodeEncrypted: bookings.handoffCodeEncrypted,
  // By the database clock, so every instance agrees on when the window ends.
  windowPassed: sql<boolean>`(${bookings.handoffExpiresAt} is not null
    and ${bookings.handoffExpiresAt} <= now())`.mapWith(Boolean),
  lockedUntil: bookings.handoffLockedUntil,
  failedAttempts: bookings.handoffFailedAttempts,
  lockouts: bookings.handoffLockouts,
  wrongCodes: bookings.handoffWrongCodes,
  flaggedAt: bookings.handoffFlaggedAt,
  locked: sql<boolean>`(${bookings.handoffLockedUntil} is not null
    and ${bookings.handoffLockedUntil} > now())`.mapWith(Boolean),
  pendingAction: bookings.pendingAction,
  pendingKey: bookings.pendingKey,
  pendingCause: bookings.pendingCause,
  pendingActor: bookings.pendingActor,
};
export type SettlementRow = NonNullable<Awaited<ReturnType<typeof read>>>;

function read(ex: Executor, bookingId: string) {
  return ex
    .select(settlementColumns)
    .from(bookings)
    .where(eq(bookings.id, bookingId))
    .then((rows) => rows[0]);
}

export interface Claim {
  call: ProviderCall;
  key: string;
  cause: string;
  actorId: string | null;
}

/** The SQL of the money's life (issue #18); services decide, these only read and write. */
export const settlementRepository = {
  read,

  /**
   * The booking under its row lock, the listing's taken first (decision 012's order, the
   * one payment recording and cancelling use), so a transition never deadlocks with them.
   */
  async lock(tx: Tx, bookingId: string): Promise<SettlementRow | undefined> {
    const [target] = await tx
      .select({ productId: bookings.productId, sellerId: products.sellerId })
      .from(bookings)
      .innerJoin(products, eq(products.id, bookings.productId))
      .where(eq(bookings.id, bookingId));
    if (!target) return undefined;
    // The seller's account first, shared (decision 012's order: account, listing, booking):
    // a seller's deletion and a refund take turns, so the refund's relisting sees whether
    // the seller is gone instead of putting a deleted seller's phone back on the market.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, target.sellerId)).for('share');
    await tx
      .select({ id: products.id })
      .from(products)
      .where(eq(products.id, target.productId))
      .for('update');
    const [row] = await tx
      .select(settlementColumns)
      .from(bookings)
      .where(eq(bookings.id, bookingId))
      .for('update');
    return row;
  },

  /** A transition that moves no money: the new state, and the columns that come with it. */
  async setState(tx: Tx, bookingId: string, to: SettlementState, extra: BookingChanges = {}) {
    await tx
      .update(bookings)
      .set({ ...extra, settlement: to })
      .where(eq(bookings.id, bookingId));
  },

  /** Claims a money transition: committed before the provider is called. */
  async claim(tx: Tx, bookingId: string, claim: Claim) {
    await tx
      .update(bookings)
      .set({
        pendingAction: claim.call,
        pendingKey: claim.key,
        pendingCause: claim.cause,
        pendingActor: claim.actorId,
        pendingAt: sql`now()`,
        handoffFailedAttempts: 0,
      })
      .where(eq(bookings.id, bookingId));
  },

  /**
   * The outcome of a claimed money transition, once: only while the claim with this key is
   * still there (a second finisher changes nothing and gets false). A refund gives the listing
   * back to the market unless another live listing took its IMEI meanwhile
   * (products_imei_live_uq); then it stays off the market.
   */
  async finish(
    tx: Tx,
    row: SettlementRow,
    key: string,
    to: SettlementState,
    extra: BookingChanges = {},
  ): Promise<boolean> {
    const done = await tx
      .update(bookings)
      .set({
        ...extra,
        settlement: to,
        settledAt: sql`now()`,
        pendingAction: null,
        pendingKey: null,
        pendingCause: null,
        pendingActor: null,
        pendingAt: null,
      })
      .where(and(eq(bookings.id, row.id), eq(bookings.pendingKey, key)))
      .returning({ id: bookings.id });
    if (done.length === 0) return false;
    if (row.transactionId) {
      await tx
        .update(paymentIntents)
        .set({ status: to === 'released' ? 'succeeded' : 'canceled', updatedAt: sql`now()` })
        .where(eq(paymentIntents.id, row.transactionId));
    }
    // The listing's refund transition (sold -> available) is the listings room's (decision 050).
    if (to === 'refunded') await listingStateWrites.refund(tx, row.productId);
    return true;
  },

  /**
   * One more wrong code, as handoff-lockout.ts decided from the row read under the lock: the
   * counts, a lock from now by the database clock (every instance agrees), and the flag once.
   * Answers when entry is locked until, or null when this code did not lock it.
   */
  async wrongCode(
    tx: Tx,
    bookingId: string,
    next: {
      inARow: number;
      lockouts: number;
      total: number;
      lockMinutes: number | null;
      flag: boolean;
    },
  ): Promise<Date | null> {
    const [row] = await tx
      .update(bookings)
      .set({
        handoffFailedAttempts: next.inARow,
        handoffLockouts: next.lockouts,
        handoffWrongCodes: next.total,
        ...(next.lockMinutes !== null
          ? { handoffLockedUntil: sql`now() + ${next.lockMinutes} * interval '1 minute'` }
          : {}),
        ...(next.flag ? { handoffFlaggedAt: sql`now()` } : {}),
      })
      .where(eq(bookings.id, bookingId))
      .returning({ lockedUntil: bookings.handoffLockedUntil });
    return next.lockMinutes !== null ? (row?.lockedUntil ?? null) : null;
  },

  /** Held deals whose window has passed, unclaimed, oldest first. */
  dueExpiries(db: Db, limit: number) {
    return db
      .select({ id: bookings.id })
      .from(bookings)
      .where(
        and(
          eq(bookings.settlement, 'held'),
          sql`${bookings.handoffExpiresAt} <= now()`,
          isNull(bookings.pendingAction),
        ),
      )
      .orderBy(asc(bookings.handoffExpiresAt))
      .limit(limit);
  },

  /** Marks the 24-hour warning of held deals whose window ends within `hours`, once each. */
  markWarnings(tx: Tx, hours: number, limit: number) {
    const due = tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(
        and(
          eq(bookings.settlement, 'held'),
          isNull(bookings.handoffWarnedAt),
          sql`${bookings.handoffExpiresAt} > now()`,
          sql`${bookings.handoffExpiresAt} <= now() + ${hours} * interval '1 hour'`,
        ),
      )
      .orderBy(asc(bookings.handoffExpiresAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    return tx
      .update(bookings)
      .set({ handoffWarnedAt: sql`now()` })
      .where(and(sql`${bookings.id} in ${due}`, isNull(bookings.handoffWarnedAt)))
      .returning({ id: bookings.id });
  },

  /** Claims older than `seconds`: a crash (or a failed provider call) left them half-way. */
  staleClaims(db: Db, seconds: number, limit: number) {
    return db
      .select({ id: bookings.id })
      .from(bookings)
      .where(
        and(
          isNotNull(bookings.pendingAction),
          sql`${bookings.pendingAt} <= now() - ${seconds} * interval '1 second'`,
        ),
      )
      .orderBy(asc(bookings.pendingAt))
      .limit(limit);
  },

  /** Declines the seller did not answer in time, unclaimed, oldest first (decline timeout). */
  dueDeclines(db: Db, limit: number) {
    return db
      .select({ id: bookings.id })
      .from(bookings)
      .where(
        and(
          eq(bookings.settlement, 'declined'),
          sql`${bookings.declineAnswerDueAt} <= now()`,
          isNull(bookings.pendingAction),
        ),
      )
      .orderBy(asc(bookings.declineAnswerDueAt))
      .limit(limit);
  },
};
