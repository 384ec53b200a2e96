import type { SearchParamsLike } from '@phonebazaar/shared';
import {
  apiSearchState,
  narrows,
  pageSizeOf,
  readSearchState,
  SEARCH_PAGE_SCOPE,
  type SearchScope,
} from '../utils/search-state';
import { searchQueryOptions } from './search-query';

/**
 * What the shell's loaders (app/storefront-loaders.ts) and the prerenderer (entry-server.tsx)
 * start for a search address. Loaded on demand by the loaders: it reads addresses with the
 * shared zod helpers, which the first page's JavaScript does not carry.
 */

/** The search page's first results for its address. */
export function searchPageQuery(params: SearchParamsLike) {
  const state = readSearchState(params, SEARCH_PAGE_SCOPE);
  return searchQueryOptions(state, pageSizeOf(SEARCH_PAGE_SCOPE));
}

/** A list page's search when its address filters or sorts it; undefined for the plain list. */
export function narrowedListQuery(params: SearchParamsLike, scope: SearchScope) {
  const state = readSearchState(params, scope);
  if (!narrows(state)) return undefined;
  return searchQueryOptions(apiSearchState(state, scope), pageSizeOf(scope));
}
