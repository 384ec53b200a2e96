import { type ReactNode, useId } from 'react';
import type { ListRef } from '../../../components/ui/paged-list';

export interface Column<T> {
  header: string;
  cell: (item: T, index: number) => ReactNode;
  /** The column that names the row: a row header in the table, the card's title on a phone. */
  rowHeader?: boolean;
  /** Extra classes of the table cell (width, wrapping, alignment). */
  className?: string;
}

interface LayoutProps<T> {
  items: T[];
  columns: Column<T>[];
  rowKey: (item: T) => string;
  label: string;
  caption: string;
  refreshing: boolean;
  /** Set to the element whose children are the rows, for the paged footer's focus. */
  listRef: ListRef;
}

function Caption({ text, refreshing }: { text: string; refreshing: boolean }) {
  return (
    <span className="flex items-center gap-2">
      {text}
      {refreshing && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
    </span>
  );
}

/** Wider screens: a real table, scrolling sideways inside its own region if it must. */
export function TableLayout<T>({
  items,
  columns,
  rowKey,
  label,
  caption,
  refreshing,
  listRef,
}: LayoutProps<T>) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable (WCAG 2.1.1)
      tabIndex={0}
      className="overflow-x-auto rounded-box border border-base-300 bg-base-100 focus-visible:outline-2 focus-visible:outline-primary"
    >
      <table className="table" aria-busy={refreshing}>
        <caption className="caption-top border-base-300 border-b px-4 py-3 text-left text-base-content/70 text-sm">
          <Caption text={caption} refreshing={refreshing} />
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody ref={listRef}>
          {items.map((item, index) => (
            <tr key={rowKey(item)} className="align-middle">
              {columns.map((column) =>
                column.rowHeader ? (
                  <th key={column.header} scope="row" className={column.className}>
                    {column.cell(item, index)}
                  </th>
                ) : (
                  <td key={column.header} className={column.className}>
                    {column.cell(item, index)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/**
 * Phones: one card per row, the naming column as its title and every other column as a
 * label and value, so nothing hides off the right edge of a narrow screen.
 */
export function CardLayout<T>({
  items,
  columns,
  rowKey,
  label,
  caption,
  refreshing,
  listRef,
}: LayoutProps<T>) {
  const captionId = useId();
  const title = columns.find((column) => column.rowHeader);
  const rest = columns.filter((column) => column !== title);
  return (
    <section aria-label={label} aria-busy={refreshing}>
      <p id={captionId} className="mb-3 text-base-content/70 text-sm">
        <Caption text={caption} refreshing={refreshing} />
      </p>
      <ul ref={listRef} aria-labelledby={captionId} className="flex flex-col gap-3">
        {items.map((item, index) => (
          <li
            key={rowKey(item)}
            className="flex flex-col gap-3 rounded-box border border-base-300 bg-base-100 p-4"
          >
            {title && <div className="font-semibold">{title.cell(item, index)}</div>}
            <dl className="grid grid-cols-[minmax(5.5rem,auto)_1fr] items-baseline gap-x-3 gap-y-2 text-sm">
              {rest.map((column) => (
                <div key={column.header} className="contents">
                  <dt className="text-base-content/70">{column.header}</dt>
                  <dd className="min-w-0 break-words">{column.cell(item, index)}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}
