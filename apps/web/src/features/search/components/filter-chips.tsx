import { type SearchFacet, type SearchState, SEARCH_TEXTS as T } from '@phonebazaar/shared';
import { useEffect, useRef } from 'react';
import { filterChips } from '../utils/filter-chips';
import { type SearchUpdate, withoutFilters } from '../utils/search-state';
import { CloseIcon } from './search-icons';

/**
 * The active filters as removable chips, and "Clear all"; nothing when none is on. A removed
 * chip's button is gone, so focus moves to the chip now in its place (or the one before), and
 * to `onEmptied`'s target (the result count) when none is left: never back to the page's top.
 */
export function FilterChips({
  state,
  groups,
  onChange,
  onEmptied,
}: {
  state: SearchState;
  groups: readonly SearchFacet[];
  onChange: (update: SearchUpdate) => void;
  onEmptied: () => void;
}) {
  const chips = filterChips(state, groups);
  const list = useRef<HTMLUListElement>(null);
  // The chip just removed (its place and key; key null after "Clear all"), until the list is
  // drawn without it. Renders in between (a pending navigation, data arriving) still show it.
  const removed = useRef<{ at: number; key: string | null } | null>(null);
  const keys = chips.map((chip) => chip.key);

  useEffect(() => {
    const pending = removed.current;
    if (pending === null) return;
    const stillShown = pending.key === null ? keys.length > 0 : keys.includes(pending.key);
    if (stillShown) return;
    removed.current = null;
    const buttons = list.current?.querySelectorAll('button') ?? [];
    const next =
      pending.key === null ? undefined : buttons[Math.min(pending.at, buttons.length - 1)];
    if (next) next.focus();
    else onEmptied();
  });

  if (chips.length === 0) return null;
  return (
    <div className="mb-4 flex flex-wrap items-center gap-2">
      <ul ref={list} aria-label={T.activeFiltersList} className="flex flex-wrap gap-2">
        {chips.map((chip, i) => (
          <li key={chip.key}>
            <button
              type="button"
              className="btn btn-sm rounded-full border-base-300 bg-base-200 font-normal"
              aria-label={T.removeFilter(chip.label)}
              onClick={() => {
                removed.current = { at: i, key: chip.key };
                onChange(chip.remove);
              }}
            >
              {chip.label}
              <CloseIcon className="size-4" />
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="btn btn-link btn-sm"
        onClick={() => {
          removed.current = { at: -1, key: null };
          onChange(withoutFilters);
        }}
      >
        {T.clearAll}
      </button>
    </div>
  );
}
