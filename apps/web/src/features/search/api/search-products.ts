import type { SearchState } from '@phonebazaar/shared';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { searchFacetsQueryOptions, searchQueryOptions } from './search-query';

export { searchFacetsQueryOptions, searchQueryOptions };

/**
 * A search's results. While a changed search loads, the previous results stay on screen
 * (marked busy) rather than a skeleton: the cards do not jump with every filter ticked.
 */
export function useSearch(state: SearchState, limit: number, enabled = true) {
  return useInfiniteQuery({
    ...searchQueryOptions(state, limit),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The filter counts beside a list shown unfiltered; asked for in the browser only. */
export function useSearchFacets(state: SearchState, enabled: boolean) {
  return useQuery({ ...searchFacetsQueryOptions(state), enabled });
}
