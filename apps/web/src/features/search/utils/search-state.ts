import {
  parseSearchParams,
  SEARCH_LIMIT_DEFAULT,
  type SearchParamsLike,
  type SearchState,
  STOREFRONT_PAGE_SIZE,
  toSearchString,
} from '@phonebazaar/shared';

/**
 * Where a search is shown: the search page (text, every filter), All Products (filters and
 * sort, no text) or one category's page (the same, its category fixed by the path).
 */
export type SearchScope =
  | { kind: 'search' }
  | { kind: 'all' }
  | { kind: 'category'; categoryId: string };

export const SEARCH_PAGE_SCOPE: SearchScope = { kind: 'search' };
export const ALL_PRODUCTS_SCOPE: SearchScope = { kind: 'all' };

/** Cards per "Load more": the search page's own size; the lists keep theirs (spec §2 grids). */
export function pageSizeOf(scope: SearchScope): number {
  return scope.kind === 'search' ? SEARCH_LIMIT_DEFAULT : STOREFRONT_PAGE_SIZE;
}

/**
 * The form without JavaScript sends its empty fields too (`priceMax=`), which the contract's
 * number coercion would read as 0: an empty value is no value.
 */
function withoutEmpty(params: SearchParamsLike): SearchParamsLike {
  return {
    get: (name) => (params.get(name)?.trim() ? params.get(name) : null),
    getAll: (name) => params.getAll(name).filter((value) => value.trim() !== ''),
  };
}

/**
 * What the address bar's query means on a page, read leniently (a value the API would refuse
 * is dropped, so an edited link still opens). A list page has no search text, so no "Best
 * match"; a category's page is already one category.
 */
export function readSearchState(params: SearchParamsLike, scope: SearchScope): SearchState {
  const state = parseSearchParams(withoutEmpty(params));
  if (scope.kind === 'search') return state;
  delete state.q;
  delete state.asTyped;
  if (state.sort === 'relevance') delete state.sort;
  if (scope.kind === 'category') delete state.category;
  return state;
}

/** The search the API is asked for: the page's state plus the category its path names. */
export function apiSearchState(state: SearchState, scope: SearchScope): SearchState {
  return scope.kind === 'category' ? { ...state, category: [scope.categoryId] } : state;
}

/**
 * A change of the search, made from the search as it is when the change is applied (not as it
 * was drawn): two ticks in quick succession both count, even before the first is on screen.
 */
export type SearchUpdate = (current: SearchState) => SearchState;

/** True when a list page is filtered or sorted, so it reads `/api/search` instead of its list. */
export function narrows(state: SearchState): boolean {
  return toSearchString(state) !== '';
}

/** How many filters are on (chips), not counting the text and the sort. */
export function activeFilterCount(state: SearchState): number {
  let count = 0;
  for (const [key, value] of Object.entries(state)) {
    if (
      key === 'q' ||
      key === 'sort' ||
      key === 'asTyped' ||
      value === undefined ||
      value === false
    )
      continue;
    count += Array.isArray(value) ? value.length : 1;
  }
  return count;
}

/** The state without its filters: the text (on the search page) and the sort stay. */
export function withoutFilters(state: SearchState): SearchState {
  const kept: SearchState = {};
  if (state.q) kept.q = state.q;
  if (state.asTyped) kept.asTyped = true;
  if (state.sort) kept.sort = state.sort;
  return kept;
}
