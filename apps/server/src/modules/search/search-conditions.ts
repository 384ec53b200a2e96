import type { SearchFacet } from '@phonebazaar/shared';
import { type SQL, sql } from 'drizzle-orm';
import { products } from '../../db/schema.ts';
import type { SearchFilters } from './search-request.ts';

/** The live listings: the predicate every partial index of products is built on. */
export const liveListing = sql`${products.sold} = false and ${products.deletedAt} is null`;

/** Each facet's column, and the array type its values are sent as. */
export const FACET_COLUMNS: Record<SearchFacet, { column: SQL; type: string }> = {
  category: { column: sql`${products.categoryId}`, type: 'uuid[]' },
  model: { column: sql`${products.modelId}`, type: 'uuid[]' },
  storage: { column: sql`${products.storageGb}`, type: 'integer[]' },
  condition: { column: sql`${products.productCondition}`, type: 'text[]' },
  area: { column: sql`${products.area}`, type: 'text[]' },
  variant: { column: sql`${products.variant}`, type: 'text[]' },
};

/**
 * A PostgreSQL array literal sent as one parameter, so the statement's text is the same for
 * any number of values. The values were validated (ids, numbers, fixed names); each is
 * quoted and escaped anyway.
 */
export function arrayLiteral(values: readonly (string | number)[]): string {
  return `{${values.map((v) => `"${String(v).replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`;
}

/**
 * One value is an equality, so an index led by the column (a brand's or a model's newest)
 * can deliver the sort order; several are one array parameter (PostgreSQL 15 cannot keep an
 * index's order across the values of an `= any(...)`).
 */
export function facetCondition(facet: SearchFacet, values: readonly (string | number)[]): SQL {
  const { column, type } = FACET_COLUMNS[facet];
  if (values.length === 1) {
    return sql`${column} = ${String(values[0])}::${sql.raw(type.replace('[]', ''))}`;
  }
  return sql`${column} = any(${arrayLiteral(values)}::${sql.raw(type)})`;
}

/**
 * The text filter: every word of the query (search_query, migrations 0013 and 0014).
 * `indexed: false` hides it from the planner's index matching (coalesce is opaque to it): a
 * page of a set known to be big must walk its order's index, never collect the whole set
 * through the text index to sort it, whatever the planner guesses the set's size to be.
 */
export function textCondition(text: string, indexed = true): SQL {
  const match = sql`${products.searchDoc} @@ public.search_query(${text})`;
  return indexed ? match : sql`coalesce(${match}, false)`;
}

/**
 * Everything a search asks of a listing but being live; `omit` leaves one facet's own filter
 * out (its counts are over the listings the other filters let through).
 */
export function filterConditions(
  filters: SearchFilters,
  omit?: SearchFacet,
  textIndexed = true,
): SQL[] {
  const conditions: SQL[] = [];
  if (filters.text !== undefined) conditions.push(textCondition(filters.text, textIndexed));
  for (const facet of Object.keys(FACET_COLUMNS) as SearchFacet[]) {
    const values = filters[facet];
    if (facet !== omit && values) conditions.push(facetCondition(facet, values));
  }
  if (filters.priceMinCents !== undefined) {
    conditions.push(sql`${products.sellingPriceCents} >= ${filters.priceMinCents}`);
  }
  if (filters.priceMaxCents !== undefined) {
    conditions.push(sql`${products.sellingPriceCents} <= ${filters.priceMaxCents}`);
  }
  if (filters.batteryMin) {
    conditions.push(sql`${products.batteryHealth} >= ${filters.batteryMin}`);
  }
  if (filters.verifiedSeller) conditions.push(sql`${products.sellerVerified}`);
  if (filters.imeiOnFile) conditions.push(sql`${products.imeiOnFile}`);
  if (filters.noDefects) conditions.push(sql`${products.noDefects}`);
  return conditions;
}

/** `a and b and ...` (true when empty). */
export function allOf(conditions: SQL[]): SQL {
  return conditions.length === 0 ? sql`true` : sql.join(conditions, sql` and `);
}
