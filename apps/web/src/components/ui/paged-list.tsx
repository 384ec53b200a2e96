import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { type ReactNode, useCallback, useRef } from 'react';
import { ErrorState } from './error-state';
import { PagedListFooter } from './paged-list-footer';

/** Sets the element whose children are the list's items (a `ul`, a `tbody`). */
export type ListRef = (element: HTMLElement | null) => void;

interface PagedListProps<T> {
  query: UseInfiniteQueryResult<InfiniteData<{ items: T[] }>>;
  /** Shown while the first page loads (a skeleton with `role="status"`). */
  loading: ReactNode;
  /** Title of the error shown when the first page fails. */
  errorTitle: string;
  /** What the list holds, lower case ("products", "sellers"), for the next page's error. */
  noun: string;
  /** Shown when the list has no items. */
  empty: ReactNode;
  /** Space above the footer (the lists sit in differently spaced pages). */
  gap?: 'mt-6' | 'mt-8';
  /** Draws the items; `listRef` goes on the element whose children they are. */
  children: (items: T[], listRef: ListRef) => ReactNode;
}

/**
 * Every paged list's states in one place: loading, failed with a retry (product-decisions
 * §7: the spec swallowed failed fetches), empty, and the items with the paged footer
 * ("Load more", its retry, focus on the first new item).
 */
export function PagedList<T>({
  query,
  loading,
  errorTitle,
  noun,
  empty,
  gap,
  children,
}: PagedListProps<T>) {
  const listRef = useRef<HTMLElement | null>(null);
  const setList = useCallback<ListRef>((element) => {
    listRef.current = element;
  }, []);

  if (query.isPending) return loading;
  if (query.isError && !query.isFetchNextPageError) {
    return (
      <ErrorState
        title={errorTitle}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isRefetching}
      />
    );
  }
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  if (items.length === 0) return empty;

  return (
    <>
      {children(items, setList)}
      <PagedListFooter
        query={query}
        itemCount={items.length}
        listRef={listRef}
        noun={noun}
        gap={gap}
      />
    </>
  );
}
