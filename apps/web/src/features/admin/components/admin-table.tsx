import { ADMIN_TEXTS, TEXTS } from '@phonebazaar/shared';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { PagedList } from '../../../components/ui/paged-list';
import type { Page } from '../api/admin-keys';
import { useIsPhone } from '../hooks/use-is-phone';
import { CardLayout, type Column, TableLayout } from './table-layouts';
import type { AdminSearch } from './use-admin-search';

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
  /**
   * The list's filter box (`useAdminSearch`), drawn above it in every state; while it holds
   * text, an empty list says nothing matches instead of `emptyTitle`.
   */
  filter?: AdminSearch;
}

/**
 * An admin list with its loading, failed, empty and "Load more" states: a table, or on a
 * phone a stack of cards built from the same columns. The spec swallows failed list
 * fetches; product-decisions §7 asks for an error with a retry instead.
 */
export function AdminTable<T>(props: AdminTableProps<T>) {
  const { query, label, filter } = props;
  const isPhone = useIsPhone();
  const noun = label.toLowerCase();
  const Layout = isPhone ? CardLayout : TableLayout;
  const empty = filter?.search ? (
    <EmptyState title={ADMIN_TEXTS.noMatches(filter.search)}>
      {ADMIN_TEXTS.noMatchesHint}
    </EmptyState>
  ) : (
    <EmptyState title={props.emptyTitle}>{props.emptyText}</EmptyState>
  );
  return (
    <>
      {filter?.box}
      <PagedList
        query={query}
        loading={<TableLoading noun={noun} />}
        errorTitle={TEXTS.lists.loadFailed(`the ${noun}`)}
        noun={noun}
        empty={empty}
        gap="mt-6"
      >
        {(items, listRef) => (
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
        )}
      </PagedList>
    </>
  );
}

/** Spec §2 (All Seller): a loading indicator shows while the list loads. */
function TableLoading({ noun }: { noun: string }) {
  return (
    <div role="status" className="flex flex-col gap-3">
      <span className="flex items-center gap-2 text-base-content/70 text-sm">
        <span className="loading loading-spinner loading-sm text-primary" aria-hidden="true" />
        {TEXTS.lists.loading(noun)}…
      </span>
      {[0, 1, 2, 3].map((n) => (
        <div key={n} className="skeleton h-14 w-full" aria-hidden="true" />
      ))}
    </div>
  );
}
