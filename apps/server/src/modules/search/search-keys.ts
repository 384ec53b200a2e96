import { type SQL, sql } from 'drizzle-orm';
import type { SearchKey } from './search-cursor.ts';

/**
 * The orders a page can be read in, over the candidate set of a counted search (SQL over its
 * columns) and over the listings themselves (an ordered index walk). Keyset paging: the next
 * page starts strictly after the last key of the previous one.
 */
export type PageOrder = 'time' | 'price_asc' | 'price_desc' | 'rank';

/** Columns as the candidate set names them (m.post_time...) or the products table does. */
export interface KeyColumns {
  postTime: SQL;
  price: SQL;
  id: SQL;
  /** Only in a ranked candidate set. */
  rank?: SQL;
  /** Issue #42: best match's tie-breakers (verified seller, in stock), after the rank. */
  boost?: SQL;
  /**
   * Issue #42: 1 when a rescued search's listing matches the whole text (0 otherwise); with a
   * sort of its own, such listings come first, then the sort.
   */
  exact?: SQL;
}

const iso = (ms: number) => new Date(ms).toISOString();

export function orderBy(order: PageOrder, c: KeyColumns): SQL {
  const { exact, ...plain } = c;
  if (exact && order !== 'rank') return sql`${exact} desc, ${orderBy(order, plain)}`;
  switch (order) {
    case 'time':
      return sql`${c.postTime} desc, ${c.id} desc`;
    case 'price_asc':
      return sql`${c.price} asc, ${c.id} asc`;
    case 'price_desc':
      return sql`${c.price} desc, ${c.id} desc`;
    case 'rank':
      return sql`${c.rank} desc, ${c.boost ?? sql`0::float8`} desc, ${c.postTime} desc, ${c.id} desc`;
  }
}

/** Rows strictly after `key` in `order`; none when there is no key (the first page). */
export function after(order: PageOrder, c: KeyColumns, key: SearchKey | undefined): SQL {
  if (!key) return sql`true`;
  const { exact, ...plain } = c;
  if (exact && order !== 'rank' && key.by !== 'rank') {
    // Exact matches first: past the key's group, or in it and after the key in the sort.
    const group = sql.raw(key.exact ? '1' : '0');
    return sql`(${exact} < ${group} or (${exact} = ${group} and ${after(order, plain, key)}))`;
  }
  if (order === 'time' && key.by === 'time') {
    return sql`(${c.postTime}, ${c.id}) < (${iso(key.value)}::timestamptz, ${key.id}::uuid)`;
  }
  if (order === 'price_asc' && key.by === 'price') {
    return sql`(${c.price}, ${c.id}) > (${key.value}::integer, ${key.id}::uuid)`;
  }
  if (order === 'price_desc' && key.by === 'price') {
    return sql`(${c.price}, ${c.id}) < (${key.value}::integer, ${key.id}::uuid)`;
  }
  if (order === 'rank' && key.by === 'rank') {
    return sql`(${c.rank}, ${c.boost ?? sql`0::float8`}, ${c.postTime}, ${c.id}) < (${key.value}::float8, ${key.boost ?? 0}::float8, ${iso(key.at)}::timestamptz, ${key.id}::uuid)`;
  }
  // The service only pairs a key with its own order (search-cursor.ts checks the sort).
  throw new Error(`a ${key.by} key cannot continue the ${order} order`);
}

/** The key of a row in `order`, from its epoch-ms post time, price in cents and rank. */
export function keyOf(
  order: PageOrder,
  row: {
    id: string;
    at: number;
    price: number;
    rank?: number | null;
    exact?: number;
    boost?: number;
  },
): SearchKey {
  const exact = row.exact === undefined ? {} : { exact: row.exact ? 1 : 0 };
  if (order === 'time') return { by: 'time', value: row.at, id: row.id, ...exact };
  if (order === 'rank') {
    const boost = row.boost ? { boost: row.boost } : {};
    return { by: 'rank', value: row.rank ?? 0, at: row.at, id: row.id, ...boost };
  }
  return { by: 'price', value: row.price, id: row.id, ...exact };
}
