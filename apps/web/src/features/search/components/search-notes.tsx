import {
  SEARCH_NOTES_TEXTS as N,
  paths,
  type SearchResult,
  type SearchState,
  SEARCH_TEXTS as T,
  toSearchString,
  type UnderstoodPhrase,
  withoutPhrase,
} from '@phonebazaar/shared';
import { useRef } from 'react';
import { Link } from 'react-router';
import { FOCUS_RESULTS } from '../utils/focus-results';
import type { SearchUpdate } from '../utils/search-state';
import { CloseIcon } from './search-icons';

type Notes = Pick<SearchResult, 'correctedFrom' | 'searchedFor' | 'notMatched' | 'understood'>;

const chipLabel = ({ kind, value }: UnderstoodPhrase): string | undefined =>
  kind === 'alias' ? undefined : N.understood[kind](value);

/**
 * What the search did with the words typed (issue #42): the spelling it corrected ("Showing
 * results for samsung. Search instead for samsng"), the words it left out, and the phrases it
 * read as filters, each a chip that removes its words from the text.
 */
export function SearchNotes({
  notes,
  state,
  onChange,
  onEmptied,
}: {
  notes: Notes | undefined;
  state: SearchState;
  onChange: (update: SearchUpdate) => void;
  /** Where focus goes when the last chip is removed. */
  onEmptied: () => void;
}) {
  const list = useRef<HTMLUListElement>(null);
  if (!notes) return null;
  const { correctedFrom, searchedFor, notMatched, understood = [] } = notes;
  const chips = understood.flatMap((u) => {
    const label = chipLabel(u);
    return label ? [{ ...u, label }] : [];
  });
  const aliases = understood.filter((u) => u.kind === 'alias');
  if (!correctedFrom && !notMatched && understood.length === 0) return null;
  const asTyped = paths.search(toSearchString({ ...state, q: correctedFrom, asTyped: true }));
  return (
    <div className="mb-4 space-y-2 text-sm">
      {correctedFrom && searchedFor && (
        <p>
          {N.showingFor} <strong className="font-semibold">{searchedFor}</strong>. {N.insteadFor}{' '}
          <Link className="link link-primary" to={asTyped} state={FOCUS_RESULTS}>
            {correctedFrom}
          </Link>
        </p>
      )}
      {notMatched && notMatched.length > 0 && <p>{N.notMatched(notMatched)}</p>}
      {aliases.map((a) => (
        <p key={`${a.text}:${a.value}`}>{N.alias(a.text, a.value)}</p>
      ))}
      {chips.length > 0 && (
        <ul ref={list} aria-label={N.understoodList} className="flex flex-wrap gap-2">
          {chips.map((chip, i) => (
            <li key={`${chip.kind}:${chip.text}`}>
              <button
                type="button"
                className="btn btn-sm rounded-full border-base-300 bg-base-200 font-normal"
                aria-label={T.removeFilter(chip.label)}
                onClick={() => {
                  // The chip goes with its words; focus to its neighbour, or to the count.
                  const next = list.current?.querySelectorAll('button')[i === 0 ? 1 : i - 1];
                  onChange((current) => ({
                    ...current,
                    q: withoutPhrase(current.q ?? '', chip.text) || undefined,
                  }));
                  if (next instanceof HTMLElement) next.focus();
                  else onEmptied();
                }}
              >
                {chip.label}
                <CloseIcon className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
