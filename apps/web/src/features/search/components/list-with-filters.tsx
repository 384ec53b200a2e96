import type { ReactNode } from 'react';
import { useSearch, useSearchFacets } from '../api/search-products';
import { useUrlSearch } from '../hooks/use-url-search';
import { rememberFacetNames } from '../utils/facet-options';
import { apiSearchState, narrows, pageSizeOf, type SearchScope } from '../utils/search-state';
import { FilterLayout } from './filter-layout';
import { SearchResults } from './search-results';

interface ListWithFiltersProps {
  scope: SearchScope;
  columns: string;
  headingLevel?: 2 | 3;
  /** The page's own list (spec §2), shown while nothing filters or sorts it. */
  plainList: ReactNode;
}

/**
 * All Products and a category's page with the search's sort and filters (issue #17). Until one
 * is set the page keeps its own list (and its own API call), with the counts beside it read
 * from the search; once one is set the cards come from `/api/search`. One layout for both, so
 * the control just used keeps its focus when the list behind it changes.
 */
export function ListWithFilters({ scope, columns, headingLevel, plainList }: ListWithFiltersProps) {
  const { state, setState } = useUrlSearch(scope);
  const narrowed = narrows(state);
  const asked = apiSearchState(state, scope);
  const results = useSearch(asked, pageSizeOf(scope), narrowed);
  const counts = useSearchFacets(asked, !narrowed);
  const first = narrowed ? results.data?.pages[0] : undefined;
  const facets = narrowed ? first?.facets : counts.data?.facets;
  rememberFacetNames(facets);

  return (
    <>
      {/* One address per filter combination: not for search engines' indexes. */}
      {narrowed && <meta name="robots" content="noindex, follow" />}
      <FilterLayout
        scope={scope}
        state={state}
        onChange={setState}
        facets={facets}
        sampled={narrowed ? first?.facetsSampled === true : counts.data?.sampled === true}
        notStated={narrowed ? first?.facetsNotStated : counts.data?.notStated}
        total={first?.total}
      >
        {narrowed ? (
          <SearchResults
            query={results}
            state={state}
            onChange={setState}
            columns={columns}
            headingLevel={headingLevel}
          />
        ) : (
          plainList
        )}
      </FilterLayout>
    </>
  );
}
