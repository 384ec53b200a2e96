import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { bookings, ledgerBalances, ledgerReleases, products } from '../../db/schema.ts';

export type { Tx };

export interface CreditOutcome {
  /** False when this booking was credited before (a repeat is a no-op). */
  credited: boolean;
  sellerId: string;
  amountCents: number;
}

/**
 * Credits the seller of the booking's listing with the booking's price: the one way a release
 * reaches the ledger (issue #18). Called by the settlement transition in its own transaction,
 * so the credit commits or rolls back with the release. Idempotent: one credit per booking
 * (ledger_releases_booking_uq), and a repeat, or a racing second call, changes nothing.
 * Throws on a booking that does not exist, is unpaid or refunded: releasing one is a bug.
 */
export async function creditRelease(
  executor: Db | Tx,
  { bookingId }: { bookingId: string },
): Promise<CreditOutcome> {
  // A savepoint inside the caller's transaction (or a transaction of its own): the release
  // row and the balance move together.
  return executor.transaction(async (tx) => {
    const [booking] = await tx
      .select({
        settlement: bookings.settlement,
        amountCents: bookings.priceCents,
        sellerId: products.sellerId,
      })
      .from(bookings)
      .innerJoin(products, eq(products.id, bookings.productId))
      .where(eq(bookings.id, bookingId));
    if (!booking) throw new Error(`creditRelease: booking ${bookingId} does not exist`);
    // Released now, or about to be in the caller's transaction; never unpaid or refunded.
    if (booking.settlement === 'none' || booking.settlement === 'refunded') {
      throw new Error(`creditRelease: booking ${bookingId} is ${booking.settlement}, not paid`);
    }
    const { sellerId, amountCents } = booking;

    const inserted = await tx
      .insert(ledgerReleases)
      .values({ bookingId, sellerId, amountCents })
      .onConflictDoNothing({ target: ledgerReleases.bookingId })
      .returning({ id: ledgerReleases.id });
    if (inserted.length === 0) return { credited: false, sellerId, amountCents };

    await tx
      .insert(ledgerBalances)
      .values({ sellerId, balanceCents: amountCents })
      .onConflictDoUpdate({
        target: ledgerBalances.sellerId,
        set: {
          balanceCents: sql`${ledgerBalances.balanceCents} + excluded.balance_cents`,
          updatedAt: sql`now()`,
        },
      });
    return { credited: true, sellerId, amountCents };
  });
}
