import { LRUCache } from 'lru-cache';
import type { FacetCount } from './candidate-statement.ts';
import type { PageOrder } from './search-keys.ts';
import type { SearchRequest } from './search-request.ts';

/** Searches whose samples are kept: the most asked-for ones, each a few kB. */
const KEPT_SAMPLES = 2_000;

/**
 * What a big search's capped read told (decision 045): its matches passed the cap, and the
 * facet counts of the 2,001 it read. Both are estimates by contract (total `'2000+'`,
 * `facetsSampled: true`), and a set that large moves little in seconds, so they are kept for
 * a few seconds: the repeated searches of popular words and filters then cost the page's walk
 * and the rows by id, not the read of 2,001 matches (most of their database time). The page
 * itself is read fresh every time, so a write is in the next search as before; sets at or
 * under the cap (exact totals and facets) are never kept.
 */
export function createCappedSamples(ttlSeconds: number) {
  const kept =
    ttlSeconds > 0
      ? new LRUCache<string, FacetCount[]>({ max: KEPT_SAMPLES, ttl: ttlSeconds * 1000 })
      : undefined;
  /**
   * The sample depends on the filters and text, and (read in the page's order when there is
   * no text) on that order; not on the cursor, the page size, or the plan chosen for the text.
   */
  const keyOf = (request: SearchRequest, order: PageOrder) =>
    `${request.signature}|${request.filters.text === undefined ? order : ''}`;
  return {
    get: (request: SearchRequest, order: PageOrder) => kept?.get(keyOf(request, order)),
    keep(request: SearchRequest, order: PageOrder, facets: FacetCount[]) {
      kept?.set(keyOf(request, order), facets);
    },
  };
}

export type CappedSamples = ReturnType<typeof createCappedSamples>;
