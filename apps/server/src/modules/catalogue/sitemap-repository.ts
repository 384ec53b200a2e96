import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories, products } from '../../db/schema.ts';
import type { Cursor } from '../../lib/cursor.ts';
import { keysetAfter } from '../../lib/pagination.ts';

export interface LiveListingRef {
  id: string;
  postTime: Date;
}

/**
 * One page of every live listing's id and post time, newest first, after `cursor`: the
 * sitemap walks the whole market with it, one bounded read of products_public_idx at a time,
 * so its cost per page stays the same at a million listings.
 */
export function liveListingsAfter(
  db: Db,
  cursor: Cursor | undefined,
  limit: number,
): Promise<LiveListingRef[]> {
  return db
    .select({ id: products.id, postTime: products.postTime })
    .from(products)
    .where(
      and(
        eq(products.sold, false),
        isNull(products.deletedAt),
        keysetAfter(products.postTime, products.id, cursor),
      ),
    )
    .orderBy(desc(products.postTime), desc(products.id))
    .limit(limit);
}

/** Every category's id, in the order the storefront lists them. */
export async function categoryIds(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: categories.id })
    .from(categories)
    .orderBy(asc(categories.sortOrder), asc(categories.name));
  return rows.map((row) => row.id);
}
