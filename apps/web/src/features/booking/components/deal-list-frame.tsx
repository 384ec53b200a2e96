import { TEXTS } from '@phonebazaar/shared';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { PagedList } from '../../../components/ui/paged-list';

interface Page<T> {
  items: T[];
  nextCursor: string | undefined;
}

interface DealListFrameProps<T extends { _id: string }> {
  query: UseInfiniteQueryResult<InfiniteData<Page<T>>>;
  /** Names the list for assistive technology. */
  label: string;
  /** What the items are, lower case ("orders"), for the next page's error. */
  noun: string;
  item: (item: T) => ReactNode;
  emptyTitle: string;
  emptyText?: ReactNode;
}

/**
 * A paged list of deal cards with its loading, failed, empty and "Load more" states
 * (product-decisions §7: a failed list offers a retry). One column on phones, two from
 * desktop width (issue #37: a card reads at a glance where a table row squeezed did not).
 */
export function DealListFrame<T extends { _id: string }>({
  query,
  label,
  noun,
  item,
  emptyTitle,
  emptyText,
}: DealListFrameProps<T>) {
  return (
    <PagedList
      query={query}
      loading={
        <div role="status" aria-label={TEXTS.lists.loading(label)} className="flex flex-col gap-3">
          {[0, 1, 2].map((n) => (
            <div key={n} className="skeleton h-40 w-full" />
          ))}
        </div>
      }
      errorTitle={TEXTS.lists.loadFailed(label.toLowerCase())}
      noun={noun}
      empty={<EmptyState title={emptyTitle}>{emptyText}</EmptyState>}
      gap="mt-6"
    >
      {(items, listRef) => (
        <ul ref={listRef} aria-label={label} className="grid gap-4 xl:grid-cols-2">
          {items.map((one) => (
            <li key={one._id}>{item(one)}</li>
          ))}
        </ul>
      )}
    </PagedList>
  );
}
