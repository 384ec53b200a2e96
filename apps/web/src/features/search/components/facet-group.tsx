import { formatCount, SEARCH_TEXTS as T } from '@phonebazaar/shared';
import { useId, useState } from 'react';
import type { FacetOption } from '../utils/facet-options';

// Long groups (models) show this many values until "Show N more".
const SHOWN_FIRST = 6;

interface FacetGroupProps {
  /** The query-string name of the group's checkboxes (the form works without JavaScript). */
  name: string;
  legend: string;
  options: FacetOption[];
  selected: string[];
  onToggle: (value: string, on: boolean) => void;
  /** Listings that do not state this detail: counted, not a filter (issue #45 item 5). */
  notStated?: number;
}

/** One filter group: a fieldset of checkboxes, each with its count when counts are known. */
export function FacetGroup({
  name,
  legend,
  options,
  selected,
  onToggle,
  notStated,
}: FacetGroupProps) {
  const listId = useId();
  const [expanded, setExpanded] = useState(false);
  if (options.length === 0) return null;
  // A ticked value always shows, even past the first few.
  const shown = expanded
    ? options
    : options.filter((o, i) => i < SHOWN_FIRST || selected.includes(o.value));
  const hidden = options.length - shown.length;

  return (
    <fieldset className="fieldset">
      <legend className="fieldset-legend text-sm">{legend}</legend>
      <ul id={listId} className="flex flex-col">
        {shown.map((option) => (
          <li key={option.value}>
            <label className="flex min-h-9 cursor-pointer items-center gap-3 text-sm">
              <input
                type="checkbox"
                className="checkbox checkbox-sm checkbox-primary"
                name={name}
                value={option.value}
                checked={selected.includes(option.value)}
                onChange={(event) => onToggle(option.value, event.target.checked)}
              />
              <span className="flex-1">{option.label}</span>
              {/* A space, so the box's name reads "Dhaka 12", not "Dhaka12". */}
              {option.count !== undefined && ' '}
              {option.count !== undefined && (
                <span className="text-base-content/70 text-xs tabular-nums">
                  {formatCount(option.count)}
                </span>
              )}
            </label>
          </li>
        ))}
        {notStated ? (
          <li className="flex min-h-9 items-center gap-3 ps-8 text-base-content/70 text-sm">
            <span className="flex-1">{T.notStated}</span>{' '}
            <span className="text-xs tabular-nums">{formatCount(notStated)}</span>
          </li>
        ) : null}
      </ul>
      {(hidden > 0 || expanded) && options.length > SHOWN_FIRST && (
        <button
          type="button"
          className="btn btn-link btn-sm justify-start px-0"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? T.showFewer : T.showMore(hidden)}
        </button>
      )}
    </fieldset>
  );
}
