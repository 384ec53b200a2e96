import { PENDING_SETTLEMENTS } from '@phonebazaar/shared';
import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { bookings, ledgerBalances, ledgerReleases, payouts, users } from '../../db/schema.ts';
import type { Tx } from './ledger-credit.ts';

/** The newest this many of each list: a page's worth for a seller or for the admins. */
export const LEDGER_LIST_LIMIT = 100;

const recorder = alias(users, 'recorder');

export interface NewPayout {
  sellerId: string;
  amountCents: number;
  reference: string;
  recordedBy: string;
}

export type PayoutOutcome =
  | { kind: 'unknown-seller' }
  | { kind: 'over-balance'; balanceCents: number }
  | { kind: 'recorded'; payoutId: string; balanceCents: number };

/** Every read and write of the ledger apart from a release's credit (ledger-credit.ts). */
export function createLedgerRepository(db: Db) {
  const payoutRows = () =>
    db
      .select({
        id: payouts.id,
        amountCents: payouts.amountCents,
        reference: payouts.reference,
        createdAt: payouts.createdAt,
        sellerId: payouts.sellerId,
        sellerName: users.name,
        sellerEmail: users.email,
        recorderId: payouts.recordedBy,
        recorderName: recorder.name,
        recorderEmail: recorder.email,
      })
      .from(payouts)
      .innerJoin(users, eq(users.id, payouts.sellerId))
      .innerJoin(recorder, eq(recorder.id, payouts.recordedBy));

  return {
    async balanceCents(sellerId: string): Promise<number> {
      const [row] = await db
        .select({ cents: ledgerBalances.balanceCents })
        .from(ledgerBalances)
        .where(eq(ledgerBalances.sellerId, sellerId));
      return row?.cents ?? 0;
    },

    /** The seller's releases, newest first (ledger_releases_seller_idx). */
    releases(sellerId: string) {
      return db
        .select({
          bookingId: ledgerReleases.bookingId,
          productId: bookings.productId,
          productName: bookings.productName,
          amountCents: ledgerReleases.amountCents,
          createdAt: ledgerReleases.createdAt,
        })
        .from(ledgerReleases)
        .innerJoin(bookings, eq(bookings.id, ledgerReleases.bookingId))
        .where(eq(ledgerReleases.sellerId, sellerId))
        .orderBy(desc(ledgerReleases.createdAt), desc(ledgerReleases.id))
        .limit(LEDGER_LIST_LIMIT);
    },

    /** Paid bookings of the seller's listings whose money is not settled yet. */
    pendingHolds(sellerId: string) {
      return db
        .select({
          bookingId: bookings.id,
          productId: bookings.productId,
          productName: bookings.productName,
          amountCents: bookings.priceCents,
          settlement: bookings.settlement,
          paidAt: bookings.paidAt,
        })
        .from(bookings)
        .where(
          and(
            eq(bookings.sellerId, sellerId),
            eq(bookings.paid, true),
            inArray(bookings.settlement, [...PENDING_SETTLEMENTS]),
          ),
        )
        .orderBy(desc(bookings.createdAt), desc(bookings.id))
        .limit(LEDGER_LIST_LIMIT);
    },

    payoutsOf(sellerId: string) {
      return payoutRows()
        .where(eq(payouts.sellerId, sellerId))
        .orderBy(desc(payouts.createdAt), desc(payouts.id))
        .limit(LEDGER_LIST_LIMIT);
    },

    /** The newest payouts to anyone (payouts_created_idx). */
    recentPayouts() {
      return payoutRows()
        .orderBy(desc(payouts.createdAt), desc(payouts.id))
        .limit(LEDGER_LIST_LIMIT);
    },

    /** Sellers with a balance, most owed first (ledger_balances_owed_idx). */
    sellersOwed() {
      return db
        .select({
          id: ledgerBalances.sellerId,
          name: users.name,
          email: users.email,
          balanceCents: ledgerBalances.balanceCents,
        })
        .from(ledgerBalances)
        .innerJoin(users, eq(users.id, ledgerBalances.sellerId))
        .where(gt(ledgerBalances.balanceCents, 0))
        .orderBy(desc(ledgerBalances.balanceCents), ledgerBalances.sellerId)
        .limit(LEDGER_LIST_LIMIT);
    },

    findPayout(id: string) {
      return payoutRows()
        .where(eq(payouts.id, id))
        .then((rows) => rows[0]);
    },

    /**
     * Records a payout unless it is more than the seller's balance. The balance row is locked
     * for the whole transaction, so two payouts to one seller take turns and the second sees
     * what the first left (the balance check constraint stands behind it). `inTransaction`
     * writes what must commit with the payout (the audit entry).
     */
    recordPayout(
      payout: NewPayout,
      inTransaction: (tx: Tx, payoutId: string, balanceCents: number) => Promise<void>,
    ): Promise<PayoutOutcome> {
      return db.transaction(async (tx) => {
        const [seller] = await tx
          .select({ id: users.id })
          .from(users)
          .where(eq(users.id, payout.sellerId));
        if (!seller) return { kind: 'unknown-seller' };
        const [locked] = await tx
          .select({ cents: ledgerBalances.balanceCents })
          .from(ledgerBalances)
          .where(eq(ledgerBalances.sellerId, payout.sellerId))
          .for('update');
        const balance = locked?.cents ?? 0;
        if (payout.amountCents > balance) return { kind: 'over-balance', balanceCents: balance };

        const [row] = await tx.insert(payouts).values(payout).returning({ id: payouts.id });
        const [after] = await tx
          .update(ledgerBalances)
          .set({
            balanceCents: sql`${ledgerBalances.balanceCents} - ${payout.amountCents}`,
            updatedAt: sql`now()`,
          })
          .where(eq(ledgerBalances.sellerId, payout.sellerId))
          .returning({ cents: ledgerBalances.balanceCents });
        await inTransaction(tx, row!.id, after!.cents);
        return { kind: 'recorded', payoutId: row!.id, balanceCents: after!.cents };
      });
    },
  };
}

export type LedgerRepository = ReturnType<typeof createLedgerRepository>;
export type PayoutRow = Awaited<ReturnType<LedgerRepository['recentPayouts']>>[number];
