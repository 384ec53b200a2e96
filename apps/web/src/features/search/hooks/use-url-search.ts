import { type SearchState, toSearchString } from '@phonebazaar/shared';
import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { readSearchState, type SearchScope, type SearchUpdate } from '../utils/search-state';

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

  // Changes build on the search last asked for, not the one on screen: the router draws a
  // navigation as a transition, so two quick ticks would otherwise lose the first. Addresses
  // asked for since the screen last caught up: one of them drawn late is not news; any other
  // address drawn (Back, a link) is, and changes build on it from then on.
  const latest = useRef(state);
  const asked = useRef<string[]>([]);
  useLayoutEffect(() => {
    const at = asked.current.indexOf(toSearchString(state));
    if (at >= 0 && at < asked.current.length - 1) return;
    asked.current = [];
    latest.current = state;
  }, [state]);

  const setState = useCallback(
    (update: SearchUpdate) => {
      const next: SearchState = { ...update(latest.current) };
      if (kind !== 'search') delete next.q;
      if (kind === 'category') delete next.category;
      latest.current = next;
      const search = toSearchString(next);
      asked.current.push(search);
      // Filters sit beside the results: the page stays where it is.
      void navigate({ search: search ? `?${search}` : '' }, { preventScrollReset: true });
    },
    [navigate, kind],
  );
  return { state, setState };
}
