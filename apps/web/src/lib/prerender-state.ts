import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

/**
 * What a prerendered storefront page carries besides its HTML (decision 018): the router's
 * loader results and the query cache the markup was rendered from, so the browser's first
 * render is the same tree and React adopts the HTML instead of replacing it.
 */
export interface PrerenderState {
  router: HydrationState;
  queries: PrerenderedQuery[];
}

/**
 * One answer in the query cache. Not TanStack's dehydrate/hydrate: its hydration code would
 * add ~5 KB gzip to the initial JavaScript, and a page only needs its lists' data.
 */
export interface PrerenderedQuery {
  key: QueryKey;
  data: unknown;
  updatedAt: number;
}

/** The successful answers in a query cache (the server's, after it rendered a page). */
export function cachedQueries(client: QueryClient): PrerenderedQuery[] {
  return client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'success')
    .map((query) => ({
      key: query.queryKey,
      data: query.state.data,
      updatedAt: query.state.dataUpdatedAt,
    }));
}

/**
 * Puts the server's answers in the browser's cache, with their age: a page older than a
 * query's stale time refetches after it shows, as it would have from its own cache.
 */
export function seedQueries(client: QueryClient, queries: PrerenderedQuery[]): void {
  for (const { key, data, updatedAt } of queries) {
    client.setQueryData(key, data, { updatedAt });
  }
}

export const PRERENDER_STATE_ID = 'pb-prerendered';

/**
 * JSON that is safe as the text of a <script type="application/json"> data block: no `<`
 * can close it and no line separator can break it. A data block never runs, so the Content
 * Security Policy needs no exception for it.
 */
export function serializePrerenderState(state: PrerenderState): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The state of the page the server prerendered, or undefined for an empty shell. */
export function readPrerenderState(doc: Document = document): PrerenderState | undefined {
  const block = doc.getElementById(PRERENDER_STATE_ID);
  if (!block?.textContent) return undefined;
  try {
    const state = JSON.parse(block.textContent) as Partial<PrerenderState>;
    return state.router && state.queries ? (state as PrerenderState) : undefined;
  } catch {
    return undefined;
  }
}
