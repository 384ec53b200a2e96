import { type SearchFacet, type SearchState, SEARCH_TEXTS as T } from '@phonebazaar/shared';
import { filterChips } from '../utils/filter-chips';
import { type SearchUpdate, withoutFilters } from '../utils/search-state';
import { CloseIcon } from './search-icons';

/** The active filters as removable chips, and "Clear all"; nothing when none is on. */
export function FilterChips({
  state,
  groups,
  onChange,
}: {
  state: SearchState;
  groups: readonly SearchFacet[];
  onChange: (update: SearchUpdate) => void;
}) {
  const chips = filterChips(state, groups);
  if (chips.length === 0) return null;
  return (
    <div className="mb-4 flex flex-wrap items-center gap-2">
      <ul aria-label={T.activeFiltersList} className="flex flex-wrap gap-2">
        {chips.map((chip) => (
          <li key={chip.key}>
            <button
              type="button"
              className="btn btn-sm rounded-full border-base-300 bg-base-200 font-normal"
              aria-label={T.removeFilter(chip.label)}
              onClick={() => onChange(chip.remove)}
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
        onClick={() => onChange(withoutFilters)}
      >
        {T.clearAll}
      </button>
    </div>
  );
}
