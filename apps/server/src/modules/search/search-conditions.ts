import type { SearchFacet } from '@phonebazaar/shared';
import { type SQL, sql } from 'drizzle-orm';
import { products, searchListings } from '../../db/schema.ts';
import { onMarket } from '../listings/index.ts';
import type { SearchFilters } from './search-request.ts';

/** What a search reads its matches from: products, or search's narrow copy of them. */
export interface SearchSource {
  /** The FROM item. */
  table: SQL;
  /** Live listings only (search_listings holds nothing else). */
  live: SQL;
  /** The words a listing is found by (a tsvector). */
  words: SQL;
  columns: {
    id: SQL;
    postTime: SQL;
    price: SQL;
    category: SQL;
    model: SQL;
    storage: SQL;
    condition: SQL;
    area: SQL;
    variant: SQL;
    battery: SQL;
    verified: SQL;
    imeiOnFile: SQL;
    noDefects: SQL;
  };
}

/**
 * products: a search without text reads it, index-only, through the covering indexes in the
 * page's order (migrations 0015-0017).
 */
export const LISTINGS: SearchSource = {
  table: sql`${products}`,
  // On the market (the listings room's one definition, decision 050): the predicate every
  // partial index of products is built on (migration 0029), so the planner can use them.
  live: onMarket,
  words: sql`${products.searchDoc}`,
  columns: {
    id: sql`${products.id}`,
    postTime: sql`${products.postTime}`,
    price: sql`${products.sellingPriceCents}`,
    category: sql`${products.categoryId}`,
    model: sql`${products.modelId}`,
    storage: sql`${products.storageGb}`,
    condition: sql`${products.productCondition}`,
    area: sql`${products.area}`,
    variant: sql`${products.variant}`,
    battery: sql`${products.batteryHealth}`,
    verified: sql`${products.sellerVerified}`,
    imeiOnFile: sql`${products.imeiOnFile}`,
    noDefects: sql`${products.noDefects}`,
  },
};

/**
 * search_listings (migration 0021): a search with text reads these ~550-byte rows (words
 * without positions) instead of products' ~1.5 kB ones; same answers, a third of the pages.
 */
export const SEARCH_LISTINGS: SearchSource = {
  table: sql`${searchListings}`,
  live: sql`true`,
  words: sql`${searchListings.words}`,
  columns: {
    id: sql`${searchListings.id}`,
    postTime: sql`${searchListings.postTime}`,
    price: sql`${searchListings.sellingPriceCents}`,
    category: sql`${searchListings.categoryId}`,
    model: sql`${searchListings.modelId}`,
    storage: sql`${searchListings.storageGb}`,
    condition: sql`${searchListings.productCondition}`,
    area: sql`${searchListings.area}`,
    variant: sql`${searchListings.variant}`,
    battery: sql`${searchListings.batteryHealth}`,
    verified: sql`${searchListings.sellerVerified}`,
    imeiOnFile: sql`${searchListings.imeiOnFile}`,
    noDefects: sql`${searchListings.noDefects}`,
  },
};

/** Where a search's matches are read: the narrow copy when it has text. */
export const sourceOf = (filters: SearchFilters): SearchSource =>
  filters.text !== undefined ? SEARCH_LISTINGS : LISTINGS;

/** Each facet's column (in a source's columns) and the array type its values are sent as. */
export const FACET_COLUMNS: Record<
  SearchFacet,
  { column: keyof SearchSource['columns']; type: string }
> = {
  category: { column: 'category', type: 'uuid[]' },
  model: { column: 'model', type: 'uuid[]' },
  storage: { column: 'storage', type: 'integer[]' },
  condition: { column: 'condition', type: 'text[]' },
  area: { column: 'area', type: 'text[]' },
  variant: { column: 'variant', type: 'text[]' },
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
export function facetCondition(
  facet: SearchFacet,
  values: readonly (string | number)[],
  source: SearchSource = LISTINGS,
): SQL {
  const column = source.columns[FACET_COLUMNS[facet].column];
  const { type } = FACET_COLUMNS[facet];
  // Only brands and models lead an index; an equality on another column would become an
  // equivalence class, whose conditions PostgreSQL tests after all others (after the text).
  if (values.length === 1 && (facet === 'category' || facet === 'model')) {
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
export function textCondition(
  text: string,
  indexed = true,
  source = LISTINGS,
  wholeWordsFirst = false,
): SQL {
  const match = sql`${source.words} @@ public.search_query(${text})`;
  if (!indexed) return sql`coalesce(${match}, false)`;
  if (!wholeWordsFirst) return match;
  // The index reads the whole words' posting lists; the full query, prefix included, is
  // tested on the rows they give (same matches: it implies the first condition).
  return sql`${source.words} @@ coalesce(public.search_query_whole(${text}),
      public.search_query(${text})) and coalesce(${match}, false)`;
}

/**
 * Everything a search asks of a listing but being live, over `source` (products, or the
 * narrow copy when the search has text); `omit` leaves one facet's own filter out (its counts
 * are over the listings the other filters let through).
 */
export function filterConditions(
  filters: SearchFilters,
  omit?: SearchFacet,
  textIndexed = true,
  source: SearchSource = sourceOf(filters),
): SQL[] {
  const c = source.columns;
  const conditions: SQL[] = [];
  for (const facet of Object.keys(FACET_COLUMNS) as SearchFacet[]) {
    const values = filters[facet];
    if (facet !== omit && values) conditions.push(facetCondition(facet, values, source));
  }
  if (filters.priceMinCents !== undefined) {
    conditions.push(sql`${c.price} >= ${filters.priceMinCents}`);
  }
  if (filters.priceMaxCents !== undefined) {
    conditions.push(sql`${c.price} <= ${filters.priceMaxCents}`);
  }
  if (filters.batteryMin) conditions.push(sql`${c.battery} >= ${filters.batteryMin}`);
  if (filters.verifiedSeller) conditions.push(sql`${c.verified}`);
  if (filters.imeiOnFile) conditions.push(sql`${c.imeiOnFile}`);
  if (filters.noDefects) conditions.push(sql`${c.noDefects}`);
  // The text last: PostgreSQL keeps the written order of conditions it prices alike, and a
  // match against a tsvector costs more than comparing a column, so a scan tests it only on
  // the rows the other filters let through (1M listings, "iphone" in Dhaka, 256 GB,
  // Excellent: a fifth less time in the scan).
  if (filters.text !== undefined) {
    conditions.push(textCondition(filters.text, textIndexed, source, filters.wholeWordsFirst));
  }
  return conditions;
}

/** `a and b and ...` (true when empty). */
export function allOf(conditions: SQL[]): SQL {
  return conditions.length === 0 ? sql`true` : sql.join(conditions, sql` and `);
}
