import { LIST_SEARCH_MAX } from '@phonebazaar/shared';
import { type ReactNode, useEffect, useId, useState } from 'react';

/** Typing settles for this long before the list asks the server again. */
const SETTLE_MS = 300;

export interface AdminSearch {
  /** The settled, trimmed text to query with ('' when the box is empty). */
  search: string;
  /** The labelled input, drawn above the list. */
  box: ReactNode;
}

/**
 * An admin list's filter box (issue #23 item 14): the server narrows the list by name or
 * email (All Sell: product, seller or buyer), paged as before. `search` is the settled,
 * trimmed text to query with; `box` is the labelled input, which `AdminTable` draws above the list.
 */
export function useAdminSearch(label: string): AdminSearch {
  const id = useId();
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(text.trim()), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const box = (
    <div className="mb-4 flex max-w-md flex-col gap-1.5">
      <label htmlFor={id} className="font-medium text-sm">
        {label}
      </label>
      <input
        id={id}
        type="search"
        className="input w-full"
        maxLength={LIST_SEARCH_MAX}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
    </div>
  );
  return { search, box };
}
