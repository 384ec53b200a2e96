import {
  SEARCH_FACETS,
  SEARCH_LIMIT_DEFAULT,
  type SearchQuery,
  type SearchSort,
} from '@phonebazaar/shared';
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
}

/** One page of one search, validated and put in canonical form. */
export interface SearchRequest {
  filters: SearchFilters;
  sort: SearchSort;
  limit: number;
  cursor?: SearchCursor;
  /** Identifies the search (filters and text, not sort or page) inside its cursors. */
  signature: string;
}

const hasWord = (text: string) => /[\p{L}\p{N}]/u.test(text);

function uniqueSorted<T extends string | number>(values: T[] | undefined): T[] | undefined {
  if (!values || values.length === 0) return undefined;
  const set = [...new Set(values)];
  return set.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/** A validated `GET /api/search` query as the service runs it (cursor checked too). */
export function toSearchRequest(query: SearchQuery): SearchRequest {
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
  const sort = query.sort ?? 'newest';
  // The text as typed (case and spacing aside) and every filter: a page of another search
  // must not continue this one.
  const signature = searchSignature(JSON.stringify({ ...filters, text: text?.toLowerCase() }));
  const cursor = decodeSearchCursor(query.cursor, { sort, signature });
  return {
    filters,
    sort,
    limit: query.limit ?? SEARCH_LIMIT_DEFAULT,
    signature,
    ...(cursor ? { cursor } : {}),
  };
}

/**
 * No text and no filter but categories: All Products and a brand's page, whose total and
 * filter counts the counters keep exactly.
 */
export function isUnfiltered(filters: SearchFilters): boolean {
  return Object.keys(filters).every((key) => key === 'category');
}
