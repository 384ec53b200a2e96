import { and, asc, desc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories, products } from '../../db/schema.ts';
import type { Cursor } from '../../lib/cursor.ts';
import { keysetAfter } from '../../lib/pagination.ts';
import { onMarket } from '../listings/index.ts';

export interface LiveListingRef {
  id: string;
  postTime: Date;
}

const live = () => onMarket;

/**
 * One page of every live listing's id and post time, newest first, after `cursor` and, when
 * `until` is given, not past it: the sitemap walks the market with it, one bounded read of
 * products_public_idx at a time, so its cost per page stays the same at a million listings.
 */
export function liveListingsAfter(
  db: Db,
  cursor: Cursor | undefined,
  limit: number,
  until?: Cursor,
): Promise<LiveListingRef[]> {
  return db
    .select({ id: products.id, postTime: products.postTime })
    .from(products)
    .where(
      and(
        live(),
        keysetAfter(products.postTime, products.id, cursor),
        until
          ? sql`(${products.postTime}, ${products.id}) >= (${until.at.toISOString()}::timestamptz, ${until.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(products.postTime), desc(products.id))
    .limit(limit);
}

/**
 * The last live listing of every full run of `size`, newest first (the 50,000th, the
 * 100,000th, ...): where each of the sitemap's listing files ends. One pass over the live
 * listings' index, numbering rows in its own order; nothing is sorted.
 */
export function liveListingRunEnds(db: Db, size: number): Promise<LiveListingRef[]> {
  const numbered = db
    .select({
      id: products.id,
      postTime: products.postTime,
      n: sql<number>`row_number() over (order by ${products.postTime} desc, ${products.id} desc)`.as(
        'n',
      ),
    })
    .from(products)
    .where(live())
    .as('numbered');
  return db
    .select({ id: numbered.id, postTime: numbered.postTime })
    .from(numbered)
    .where(sql`${numbered.n} % ${size} = 0`)
    .orderBy(desc(numbered.postTime), desc(numbered.id));
}

/** Every category's id, in the order the storefront lists them. */
export async function categoryIds(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: categories.id })
    .from(categories)
    .orderBy(asc(categories.sortOrder), asc(categories.name));
  return rows.map((row) => row.id);
}
