import { type SearchFacets, type SearchState, SEARCH_TEXTS as T } from '@phonebazaar/shared';
import { type ReactNode, useId, useRef } from 'react';
import { useLocation } from 'react-router';
import { useRouteDrawer } from '../../../components/layout/use-route-drawer';
import { activeFilterCount, type SearchScope, type SearchUpdate } from '../utils/search-state';
import { FilterChips } from './filter-chips';
import { FilterPanel, facetGroups } from './filter-panel';
import { CloseIcon, FiltersIcon } from './search-icons';
import { SortSelect } from './sort-select';

interface FilterLayoutProps {
  scope: SearchScope;
  state: SearchState;
  onChange: (update: SearchUpdate) => void;
  facets: SearchFacets | undefined;
  sampled: boolean;
  /** Issue #45 item 5: per facet, the listings that do not state it. */
  notStated?: Record<string, number>;
  /** The match count, when the list is a search ("24 results"); lists show none. */
  total: number | '2000+' | undefined;
  children: ReactNode;
}

/**
 * A list with its filters: a side panel on desktops, a drawer behind a "Filters" button (with
 * the number of active filters) on phones, which behaves like a dialog for the keyboard. Above
 * the results: the count, the sort and the active filters' chips.
 */
export function FilterLayout(props: FilterLayoutProps) {
  const { scope, state, onChange, facets, sampled, notStated, total, children } = props;
  const drawer = useRouteDrawer();
  const id = useId();
  const formId = `${id}-filters`;
  const panelId = `${id}-panel`;
  const { pathname } = useLocation();
  const active = activeFilterCount(state);
  // Where focus goes when the last chip is removed: the count says what the list is now.
  const count = useRef<HTMLParagraphElement>(null);

  return (
    <div className="drawer items-start lg:drawer-open lg:gap-8">
      {/* daisyUI opens the drawer from this box's state; people use the buttons. */}
      <input
        type="checkbox"
        className="drawer-toggle"
        tabIndex={-1}
        aria-hidden="true"
        checked={drawer.open}
        onChange={(event) => drawer.setOpen(event.target.checked)}
      />
      <div className="drawer-content" inert={drawer.open}>
        <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
          <p ref={count} role="status" tabIndex={-1} className="min-h-6 font-medium">
            {total !== undefined && T.resultCount(total)}
          </p>
          <div className="flex items-end gap-2">
            <button
              ref={drawer.toggleRef}
              type="button"
              className="btn btn-outline btn-sm lg:hidden"
              aria-expanded={drawer.open}
              aria-controls={panelId}
              onClick={drawer.toggle}
            >
              <FiltersIcon className="size-4" />
              {T.filters}
              {active > 0 && (
                <>
                  <span aria-hidden="true" className="badge badge-primary badge-sm">
                    {active}
                  </span>
                  <span className="sr-only">, {T.activeFilters(active)}</span>
                </>
              )}
            </button>
            <SortSelect formId={formId} state={state} onChange={onChange} />
          </div>
        </div>
        <FilterChips
          state={state}
          groups={facetGroups(scope)}
          onChange={onChange}
          onEmptied={() => count.current?.focus()}
        />
        {children}
      </div>
      <div id={panelId} className="drawer-side z-40 lg:z-auto lg:h-auto lg:max-h-dvh">
        <button
          type="button"
          aria-label={T.closeFilters}
          className="drawer-overlay lg:hidden"
          onClick={drawer.close}
        />
        <div
          ref={drawer.panelRef}
          className="min-h-full w-80 max-w-[85vw] bg-base-100 p-4 lg:min-h-0 lg:w-60 lg:p-0"
        >
          <div className="mb-2 flex items-center justify-between lg:hidden">
            <h2 className="font-bold text-lg">{T.filters}</h2>
            <button
              type="button"
              className="btn btn-ghost btn-square btn-sm"
              aria-label={T.closeFilters}
              onClick={drawer.close}
            >
              <CloseIcon className="size-5" />
            </button>
          </div>
          <FilterPanel
            formId={formId}
            action={pathname}
            scope={scope}
            state={state}
            onChange={onChange}
            facets={facets}
            sampled={sampled}
            notStated={notStated}
          />
          <button
            type="button"
            className="btn btn-primary btn-block mt-4 lg:hidden"
            onClick={drawer.close}
          >
            {T.showResults(total)}
          </button>
        </div>
      </div>
    </div>
  );
}
