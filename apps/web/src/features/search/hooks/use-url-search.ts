import { type SearchState, toSearchString } from '@phonebazaar/shared';
import { startTransition, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { UNSAFE_DataRouterContext, useNavigate, useSearchParams } from 'react-router';
import { readSearchState, type SearchScope, type SearchUpdate } from '../utils/search-state';

interface Asked {
  search: string;
  state: SearchState;
}

/**
 * A page's search lives in its address (shareable; Back undoes a change): the state read from
 * it, and a change made as a navigation to the same path with the new query string (the
 * shared `toSearchString`, so the same search is always the same address). A new address is a
 * new search: its results start again from the first page.
 *
 * The router draws a navigation as a transition, a moment after the click. Meanwhile the page
 * shows the search asked for (a ticked box stays ticked, its results are already on the way),
 * and the next change builds on it, so two quick ticks both count.
 */
export function useUrlSearch(scope: SearchScope) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  // The scope by value: pages pass a fresh object each render.
  const { kind } = scope;
  const categoryId = scope.kind === 'category' ? scope.categoryId : '';
  const own = useMemo<SearchScope>(
    () => (kind === 'category' ? { kind, categoryId } : { kind }),
    [kind, categoryId],
  );
  const fromAddress = useMemo(() => readSearchState(params, own), [params, own]);
  // Addresses asked for and not drawn yet, oldest first.
  const [asked, setAsked] = useState<Asked[]>([]);
  const state = asked.at(-1)?.state ?? fromAddress;

  // When the router lands on an address, the ones asked for up to it are done (one overtaken
  // by a later one never lands); an address not asked for here (Back, a link) ends them all.
  // Updated as a transition in the same tick as the router's own: both are drawn together.
  useEffect(() => {
    if (!router) return;
    let at = router.state.location;
    return router.subscribe((next) => {
      if (next.location === at) return;
      at = next.location;
      const landed = toSearchString(readSearchState(new URLSearchParams(at.search), own));
      startTransition(() =>
        setAsked((list) => {
          if (list.length === 0) return list;
          const i = list.findIndex((entry) => entry.search === landed);
          return i >= 0 ? list.slice(i + 1) : [];
        }),
      );
    });
  }, [router, own]);

  const setState = useCallback(
    (update: SearchUpdate) => {
      const next: SearchState = { ...update(state) };
      if (kind !== 'search') delete next.q;
      if (kind === 'category') delete next.category;
      const search = toSearchString(next);
      setAsked((list) => [...list, { search, state: next }]);
      // Filters sit beside the results: the page stays where it is.
      void navigate({ search: search ? `?${search}` : '' }, { preventScrollReset: true });
    },
    [navigate, kind, state],
  );
  return { state, setState };
}
