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
  // The place of the chip just removed (or -1 after "Clear all"), until the list is drawn again.
  const removedAt = useRef<number | null>(null);

  useEffect(() => {
    const at = removedAt.current;
    if (at === null) return;
    removedAt.current = null;
    const buttons = list.current?.querySelectorAll('button') ?? [];
    const next = at < 0 ? undefined : buttons[Math.min(at, buttons.length - 1)];
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
                removedAt.current = i;
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
          removedAt.current = -1;
          onChange(withoutFilters);
        }}
      >
        {T.clearAll}
      </button>
    </div>
  );
}
