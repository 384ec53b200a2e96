import { type SearchState, toSearchString } from '@phonebazaar/shared';
import { useCallback, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { readSearchState, type SearchScope } from '../utils/search-state';

/**
 * A page's search lives in its address (shareable; Back undoes a change): the state read from
 * it, and a change made as a navigation to the same path with the new query string (the
 * shared `toSearchString`, so the same search is always the same address). A new address is a
 * new search: its results start again from the first page.
 */
export function useUrlSearch(scope: SearchScope) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  // The scope by value: pages pass a fresh object each render.
  const { kind } = scope;
  const categoryId = scope.kind === 'category' ? scope.categoryId : '';
  const state = useMemo(
    () => readSearchState(params, kind === 'category' ? { kind, categoryId } : { kind }),
    [params, kind, categoryId],
  );
  const setState = useCallback(
    (next: SearchState) => {
      const own: SearchState = { ...next };
      if (kind !== 'search') delete own.q;
      if (kind === 'category') delete own.category;
      const search = toSearchString(own);
      // Filters sit beside the results: the page stays where it is.
      void navigate({ search: search ? `?${search}` : '' }, { preventScrollReset: true });
    },
    [navigate, kind],
  );
  return { state, setState };
}
