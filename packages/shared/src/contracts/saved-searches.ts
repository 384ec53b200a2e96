import { z } from 'zod';
import { type SearchQuery, searchQuerySchema } from './search.ts';

/**
 * Saved searches and alerts (issue #20): `GET/POST /api/saved-searches`,
 * `PATCH/DELETE /api/saved-searches/:id`, and the mails' one-click `POST /api/alerts/unsubscribe`.
 * A saved search keeps the search page's query string, validated with the search's own schema,
 * so "open" is `/search?<query>` and matching means what the search page means.
 */
export const SAVED_SEARCHES_LIMIT = 20;
export const SAVED_SEARCH_NAME_MAX = 60;
export const SAVED_SEARCH_QUERY_MAX = 2000;

export const SAVED_SEARCH_FREQUENCIES = ['instant', 'daily', 'weekly', 'off'] as const;
export const savedSearchFrequencySchema = z.enum(SAVED_SEARCH_FREQUENCIES, {
  error: `Frequency must be one of ${SAVED_SEARCH_FREQUENCIES.join(', ')}`,
});
export type SavedSearchFrequency = z.infer<typeof savedSearchFrequencySchema>;

/**
 * Browsers and Node both have URLSearchParams; this package compiles without DOM or Node types
 * (see SearchParamsLike in search.ts), so the little it uses is declared here.
 */
declare const URLSearchParams: new (
  init?: string,
) => {
  append(name: string, value: string): void;
  toString(): string;
  [Symbol.iterator](): IterableIterator<[string, string]>;
};

/** Paging and cursors belong to one visit, not to what is saved. */
const NOT_SAVED = new Set(['cursor', 'limit']);

/** The query string's values as the search schema reads them (repeated keys become arrays). */
function paramsOf(query: string): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(query)) {
    if (NOT_SAVED.has(key) || value === '') continue;
    const had = out[key];
    out[key] = had === undefined ? value : Array.isArray(had) ? [...had, value] : [had, value];
  }
  return out;
}

/** Parses a saved query string with the search page's schema (`success: false` on a bad one). */
export function parseSavedQuery(query: string) {
  return searchQuerySchema.safeParse(paramsOf(query.replace(/^\?/, '')));
}

/** The canonical query string of a validated search: what is stored and what "open" links to. */
export function savedQueryString(query: SearchQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || NOT_SAVED.has(key)) continue;
    for (const one of Array.isArray(value) ? value : [value]) params.append(key, String(one));
  }
  return params.toString();
}

const querySchema = z
  .string()
  .max(SAVED_SEARCH_QUERY_MAX, `The search must be at most ${SAVED_SEARCH_QUERY_MAX} characters`)
  .superRefine((value, ctx) => {
    const parsed = parseSavedQuery(value);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
      }
    }
  });

const nameSchema = z
  .string()
  .trim()
  .min(1, 'Give the search a name')
  .max(SAVED_SEARCH_NAME_MAX, `The name must be at most ${SAVED_SEARCH_NAME_MAX} characters`);

/** POST /api/saved-searches. `query`: the search page's query string (without `?`). */
export const savedSearchBodySchema = z
  .object({ name: nameSchema, frequency: savedSearchFrequencySchema, query: querySchema })
  .strict()
  // Shown in the API reference (issue #40).
  .meta({
    examples: [
      {
        name: 'iPhone 13 in Dhaka',
        frequency: 'instant',
        query: 'q=iphone+13&area=Dhaka&priceMax=500',
      },
    ],
  });
export type SavedSearchBody = z.infer<typeof savedSearchBodySchema>;

/** PATCH /api/saved-searches/:id: rename and/or change how often it alerts. */
export const savedSearchPatchSchema = z
  .object({ name: nameSchema.optional(), frequency: savedSearchFrequencySchema.optional() })
  .strict()
  .refine((v) => v.name !== undefined || v.frequency !== undefined, {
    message: 'Change the name or the frequency',
  });
export type SavedSearchPatch = z.infer<typeof savedSearchPatchSchema>;

export const savedSearchSchema = z.object({
  id: z.string(),
  name: z.string(),
  frequency: savedSearchFrequencySchema,
  /** Canonical query string: `/search?<query>` opens it. */
  query: z.string(),
  createdAt: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

export const savedSearchesReplySchema = z.object({
  items: z.array(savedSearchSchema),
  limit: z.number().int(),
});
export type SavedSearchesReply = z.infer<typeof savedSearchesReplySchema>;

/** POST /api/alerts/unsubscribe: the signed token of a mail's link; no sign-in needed. */
export const unsubscribeBodySchema = z.object({ token: z.string().min(1).max(300) }).strict();
export type UnsubscribeBody = z.infer<typeof unsubscribeBodySchema>;

export const unsubscribeReplySchema = z.object({
  /** 'search': that saved search is off; 'all': every saved search and price-drop mail. */
  scope: z.enum(['search', 'all']),
  /** The saved search's name (scope 'search'), or null. */
  name: z.string().nullable(),
});
export type UnsubscribeReply = z.infer<typeof unsubscribeReplySchema>;
