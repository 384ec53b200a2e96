import { z } from 'zod';
import { AREAS, CONDITIONS } from '../constants.ts';
import { VARIANTS } from './phone.ts';
import { productSchema } from './product.ts';

/**
 * Search and filters (issue #17): `GET /api/search` and `GET /api/search/suggest`. The server
 * validates with these schemas and the web builds and reads `/search?...` URLs with the same
 * helpers, so a shared link means the same thing on both sides.
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

/** A query-string value that may be given once or repeated (`?area=Dhaka&area=Khulna`). */
function repeatable<T extends z.ZodType>(item: T, label: string) {
  return z.preprocess(
    (value) => (value === undefined || Array.isArray(value) ? value : [value]),
    z.array(item).max(SEARCH_MULTI_MAX, `At most ${SEARCH_MULTI_MAX} ${label} values`).optional(),
  );
}

const booleanFlag = (label: string) =>
  z
    .enum(['true', 'false', '1', '0'], { error: `${label} must be true or false` })
    .transform((v) => v === 'true' || v === '1')
    .optional();

const dollars = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a number of dollars` })
    .min(0, `${label} must be at least 0`)
    .max(SEARCH_PRICE_MAX, `${label} must be at most ${SEARCH_PRICE_MAX}`)
    .optional();

/** The fields of `GET /api/search`, each with its own message. */
const searchQueryObject = z
  .object({
    q: z
      .string()
      .trim()
      .max(SEARCH_Q_MAX, `Search text must be at most ${SEARCH_Q_MAX} characters`)
      .optional(),
    category: repeatable(z.uuid('Category must be a category id'), 'category'),
    model: repeatable(z.uuid('Model must be a model id'), 'model'),
    storage: repeatable(
      z.coerce
        .number({ error: 'Storage must be a number of GB' })
        .int('Storage must be a whole number of GB')
        .min(1, 'Storage must be at least 1 GB')
        .max(4096, 'Storage must be at most 4096 GB'),
      'storage',
    ),
    variant: repeatable(
      z.enum(VARIANTS, { error: `Variant must be one of ${VARIANTS.join(', ')}` }),
      'variant',
    ),
    condition: repeatable(
      z.enum(CONDITIONS, { error: `Condition must be one of ${CONDITIONS.join(', ')}` }),
      'condition',
    ),
    area: repeatable(z.enum(AREAS, { error: `Area must be one of ${AREAS.join(', ')}` }), 'area'),
    priceMin: dollars('Minimum price'),
    priceMax: dollars('Maximum price'),
    batteryMin: z.coerce
      .number({ error: 'Battery health must be a number' })
      .int('Battery health must be a whole percent')
      .min(0, 'Battery health must be at least 0%')
      .max(100, 'Battery health must be at most 100%')
      .optional(),
    verifiedSeller: booleanFlag('Verified seller'),
    imeiOnFile: booleanFlag('IMEI on file'),
    noDefects: booleanFlag('No defects'),
    sort: z
      .enum(SEARCH_SORTS, { error: `Sort must be one of ${SEARCH_SORTS.join(', ')}` })
      .optional(),
    limit: z.coerce
      .number({ error: 'Limit must be a number' })
      .int('Limit must be a whole number')
      .min(1, 'Limit must be at least 1')
      .max(SEARCH_LIMIT_MAX, `Limit must be at most ${SEARCH_LIMIT_MAX}`)
      .optional(),
    cursor: z.string().max(400, 'Invalid cursor').optional(),
  })
  .strict();

/** `GET /api/search`: unknown parameters are refused (strict), then the cross-field rules. */
export const searchQuerySchema = searchQueryObject.superRefine((query, ctx) => {
  if (
    query.priceMin !== undefined &&
    query.priceMax !== undefined &&
    query.priceMin > query.priceMax
  ) {
    ctx.addIssue({
      code: 'custom',
      path: ['priceMax'],
      message: 'Maximum price must not be below the minimum price',
    });
  }
  if (query.sort === 'relevance' && !query.q) {
    ctx.addIssue({
      code: 'custom',
      path: ['sort'],
      message: 'Sort by relevance needs search text',
    });
  }
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

export const searchFacetValueSchema = z.object({
  value: z.string(),
  count: z.number().int(),
  /** The display name of a category or model id (additive to the issue's shape). */
  label: z.string().optional(),
});
export type SearchFacetValue = z.infer<typeof searchFacetValueSchema>;

export const searchFacetsSchema = z.object({
  category: z.array(searchFacetValueSchema),
  model: z.array(searchFacetValueSchema),
  storage: z.array(searchFacetValueSchema),
  condition: z.array(searchFacetValueSchema),
  area: z.array(searchFacetValueSchema),
  variant: z.array(searchFacetValueSchema),
});
export type SearchFacets = z.infer<typeof searchFacetsSchema>;

export const searchResultSchema = z.object({
  items: z.array(productSchema),
  total: z.union([z.number().int(), z.literal('2000+')]),
  facets: searchFacetsSchema,
  /**
   * Additive: true when the match set is too big to count per value, and the facet counts
   * come from a sample of it (the UI then shows the values without numbers).
   */
  facetsSampled: z.boolean().optional(),
  didYouMean: z.string().optional(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const suggestQuerySchema = z
  .object({
    q: z
      .string()
      .trim()
      .min(SUGGEST_Q_MIN, `Type at least ${SUGGEST_Q_MIN} characters`)
      .max(SUGGEST_Q_MAX, `At most ${SUGGEST_Q_MAX} characters`),
  })
  .strict();

export const SUGGESTION_KINDS = ['model', 'brand', 'query'] as const;
export const suggestionSchema = z.object({
  text: z.string(),
  kind: z.enum(SUGGESTION_KINDS),
});
export type Suggestion = z.infer<typeof suggestionSchema>;
export const suggestionListSchema = z.array(suggestionSchema);

/** Everything that narrows a search: the URL of `/search` minus paging. */
export type SearchState = Omit<SearchQuery, 'cursor' | 'limit'>;

const MULTI_KEYS = ['category', 'model', 'storage', 'variant', 'condition', 'area'] as const;
const SCALAR_KEYS = [
  'q',
  'priceMin',
  'priceMax',
  'batteryMin',
  'verifiedSeller',
  'imeiOnFile',
  'noDefects',
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

/**
 * Reads a `/search` URL leniently, for pages: a value the API would refuse is dropped rather
 * than breaking the page (the API itself answers 400 for it).
 */
export function parseSearchParams(params: SearchParamsLike): SearchState {
  const state: Record<string, unknown> = {};
  const shape = searchQueryObject.shape;
  for (const key of [...MULTI_KEYS, ...SCALAR_KEYS]) {
    const raw = MULTI_KEYS.includes(key as (typeof MULTI_KEYS)[number])
      ? params.getAll(key)
      : (params.get(key) ?? undefined);
    if (raw === undefined || (Array.isArray(raw) && raw.length === 0)) continue;
    if (Array.isArray(raw)) {
      const good = raw.filter((v) => shape[key].safeParse([v]).success);
      const parsed = shape[key].safeParse(good.slice(0, SEARCH_MULTI_MAX));
      if (parsed.success && parsed.data !== undefined && good.length > 0) state[key] = parsed.data;
    } else {
      const parsed = shape[key].safeParse(raw);
      if (parsed.success && parsed.data !== undefined && parsed.data !== '')
        state[key] = parsed.data;
    }
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
