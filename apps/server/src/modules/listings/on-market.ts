import { sql } from 'drizzle-orm';
import { products } from '../../db/schema.ts';

/**
 * Clear of review (issue #21, decision 041): a listing held for review or rejected is seen by
 * its seller and the admins only. Written into the SQL, never bound as a parameter, so the
 * planner can match the partial indexes' predicate (migration 0029).
 */
export const clearOfReview = sql`${products.reviewState} = 'clear'`;

/**
 * Known to everyone: not deleted and clear of review. A sold listing is still known (its
 * page says sold; it may be hearted, reported, messaged about); a held or rejected one is
 * unknown to all but its seller and the admins, who answer the 404 of an unknown listing.
 */
export const shownToEveryone = sql`${products.deletedAt} is null and ${clearOfReview}`;

/**
 * On the market: neither sold nor deleted, and clear of review (product-decisions §4, issue
 * #21). Every public read of listings says exactly this, the predicate of products' partial
 * indexes (db/schema.ts `live`); its text must stay theirs for the planner to use them.
 */
export const onMarket = sql`${products.sold} = false and ${products.deletedAt} is null and ${clearOfReview}`;

/**
 * Held for review or rejected, not deleted: seen by its seller and the admins only
 * (`maySeeHeld`); everyone else meets the 404 of an unknown listing.
 */
export const heldFromPublic = sql`${products.deletedAt} is null and ${products.reviewState} <> 'clear'`;

/** The same two rules for hand-written SQL that reads products under an alias (`p`). */
export const shownToEveryoneAs = (alias: string) =>
  sql.raw(`${alias}.deleted_at is null and ${alias}.review_state = 'clear'`);
export const onMarketAs = (alias: string) =>
  sql.raw(
    `${alias}.sold = false and ${alias}.deleted_at is null and ${alias}.review_state = 'clear'`,
  );

/** The rules above for a row already read. */
export interface ListingVisibility {
  sold: boolean;
  deletedAt?: Date | string | null;
  deleted?: boolean;
  reviewState?: string | null;
}

const isDeleted = (row: ListingVisibility) => Boolean(row.deleted ?? row.deletedAt);

/** `shownToEveryone` of a read row; a row read without its review state counts as clear. */
export function isShownToEveryone(row: Omit<ListingVisibility, 'sold'>): boolean {
  return !isDeleted(row as ListingVisibility) && (row.reviewState ?? 'clear') === 'clear';
}

export function isOnMarket(row: ListingVisibility): boolean {
  return !row.sold && isShownToEveryone(row);
}

/** Who may see a listing that is not shown to everyone: its seller and the admins. */
export function maySeeHeld(
  listing: { sellerId: string },
  viewer: { id: string; role?: string } | undefined,
): boolean {
  return viewer !== undefined && (viewer.role === 'admin' || viewer.id === listing.sellerId);
}
