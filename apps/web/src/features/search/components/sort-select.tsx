import { SEARCH_SORTS, type SearchState, SEARCH_TEXTS as T } from '@phonebazaar/shared';
import { useId } from 'react';
import type { SearchUpdate } from '../utils/search-state';

/**
 * The labelled sort select. "Best match" is offered only with search text (the API refuses it
 * without). Tied to the filter form by `form`, so without JavaScript it is submitted with it.
 */
export function SortSelect({
  formId,
  state,
  onChange,
}: {
  formId: string;
  state: SearchState;
  onChange: (update: SearchUpdate) => void;
}) {
  const id = useId();
  const sorts = SEARCH_SORTS.filter((sort) => sort !== 'relevance' || state.q);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium text-sm">
        {T.sortLabel}
      </label>
      <select
        id={id}
        form={formId}
        name="sort"
        className="select select-sm w-48 max-sm:h-11"
        value={state.sort ?? 'newest'}
        onChange={(event) => {
          const sort = event.target.value as SearchState['sort'];
          onChange((current) => {
            const next = { ...current, sort };
            if (sort === 'newest') delete next.sort;
            return next;
          });
        }}
      >
        {sorts.map((sort) => (
          <option key={sort} value={sort}>
            {T.sorts[sort]}
          </option>
        ))}
      </select>
    </div>
  );
}
