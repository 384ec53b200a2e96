import { SEARCH_TEXTS as T } from '@phonebazaar/shared';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { PageTitle } from '../../../components/ui/page-title';
import { useSearch } from '../api/search-products';
import { useUrlSearch } from '../hooks/use-url-search';
import { rememberFacetNames } from '../utils/facet-options';
import { pageSizeOf, SEARCH_PAGE_SCOPE } from '../utils/search-state';
import { FilterLayout } from './filter-layout';
import { SearchResults } from './search-results';

const COLUMNS = 'grid-cols-1 sm:grid-cols-2 xl:grid-cols-3';

// Issue #42: what the search did with the words. Not in the page's first load (its budget,
// decision 031): fetched when an answer has notes, drawn once it arrives (not prerendered).
const SearchNotes = lazy(() => import('./search-notes').then((m) => ({ default: m.SearchNotes })));
const hasNotes = (page: {
  correctedFrom?: string;
  notMatched?: string[];
  understood?: unknown[];
}) => Boolean(page.correctedFrom || page.notMatched?.length || page.understood?.length);

/**
 * `/search?...` (issue #17): the results of the address's search as product cards, with the
 * total, the sort, the filters and their chips. Result pages are not for search engines'
 * indexes (one per query), but the listings they link to are.
 */
export function SearchPage() {
  const { state, setState } = useUrlSearch(SEARCH_PAGE_SCOPE);
  const query = useSearch(state, pageSizeOf(SEARCH_PAGE_SCOPE));
  const first = query.data?.pages[0];
  rememberFacetNames(first?.facets);
  const heading = useRef<HTMLHeadingElement>(null);
  // The notes are drawn in the browser only: a lazy part cannot be prerendered (renderToString).
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  const location = useLocation();
  const focusResults = (location.state as { focusResults?: boolean } | null)?.focusResults;
  // A "did you mean" or "search instead" link is gone once followed: focus goes to the
  // heading of the results it opened, not back to the page's top.
  useEffect(() => {
    if (focusResults) heading.current?.focus();
  }, [focusResults, location.key]);
  // Drawing the new answer can drop focus to the page (the notes that held the link go): put it
  // back on the heading, unless the person has moved it somewhere else meanwhile.
  const settled = !query.isFetching;
  useEffect(() => {
    const active = document.activeElement;
    if (focusResults && settled && (!active || active === document.body)) heading.current?.focus();
  }, [focusResults, settled]);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <PageTitle title={T.title(state.q)} />
      <meta name="robots" content="noindex, follow" />
      <h1
        ref={heading}
        tabIndex={-1}
        className="mb-6 break-words font-bold text-2xl focus:outline-none sm:text-3xl"
      >
        {T.heading(state.q)}
      </h1>
      <FilterLayout
        scope={SEARCH_PAGE_SCOPE}
        state={state}
        onChange={setState}
        facets={first?.facets}
        sampled={first?.facetsSampled === true}
        notStated={first?.facetsNotStated}
        total={first?.total}
      >
        {live && first && hasNotes(first) && (
          <Suspense fallback={null}>
            <SearchNotes
              notes={first}
              state={state}
              onChange={setState}
              onEmptied={() => heading.current?.focus()}
            />
          </Suspense>
        )}
        <SearchResults
          query={query}
          state={state}
          onChange={setState}
          columns={COLUMNS}
          headingLevel={2}
        />
      </FilterLayout>
    </div>
  );
}
