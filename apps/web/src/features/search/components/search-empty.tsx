import { paths, type SearchState, SEARCH_TEXTS as T } from '@phonebazaar/shared';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { FOCUS_RESULTS } from '../utils/focus-results';
import { activeFilterCount, type SearchUpdate, withoutFilters } from '../utils/search-state';

/**
 * No match: what was searched, the spelling the catalogue suggests ("Did you mean"), what to
 * try, and a way out (clear the filters, or every phone).
 */
export function SearchEmpty({
  state,
  didYouMean,
  onChange,
}: {
  state: SearchState;
  didYouMean: string | undefined;
  onChange: (update: SearchUpdate) => void;
}) {
  const filtered = activeFilterCount(state) > 0;
  return (
    <EmptyState title={T.empty.title(state.q)}>
      {didYouMean && (
        <p className="mb-2 text-base">
          {T.empty.didYouMean}{' '}
          <Link
            className="link link-primary font-semibold"
            to={paths.searchFor(didYouMean)}
            state={FOCUS_RESULTS}
          >
            {didYouMean}
          </Link>
          ?
        </p>
      )}
      <p>{T.empty.hint}</p>
      <div className="mt-4 flex flex-wrap justify-center gap-2">
        {filtered && (
          <button
            type="button"
            className="btn btn-primary btn-sm"
            onClick={() => onChange(withoutFilters)}
          >
            {T.empty.clearFilters}
          </button>
        )}
        <Link to={paths.search()} className="btn btn-outline btn-sm">
          {T.empty.browseAll}
        </Link>
      </div>
    </EmptyState>
  );
}
