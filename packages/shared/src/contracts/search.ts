import { z } from 'zod';
import { AREAS, CONDITIONS } from '../constants.ts';
import { VARIANTS } from './phone.ts';
import { productSchema } from './product.ts';

/**
 * Search and filters (issue #17): `GET /api/search` and `GET /api/search/suggest`. The server
 * validates with these schemas and the web builds and reads `/search?...` URLs with the same
 * helpers, so a shared link means the same thing on both sides.
 */

import {
  SEARCH_LIMIT_MAX,
  SEARCH_MULTI_MAX,
  SEARCH_PRICE_MAX,
  SEARCH_Q_MAX,
  SEARCH_SORTS,
  SUGGEST_Q_MAX,
  SUGGEST_Q_MIN,
} from './search-params.ts';

// The limits, lists and URL helpers live in search-params.ts (no zod: the storefront's pages
// read and write search URLs without the schema library, issue #22 item 4).
export {
  parseSearchParams,
  SEARCH_COUNT_CAP,
  SEARCH_FACETS,
  SEARCH_LIMIT_DEFAULT,
  SEARCH_LIMIT_MAX,
  SEARCH_MULTI_MAX,
  SEARCH_PRICE_MAX,
  SEARCH_Q_MAX,
  SEARCH_SORTS,
  type SearchFacet,
  type SearchParamsLike,
  type SearchSort,
  SUGGEST_LIMIT,
  SUGGEST_Q_MAX,
  SUGGEST_Q_MIN,
  toSearchEntries,
  toSearchString,
} from './search-params.ts';

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
    /** Issue #42: the text exactly as typed, no spelling correction ("Search instead for"). */
    asTyped: booleanFlag('As typed'),
    /** Issue #42: each result's score parts; answered by GET /api/admin/search only. */
    debug: booleanFlag('Debug'),
    sort: z
      .enum(SEARCH_SORTS, { error: `Sort must be one of ${SEARCH_SORTS.join(', ')}` })
      .optional(),
    limit: z.coerce
      .number({ error: 'Limit must be a number' })
      .int('Limit must be a whole number')
      .min(1, 'Limit must be at least 1')
      .max(SEARCH_LIMIT_MAX, `Limit must be at most ${SEARCH_LIMIT_MAX}`)
      .optional(),
    cursor: z.string().max(800, 'Invalid cursor').optional(),
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

export const UNDERSTOOD_KINDS = [
  'alias',
  'area',
  'condition',
  'storage',
  'priceMin',
  'priceMax',
  'priceRange',
  'cheap',
] as const;
export type UnderstoodKind = (typeof UNDERSTOOD_KINDS)[number];

/** One phrase of the search text read as something else: `text` as typed, `value` what it became. */
export const understoodPhraseSchema = z.object({
  kind: z.enum(UNDERSTOOD_KINDS),
  /** The words as typed (the page removes a chip by removing them from the text). */
  text: z.string(),
  /** Area, condition, GB, dollars ("300-500" for a range), the alias's word, or "price_asc". */
  value: z.string(),
});
export type UnderstoodPhrase = z.infer<typeof understoodPhraseSchema>;

export const searchResultSchema = z.object({
  items: z.array(productSchema),
  total: z.union([z.number().int(), z.literal('2000+')]),
  facets: searchFacetsSchema,
  /**
   * Additive: true when the match set is too big to count per value, and the facet counts
   * come from a sample of it (the UI then shows the values without numbers).
   */
  facetsSampled: z.boolean().optional(),
  /**
   * Additive (issue #45 item 5): per facet, how many listings do not state that detail (no
   * structured model, storage...), so a facet's counts add up to the listings it counts.
   */
  facetsNotStated: z.record(z.string(), z.number().int().nonnegative()).optional(),
  didYouMean: z.string().optional(),
  /**
   * Additive (issue #42): the results are for a correction of the text; this is the text as
   * typed ("Showing results for samsung, search instead for samsng"). `searchedFor` is then
   * the corrected text.
   */
  correctedFrom: z.string().optional(),
  /** Additive (issue #42): the words the results are for, when not the text as typed. */
  searchedFor: z.string().optional(),
  /** Additive (issue #42): words left out because no listing matched them all (relaxed). */
  notMatched: z.array(z.string()).optional(),
  /** Additive (issue #42): phrases of the text read as filters, a sort or another spelling. */
  understood: z.array(understoodPhraseSchema).optional(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

/**
 * Issue #42, `GET /api/admin/search?debug=1`: why each result is where it is. Best match
 * orders by `total`, then by the tie-breakers `verifiedSeller + inStock`, then newest first;
 * the other sorts by their own key.
 */
export const searchScoreSchema = z.object({
  id: z.string(),
  /** ts_rank of the text searched: title, model and brand words weigh A, the description D. */
  text: z.number(),
  /** 10 when a corrected or relaxed search's listing matches the whole text as understood. */
  exact: z.number(),
  /**
   * What the seller's verification adds to the tie-breakers (0.002, or 0): they order only
   * results of equal `total`, so they never lift a weaker text match.
   */
  verifiedSeller: z.number(),
  /** What being in stock (not booked) adds to the tie-breakers (0.001, or 0). */
  inStock: z.number(),
  /** The text's rank plus `exact`: best match's first key. */
  total: z.number(),
});
export type SearchScore = z.infer<typeof searchScoreSchema>;
export const searchDebugResultSchema = searchResultSchema.extend({
  scores: z.array(searchScoreSchema).optional(),
});
export type SearchDebugResult = z.infer<typeof searchDebugResultSchema>;

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
