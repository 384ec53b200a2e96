import { and, eq, isNull, sql } from 'drizzle-orm';
import { products } from '../../db/schema.ts';
import type { Executor } from './listings-repository.ts';

/**
 * A new listing code (issue #36 item 3, decision 056), drawn by `listing_code_new()` from the
 * database's cryptographic generator (migration 0037). The old code then opens nothing, and the
 * photo of the phone showing it proves nothing about the new one: it is cleared, and the
 * seller's My Products asks for a new one (the listing-review rule `self_test_fresh` counts a
 * photo only when there is one).
 */
const newCode = { listingCode: sql`public.listing_code_new()`, verificationPhoto: null };

export const listingCodes = {
  /** The seller's "Change code": their own live, unsold listing. Undefined when not. */
  async change(ex: Executor, id: string, sellerId: string): Promise<string | undefined> {
    const [row] = await ex
      .update(products)
      .set(newCode)
      .where(
        and(
          eq(products.id, id),
          eq(products.sellerId, sellerId),
          eq(products.sold, false),
          isNull(products.deletedAt),
        ),
      )
      .returning({ listingCode: products.listingCode });
    return row?.listingCode;
  },

  /**
   * A paid booking was refunded (settlement's finish, through `listingStateWrites.refund`):
   * the ex-buyer knew the code from My Orders, so it changes, whatever the listing's state.
   */
  async rotate(ex: Executor, id: string): Promise<void> {
    await ex.update(products).set(newCode).where(eq(products.id, id));
  },
};
