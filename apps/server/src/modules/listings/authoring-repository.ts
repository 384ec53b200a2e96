import { and, eq, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { products } from '../../db/schema.ts';
import type { Executor } from './listings-repository.ts';

type NewProduct = typeof products.$inferInsert;
/** What the seller's room authors: the listing's own descriptive columns, never its state. */
export type AuthoredColumns = Omit<
  NewProduct,
  'id' | 'sold' | 'booking' | 'deletedAt' | 'reviewState' | 'advertisement' | 'productStatus'
>;
export type ReviewState = 'clear' | 'pending_review' | 'rejected';

/** `column` would change to `value` (a null column always does: values sent are never null). */
const differs = (column: Parameters<typeof ne>[0], value: unknown): SQL | undefined =>
  value === undefined ? undefined : or(isNull(column), ne(column, value));

/** Of this seller, neither sold nor deleted: what edit, advertise and the code photo need. */
const ownUnsold = (id: string, sellerId: string) =>
  and(
    eq(products.id, id),
    eq(products.sellerId, sellerId),
    eq(products.sold, false),
    isNull(products.deletedAt),
  );

/**
 * The seller's room (selling) decides what a listing says; the rows are written here, because
 * the same statements set or guard the listing's state (decision 050): a new listing starts
 * available or held for review, and an edit may send it (back) to review.
 */
export const listingAuthoring = {
  /** A new listing: plain, unsold, unbooked, and clear unless the review holds it. */
  async insert(
    ex: Executor,
    columns: AuthoredColumns,
    reviewState: 'clear' | 'pending_review' = 'clear',
  ): Promise<string | undefined> {
    const [row] = await ex
      .insert(products)
      .values({
        ...columns,
        // Explicit, whatever the column defaults become: a new listing is plain and unsold.
        productStatus: 'Available',
        advertisement: false,
        sold: false,
        booking: false,
        reviewState,
      })
      .returning({ id: products.id });
    return row?.id;
  },

  /**
   * One conditional statement: a listing sold or deleted since the caller looked is never
   * changed, and values equal to the stored ones are no change (null). `changed` lists the
   * columns whose difference counts; `reviewState` is a resubmission or a new hold, which
   * counts even with nothing else new. A change answers the price the row had before it, read
   * under the row's lock in the same statement, so a price edit can tell whether the price moved
   * without a second round trip (issue #35's review).
   */
  async edit(
    ex: Executor,
    id: string,
    sellerId: string,
    set: Partial<AuthoredColumns>,
    changed: (keyof AuthoredColumns)[],
    reviewState?: ReviewState,
  ): Promise<{ priceCentsBefore: number } | null> {
    const before = ex
      .$with('before')
      .as(
        ex
          .select({ id: products.id, priceCentsBefore: products.sellingPriceCents })
          .from(products)
          .where(ownUnsold(id, sellerId))
          .for('update'),
      );
    const [row] = await ex
      .with(before)
      .update(products)
      .set({ ...set, ...(reviewState !== undefined ? { reviewState } : {}) })
      .from(before)
      .where(
        and(
          eq(products.id, before.id),
          ownUnsold(id, sellerId),
          or(
            ...changed.map((key) => differs(products[key], set[key])),
            differs(products.reviewState, reviewState),
          ),
        ),
      )
      .returning({ priceCentsBefore: before.priceCentsBefore });
    return row ?? null;
  },

  /** Advertised once: false when it already is, or was sold or deleted since. */
  async advertise(ex: Executor, id: string, sellerId: string): Promise<boolean> {
    const rows = await ex
      .update(products)
      .set({ advertisement: true, advertisedAt: sql`now()` })
      .where(and(ownUnsold(id, sellerId), eq(products.advertisement, false)))
      .returning({ id: products.id });
    return rows.length > 0;
  },

  /** Issue #21: the code photo; false when it is the same one, or sold or deleted since. */
  async setVerificationPhoto(
    ex: Executor,
    id: string,
    sellerId: string,
    photo: string,
  ): Promise<boolean> {
    const rows = await ex
      .update(products)
      .set({ verificationPhoto: photo })
      .where(and(ownUnsold(id, sellerId), differs(products.verificationPhoto, photo)))
      .returning({ id: products.id });
    return rows.length > 0;
  },
};
