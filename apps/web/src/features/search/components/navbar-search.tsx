import { paths, SEARCH_BOX_TEXTS as T } from '@phonebazaar/shared';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { SearchIcon } from '../../../components/ui/icons';
import { useSuggestions } from '../api/get-suggestions';

/**
 * The navbar's search box on every page (issue #17): a plain GET form to /search that works
 * without JavaScript, and with it a combobox (WAI-ARIA APG, list autocomplete) offering
 * suggestions once two characters are typed. Arrow keys move through them, Enter picks the
 * highlighted one or searches the text, Escape closes the list. Kept small: it is in the
 * JavaScript of every first page.
 */
export function NavbarSearch({ className = '' }: { className?: string }) {
  const id = useId();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  // On the search page the box shows what was searched, and follows Back and Forward.
  const shownQ = pathname === paths.search() ? (new URLSearchParams(search).get('q') ?? '') : '';
  const [text, setText] = useState(shownQ);
  const [seenQ, setSeenQ] = useState(shownQ);
  if (shownQ !== seenQ) {
    setSeenQ(shownQ);
    setText(shownQ);
  }
  // On a prerendered page the box is there before its code: what was typed meanwhile counts.
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const typed = input.current?.value;
    if (typed) setText(typed);
  }, []);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const options = useSuggestions(open ? text : '');
  const expanded = open && options.length > 0;
  const optionId = (i: number) => `${id}-option-${i}`;

  const go = (q: string) => {
    setOpen(false);
    setActive(-1);
    setText(q);
    const trimmed = q.trim();
    navigate(trimmed ? paths.searchFor(trimmed) : paths.search());
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const n = options.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!expanded) {
        setOpen(true);
        return;
      }
      const down = event.key === 'ArrowDown';
      setActive((i) => (down ? (i + 1) % n : i <= 0 ? n - 1 : i - 1));
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault();
      go(options[active]?.text ?? text);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: the form is the landmark; a <search> wrapper would add a second element for the same
    <form
      role="search"
      action="/search"
      method="get"
      className={`relative flex ${className}`}
      onSubmit={(event) => {
        event.preventDefault();
        go(input.current?.value ?? text);
      }}
    >
      <label htmlFor={`${id}-q`} className="sr-only">
        {T.label}
      </label>
      <input
        id={`${id}-q`}
        ref={input}
        type="search"
        name="q"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={`${id}-list`}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        maxLength={100}
        placeholder={T.placeholder}
        className="input min-w-0 flex-1 rounded-r-none max-sm:h-11"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <button
        type="submit"
        aria-label={T.submit}
        className="btn btn-primary btn-square rounded-l-none"
      >
        <SearchIcon className="size-5" />
      </button>
      <div
        id={`${id}-list`}
        role="listbox"
        aria-label={T.suggestions}
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-50 mt-1 overflow-hidden rounded-box border border-base-300 bg-base-100 py-1 shadow-lg"
      >
        {options.map((option, i) => (
          // biome-ignore lint/a11y/useFocusableInteractive: combobox options are never focused: the box keeps focus and names the option by aria-activedescendant
          // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard picks options in the box itself (arrows and Enter), the click is the pointer's way
          <div
            key={`${option.kind}:${option.text}`}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            className={`cursor-pointer px-4 py-2 ${i === active ? 'bg-base-200' : ''}`}
            // Keeps focus in the box, so its blur does not close the list before the click.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => go(option.text)}
          >
            {option.text}
          </div>
        ))}
      </div>
    </form>
  );
}
