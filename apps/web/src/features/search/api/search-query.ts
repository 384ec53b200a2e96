import { type SearchResult, type SearchState, toSearchString } from '@phonebazaar/shared';
import { infiniteQueryOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import { apiGetWithCursor } from '../../../lib/api-client';
import { productKeys } from '../../../lib/query-keys';

/** One page of `GET /api/search`: the answer and the cursor of the next page, if any. */
export interface SearchPage extends SearchResult {
  nextCursor: string | undefined;
}

/**
 * `GET /api/search` for `state`, one page of `limit` cards from `cursor`. The query string is
 * the shared `toSearchString`, so the API sees exactly the search the page's address holds.
 */
export async function getSearchPage(
  state: SearchState,
  page: { limit: number; cursor?: string },
  client?: QueryClient,
): Promise<SearchPage> {
  const paging = `limit=${page.limit}${page.cursor ? `&cursor=${encodeURIComponent(page.cursor)}` : ''}`;
  const search = toSearchString(state);
  const { body, nextCursor } = await apiGetWithCursor<SearchResult>(
    `/search?${search ? `${search}&` : ''}${paging}`,
    { client },
  );
  return { ...body, nextCursor };
}

/**
 * A search's pages, "Load more" after "Load more". Under the product lists' root
 * (productKeys.all), so a booking, a sale or a new listing refreshes it like every list.
 * Without hooks: the shell's loaders and the prerenderer start it.
 */
export function searchQueryOptions(state: SearchState, limit: number) {
  return infiniteQueryOptions({
    queryKey: productKeys.search(toSearchString(state), limit),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: SearchPage) => last.nextCursor,
    queryFn: ({ pageParam, client }) => getSearchPage(state, { limit, cursor: pageParam }, client),
  });
}

/**
 * The filter counts of a list shown unfiltered (All Products, a category): one card's page of
 * the same search, read for its facets only; the list itself keeps its own call.
 */
export function searchFacetsQueryOptions(state: SearchState) {
  return queryOptions({
    queryKey: productKeys.searchFacets(toSearchString(state)),
    queryFn: ({ client }) => getSearchPage(state, { limit: 1 }, client),
    select: (page) => ({
      facets: page.facets,
      sampled: page.facetsSampled === true,
      notStated: page.facetsNotStated,
    }),
    staleTime: 60_000,
  });
}
