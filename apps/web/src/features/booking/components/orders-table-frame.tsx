import { TEXTS } from '@phonebazaar/shared';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { PagedList } from '../../../components/ui/paged-list';

interface Page<T> {
  items: T[];
  nextCursor: string | undefined;
}

interface OrdersTableFrameProps<T> {
  query: UseInfiniteQueryResult<InfiniteData<Page<T>>>;
  /** Names the scrolling region and the table for assistive technology. */
  label: string;
  /** What the rows are, lower case ("orders"), for the next page's error. */
  noun: string;
  head: ReactNode;
  row: (item: T, index: number) => ReactNode;
  emptyTitle: string;
  emptyText?: ReactNode;
}

/**
 * A paged table with its loading, failed, empty and "Load more" states (product-decisions §7:
 * a failed list offers a retry). On phones each row becomes a card (see ROW and CELL), so
 * the payment action is never scrolled out of sight; wider tables scroll inside their box.
 */
export function OrdersTableFrame<T>({
  query,
  label,
  noun,
  head,
  row,
  emptyTitle,
  emptyText,
}: OrdersTableFrameProps<T>) {
  return (
    <PagedList
      query={query}
      loading={
        <div role="status" aria-label={TEXTS.lists.loading(label)} className="flex flex-col gap-3">
          {[0, 1, 2].map((n) => (
            <div key={n} className="skeleton h-16 w-full" />
          ))}
        </div>
      }
      errorTitle={TEXTS.lists.loadFailed(label.toLowerCase())}
      noun={noun}
      empty={<EmptyState title={emptyTitle}>{emptyText}</EmptyState>}
      gap="mt-6"
    >
      {(items, listRef) => (
        <ScrollArea label={label}>
          <table className="table max-sm:block">
            <thead className="max-sm:sr-only">{head}</thead>
            <tbody ref={listRef} className="max-sm:block">
              {items.map(row)}
            </tbody>
          </table>
        </ScrollArea>
      )}
    </PagedList>
  );
}

/** Phones: a row is a card of lines. */
export const ROW =
  'max-sm:flex max-sm:flex-col max-sm:gap-2 max-sm:border-base-300 max-sm:border-b max-sm:px-4 max-sm:py-3 max-sm:last:border-b-0';

/** Phones: a cell is a line led by its column's name, from the cell's data-label. */
export const CELL =
  'max-sm:flex max-sm:min-h-8 max-sm:items-center max-sm:justify-between max-sm:gap-4 max-sm:p-0 max-sm:before:font-medium max-sm:before:text-base-content/70 max-sm:before:text-xs max-sm:before:content-[attr(data-label)]';

/** Phones: the cell that heads the card (the product), with no label before it. */
export const HEAD_CELL = 'max-sm:block max-sm:p-0 max-sm:pb-1';

/** Keyboard users can focus the region to scroll a table wider than its box. */
function ScrollArea({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable (WCAG 2.1.1)
      tabIndex={0}
      className="overflow-x-auto rounded-box border border-base-300 bg-base-100 focus-visible:outline-2 focus-visible:outline-primary"
    >
      {children}
    </section>
  );
}
