import {
  SEARCH_FACETS,
  SEARCH_LIMIT_DEFAULT,
  type SearchQuery,
  type SearchSort,
  type UnderstoodPhrase,
} from '@phonebazaar/shared';
import { applyAliases, understandQuery } from './query-understanding.ts';
import { decodeSearchCursor, type SearchCursor, searchSignature } from './search-cursor.ts';

/** The repeatable filters: each value list is a set (sorted, without repeats). */
export interface FacetFilters {
  category?: string[];
  model?: string[];
  storage?: number[];
  condition?: string[];
  area?: string[];
  variant?: string[];
}

/** What narrows a search, as the repositories read it. */
export interface SearchFilters extends FacetFilters {
  /** The search text when it has a letter or digit (else there is no text filter). */
  text?: string;
  priceMinCents?: number;
  priceMaxCents?: number;
  /** Known battery health at least this (0 = any). */
  batteryMin?: number;
  verifiedSeller?: boolean;
  imeiOnFile?: boolean;
  noDefects?: boolean;
  /**
   * Not the user's: the provider's choice of plan for the text (word-stats.ts). The index is
   * asked for the whole words and the last word, a prefix, is tested on the rows.
   */
  wholeWordsFirst?: boolean;
  /**
   * Not the user's (issue #42): a relaxed or corrected search ranks the listings that match
   * this whole text (the words as understood, before relaxing) first.
   */
  exactText?: string;
}

/** One page of one search, validated and put in canonical form. */
export interface SearchRequest {
  filters: SearchFilters;
  sort: SearchSort;
  limit: number;
  cursor?: SearchCursor;
  /** Identifies the search (filters and text, not sort or page) inside its cursors. */
  signature: string;
  /** Issue #42: phrases of the text read as filters, a sort or the catalogue's spelling. */
  understood: UnderstoodPhrase[];
  /** No spelling correction ("Search instead for ..."). */
  asTyped: boolean;
}

const hasWord = (text: string) => /[\p{L}\p{N}]/u.test(text);

function uniqueSorted<T extends string | number>(values: T[] | undefined): T[] | undefined {
  if (!values || values.length === 0) return undefined;
  const set = [...new Set(values)];
  return set.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/** The request's filters as given, the text trimmed (no understanding yet). */
function givenFilters(query: SearchQuery): SearchFilters {
  const text = query.q?.replace(/\s+/g, ' ').trim();
  const filters: SearchFilters = {};
  if (text && hasWord(text)) filters.text = text;
  for (const facet of SEARCH_FACETS) {
    const values = uniqueSorted(query[facet] as (string | number)[] | undefined);
    if (values) (filters as Record<string, unknown>)[facet] = values;
  }
  if (query.priceMin !== undefined) filters.priceMinCents = Math.round(query.priceMin * 100);
  if (query.priceMax !== undefined) filters.priceMaxCents = Math.round(query.priceMax * 100);
  if (query.batteryMin) filters.batteryMin = query.batteryMin;
  if (query.verifiedSeller) filters.verifiedSeller = true;
  if (query.imeiOnFile) filters.imeiOnFile = true;
  if (query.noDefects) filters.noDefects = true;
  return filters;
}

/**
 * What a search's query asks of a listing, as the search page reads it (issue #42): places,
 * prices, storage and condition words become filters, aliases the catalogue's spelling. Saved
 * searches' alerts match new listings by it (modules/alerts), so they find what the page does.
 */
export function understoodFilters(query: SearchQuery): SearchFilters {
  return understand(givenFilters(query), query).filters;
}

/** A validated `GET /api/search` query as the service runs it (cursor checked too). */
export function toSearchRequest(query: SearchQuery): SearchRequest {
  const text = query.q?.replace(/\s+/g, ' ').trim();
  const filters = givenFilters(query);
  // The text as typed (case and spacing aside) and every filter: a page of another search
  // must not continue this one.
  const signature = searchSignature(
    JSON.stringify({ ...filters, text: text?.toLowerCase(), ...(query.asTyped ? { a: 1 } : {}) }),
  );
  const understood = understand(filters, query);
  const sort = understood.sort ?? query.sort ?? 'newest';
  const cursor = decodeSearchCursor(query.cursor, { sort, signature });
  return {
    filters: understood.filters,
    sort,
    limit: query.limit ?? SEARCH_LIMIT_DEFAULT,
    signature,
    understood: understood.phrases,
    asTyped: query.asTyped === true,
    ...(cursor ? { cursor } : {}),
  };
}

/**
 * Issue #42: places, prices, storage and condition words of the text become filters (where
 * the request sets none of its own), "cheap" the cheapest-first sort when none is asked, and
 * other spellings the catalogue's; the rest stays text. Deterministic from the request, so
 * the next pages read it the same way.
 */
function understand(filters: SearchFilters, query: SearchQuery) {
  if (!filters.text) return { filters, phrases: [] as UnderstoodPhrase[] };
  const taken = new Set<string>(SEARCH_FACETS.filter((f) => filters[f] !== undefined));
  if (filters.priceMinCents !== undefined || filters.priceMaxCents !== undefined)
    taken.add('price');
  const read = understandQuery(filters.text, { taken, sortGiven: query.sort !== undefined });
  const aliased = read.text ? applyAliases(read.text) : undefined;
  const out: SearchFilters = { ...filters, ...read.filters };
  delete out.text;
  if (aliased?.text) out.text = aliased.text;
  return {
    filters: out,
    sort: read.sort,
    phrases: [...read.understood, ...(aliased?.understood ?? [])],
  };
}

/**
 * No text and no filter but categories: All Products and a brand's page, whose total and
 * filter counts the counters keep exactly.
 */
export function isUnfiltered(filters: SearchFilters): boolean {
  return Object.keys(filters).every((key) => key === 'category');
}
