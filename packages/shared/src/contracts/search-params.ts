import { AREAS, CONDITIONS } from '../constants.ts';
import { VARIANTS } from './phone-values.ts';
import type { SearchState } from './search.ts';

/**
 * The limits and lists of search (issue #17), and the `/search?...` URL helpers the web reads
 * and writes search addresses with. No zod here: every storefront list page runs these before
 * it renders, and the schema library is not part of a page's first load (issue #22 item 4).
 * The API validates with search.ts's schema; search.test.ts checks that this lenient reader
 * keeps exactly the values that schema accepts.
 */

export const SEARCH_Q_MAX = 100;
export const SEARCH_MULTI_MAX = 10;
export const SEARCH_PRICE_MAX = 100_000;
export const SEARCH_LIMIT_MAX = 60;
export const SEARCH_LIMIT_DEFAULT = 24;
export const SUGGEST_Q_MIN = 2;
export const SUGGEST_Q_MAX = 60;
export const SUGGEST_LIMIT = 8;
/** Above this many matches the total is '2000+' and nothing is counted or ranked exactly. */
export const SEARCH_COUNT_CAP = 2000;

export const SEARCH_SORTS = ['newest', 'price_asc', 'price_desc', 'relevance'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** The repeatable filters, in the order the filter panel shows them. */
export const SEARCH_FACETS = [
  'category',
  'model',
  'storage',
  'condition',
  'area',
  'variant',
] as const;
export type SearchFacet = (typeof SEARCH_FACETS)[number];

const MULTI_KEYS = ['category', 'model', 'storage', 'variant', 'condition', 'area'] as const;
const SCALAR_KEYS = [
  'q',
  'priceMin',
  'priceMax',
  'batteryMin',
  'verifiedSeller',
  'imeiOnFile',
  'noDefects',
  'asTyped',
  'sort',
] as const;

/**
 * The URL form of a search, in a fixed key order so the same search is the same URL (and
 * the same response-cache entry). Defaults (sort newest, empty text) are left out.
 */
export function toSearchEntries(state: SearchState): [string, string][] {
  const entries: [string, string][] = [];
  if (state.q) entries.push(['q', state.q]);
  for (const key of MULTI_KEYS) {
    const values = state[key];
    if (values) for (const v of values) entries.push([key, String(v)]);
  }
  for (const key of SCALAR_KEYS) {
    if (key === 'q') continue;
    const value = state[key];
    if (value === undefined || value === false) continue;
    if (key === 'sort' && value === 'newest') continue;
    entries.push([key, String(value)]);
  }
  return entries;
}

/** `toSearchEntries` as a query string without the `?` (spaces as %20). */
export function toSearchString(state: SearchState): string {
  return toSearchEntries(state)
    .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
    .join('&');
}

/** What `parseSearchParams` reads: a URLSearchParams, or anything shaped like one. */
export interface SearchParamsLike {
  get(name: string): string | null;
  getAll(name: string): string[];
}

/** zod's `z.uuid()` pattern (RFC 9562, any version, nil and max). */
const UUID =
  /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;

/** A field's value as the API's schema reads it, or undefined where that schema refuses it. */
type Reader = (raw: string) => unknown;

const oneOf =
  (values: readonly string[]): Reader =>
  (raw) =>
    values.includes(raw) ? raw : undefined;
/** `z.coerce.number()` with bounds: Number() of the text, finite, optionally whole. */
const numberIn =
  (min: number, max: number, whole: boolean): Reader =>
  (raw) => {
    const n = Number(raw);
    if (!Number.isFinite(n) || n < min || n > max || (whole && !Number.isInteger(n))) return;
    return n;
  };
const flag: Reader = (raw) =>
  raw === 'true' || raw === '1' ? true : raw === 'false' || raw === '0' ? false : undefined;

const READERS: Record<(typeof MULTI_KEYS)[number] | (typeof SCALAR_KEYS)[number], Reader> = {
  q: (raw) => {
    const text = raw.trim();
    return text.length <= SEARCH_Q_MAX ? text : undefined;
  },
  category: (raw) => (UUID.test(raw) ? raw : undefined),
  model: (raw) => (UUID.test(raw) ? raw : undefined),
  storage: numberIn(1, 4096, true),
  variant: oneOf(VARIANTS),
  condition: oneOf(CONDITIONS),
  area: oneOf(AREAS),
  priceMin: numberIn(0, SEARCH_PRICE_MAX, false),
  priceMax: numberIn(0, SEARCH_PRICE_MAX, false),
  batteryMin: numberIn(0, 100, true),
  verifiedSeller: flag,
  imeiOnFile: flag,
  noDefects: flag,
  asTyped: flag,
  sort: oneOf(SEARCH_SORTS),
};

/**
 * Reads a `/search` URL leniently, for pages: a value the API would refuse is dropped rather
 * than breaking the page (the API itself answers 400 for it).
 */
export function parseSearchParams(params: SearchParamsLike): SearchState {
  const state: Record<string, unknown> = {};
  for (const key of MULTI_KEYS) {
    const values = params
      .getAll(key)
      .map(READERS[key])
      .filter((value) => value !== undefined)
      .slice(0, SEARCH_MULTI_MAX);
    if (values.length > 0) state[key] = values;
  }
  for (const key of SCALAR_KEYS) {
    const raw = params.get(key);
    const value = raw === null ? undefined : READERS[key](raw);
    if (value !== undefined && value !== '') state[key] = value;
  }
  const result = state as SearchState;
  if (result.sort === 'relevance' && !result.q) delete result.sort;
  if (
    result.priceMin !== undefined &&
    result.priceMax !== undefined &&
    result.priceMin > result.priceMax
  ) {
    delete result.priceMax;
  }
  return result;
}
