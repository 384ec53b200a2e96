import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products, users } from '../../db/schema.ts';
import { listingCodes } from './listing-code-repository.ts';
import { assertTransition, type ListingState } from './listing-state.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** The caller's transaction (or the pool, for a one-statement write): each step stays atomic. */
export type Executor = Db | Tx;

/**
 * The listing's state columns (sold, booking, deleted_at, review_state), written here only
 * (decision 050). Every write runs in the caller's transaction, which already holds the locks
 * its own rules need. A write whose caller read the listing's state takes that state and asks
 * the state machine first, so a refused transition throws the table's 409 and writes nothing.
 */
export const listingStateWrites = {
  /** pay: booked -> sold (payments' record, under the listing's lock). */
  async sell(ex: Executor, id: string, from: ListingState): Promise<void> {
    assertTransition(from, 'pay');
    await ex
      .update(products)
      .set({ sold: true, advertisement: false, booking: false })
      .where(eq(products.id, id));
  },

  /** lapse: the buyer gave the booking back before paying (bookings' cancel): booked -> available. */
  async lapse(ex: Executor, id: string, from: ListingState): Promise<void> {
    assertTransition(from, 'lapse');
    await ex.update(products).set({ booking: false }).where(eq(products.id, id));
  },

  /**
   * lapse of the unpaid holds an account deletion ended (admin): the states are not read, so
   * the statement itself keeps a sold listing as it is.
   */
  async lapseMany(ex: Executor, ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await ex
      .update(products)
      .set({ booking: false })
      .where(and(inArray(products.id, ids), eq(products.sold, false)));
  },

  /**
   * refund: sold -> available (settlement's finish). A deleted seller's phone does not come
   * back on the market: deleting a seller ends their unsold listings (decision 009), so a
   * refunded one ends the same way. Nor does one whose IMEI another live listing took
   * meanwhile (products_imei_live_uq): it stays off the market. In every case its code changes
   * (issue #36 item 3): the refunded ex-buyer knew it.
   */
  async refund(ex: Executor, id: string): Promise<void> {
    await listingCodes.rotate(ex, id);
    const sellerGone = sql`exists (select 1 from ${users}
      where ${users.id} = ${products.sellerId} and ${users.deletedAt} is not null)`;
    await ex
      .update(products)
      .set({ sold: false, booking: false, deletedAt: sql`now()` })
      .where(and(eq(products.id, id), isNull(products.deletedAt), sellerGone));
    await ex
      .update(products)
      .set({ sold: false, booking: false })
      .where(
        and(
          eq(products.id, id),
          isNull(products.deletedAt),
          sql`not exists (select 1 from ${products} other
            where other.imei_hash = ${products.imeiHash} and other.id <> ${products.id}
              and other.sold = false and other.deleted_at is null)`,
        ),
      );
  },

  /** approve (listing review): a held listing comes onto the market; a clear one stays. */
  async approve(ex: Executor, id: string, from: ListingState): Promise<void> {
    assertTransition(from, 'approve');
    await ex
      .update(products)
      .set({ reviewState: 'clear' })
      .where(and(eq(products.id, id), sql`${products.reviewState} <> 'clear'`));
  },

  /** reject (listing review): off the market, or kept off it. */
  async reject(ex: Executor, id: string, from: ListingState): Promise<void> {
    assertTransition(from, 'reject');
    await ex.update(products).set({ reviewState: 'rejected' }).where(eq(products.id, id));
  },

  /**
   * Taken down (an IMEI block withdrew it): deleted, as an admin's delete. The caller read
   * each listing's state under its lock; deletion is allowed in every state.
   */
  async takeDown(ex: Executor, id: string, from: ListingState): Promise<void> {
    assertTransition(from, 'delete');
    await ex.update(products).set({ deletedAt: sql`now()` }).where(eq(products.id, id));
  },

  /**
   * Soft delete by its seller or an admin: bookings, payments and reports keep their foreign
   * keys. False when it was deleted already.
   */
  async delete(ex: Executor, id: string): Promise<boolean> {
    const rows = await ex
      .update(products)
      .set({ deletedAt: sql`now()` })
      .where(and(eq(products.id, id), isNull(products.deletedAt)))
      .returning({ id: products.id });
    return rows.length > 0;
  },

  /**
   * A deleted account's unsold listings leave the market; sold ones stay for the sales that
   * point at them. The caller holds their locks. Answers the ids withdrawn.
   */
  async withdrawSellerListings(ex: Executor, sellerId: string): Promise<string[]> {
    const rows = await ex
      .update(products)
      .set({ deletedAt: sql`now()` })
      .where(
        and(eq(products.sellerId, sellerId), eq(products.sold, false), isNull(products.deletedAt)),
      )
      .returning({ id: products.id });
    return rows.map((row) => row.id);
  },
};
