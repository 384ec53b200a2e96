import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { type ReactNode, useRef } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { PagedListFooter } from '../../../components/ui/paged-list-footer';
import type { Page } from '../api/admin-keys';
import { useIsPhone } from '../hooks/use-is-phone';
import { CardLayout, type Column, TableLayout } from './table-layouts';

export type { Column } from './table-layouts';

interface AdminTableProps<T> {
  query: UseInfiniteQueryResult<InfiniteData<Page<T>>>;
  /** Names the list in the loading and error texts and labels the scrolling region. */
  label: string;
  /** Says what the table holds; screen readers announce it when they enter the table. */
  caption: string;
  columns: Column<T>[];
  rowKey: (item: T) => string;
  emptyTitle: string;
  emptyText: ReactNode;
}

/**
 * An admin list with its loading, failed, empty and "Load more" states: a table, or on a
 * phone a stack of cards built from the same columns. The spec swallows failed list
 * fetches; product-decisions §7 asks for an error with a retry instead.
 */
export function AdminTable<T>(props: AdminTableProps<T>) {
  const { query, label } = props;
  const isPhone = useIsPhone();
  const listRef = useRef<HTMLElement | null>(null);
  if (query.isPending) return <TableLoading label={label} />;
  if (query.isError && !query.isFetchNextPageError) {
    return (
      <ErrorState
        title={`We couldn't load the ${label.toLowerCase()}.`}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isRefetching}
      />
    );
  }
  const items = query.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return <EmptyState title={props.emptyTitle}>{props.emptyText}</EmptyState>;
  }

  const Layout = isPhone ? CardLayout : TableLayout;
  return (
    <>
      <Layout
        items={items}
        columns={props.columns}
        rowKey={props.rowKey}
        label={label}
        caption={props.caption}
        // Refetching after a change: the rows stay, a spinner says fresher ones are coming.
        refreshing={query.isRefetching && !query.isFetchingNextPage}
        listRef={listRef}
      />
      <PagedListFooter
        query={query}
        itemCount={items.length}
        listRef={listRef}
        noun={label.toLowerCase()}
        gap="mt-6"
      />
    </>
  );
}

/** Spec §2 (All Seller): a loading indicator shows while the list loads. */
function TableLoading({ label }: { label: string }) {
  return (
    <div role="status" className="flex flex-col gap-3">
      <span className="flex items-center gap-2 text-base-content/70 text-sm">
        <span className="loading loading-spinner loading-sm text-primary" aria-hidden="true" />
        Loading {label.toLowerCase()}…
      </span>
      {[0, 1, 2, 3].map((n) => (
        <div key={n} className="skeleton h-14 w-full" aria-hidden="true" />
      ))}
    </div>
  );
}
