import { TEXTS } from '@phonebazaar/shared';
import type { RefObject } from 'react';
import { useEffect, useRef } from 'react';
import { ErrorState } from './error-state';
import { LoadMoreButton } from './load-more-button';

/** The part of an infinite query a paged list's footer needs. */
export interface PagedQuery {
  error: unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
}

interface PagedListFooterProps {
  query: PagedQuery;
  /** How many items the list shows now. */
  itemCount: number;
  /** The element whose children are the list's items (a `ul`, a `tbody`). */
  listRef: RefObject<HTMLElement | null>;
  /** What the list holds, lower case ("products", "sellers"), for the error text. */
  noun: string;
  /** Space above the footer (the lists sit in differently spaced pages). */
  gap?: 'mt-6' | 'mt-8';
}

/**
 * Every paged list's "Load more", or its retry when the next page failed. After a page
 * arrives, keyboard focus moves to the first new item (issue #23 item 6): the button it was
 * on moves down the page, and focus left on <body> would send the next Tab to the top.
 */
export function PagedListFooter({
  query,
  itemCount,
  listRef,
  noun,
  gap = 'mt-8',
}: PagedListFooterProps) {
  const loadingFrom = useRef<number | null>(null);

  useEffect(() => {
    const from = loadingFrom.current;
    if (from === null || itemCount <= from) return;
    loadingFrom.current = null;
    const first = listRef.current?.children[from];
    if (!(first instanceof HTMLElement)) return;
    // Items are not focusable themselves; -1 lets focus land without adding a Tab stop.
    if (!first.hasAttribute('tabindex')) first.tabIndex = -1;
    first.focus();
  }, [itemCount, listRef]);

  const loadMore = () => {
    loadingFrom.current = itemCount;
    void query.fetchNextPage();
  };

  if (query.isFetchNextPageError) {
    return (
      <div className={gap}>
        <ErrorState
          compact
          title={TEXTS.lists.loadMoreFailed(noun)}
          error={query.error}
          onRetry={loadMore}
          retrying={query.isFetchingNextPage}
        />
      </div>
    );
  }
  if (!query.hasNextPage) return null;
  return <LoadMoreButton onClick={loadMore} loading={query.isFetchingNextPage} />;
}
