import type { ReactNode } from 'react';

export interface LedgerColumn<T> {
  header: string;
  cell: (item: T) => ReactNode;
  /** The column that names the row (a row header for screen readers). */
  rowHeader?: boolean;
  className?: string;
}

interface LedgerTableProps<T> {
  /** The region's and table's name (the section heading's text). */
  label: string;
  items: T[];
  columns: LedgerColumn<T>[];
  rowKey: (item: T) => string;
}

/**
 * A compact table of money rows. Few columns, so it fits a phone; if a long name pushes it
 * wider it scrolls sideways inside its own focusable region, never the page.
 */
export function LedgerTable<T>({ label, items, columns, rowKey }: LedgerTableProps<T>) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable (WCAG 2.1.1)
      tabIndex={0}
      className="overflow-x-auto rounded-box border border-base-300 bg-base-100 focus-visible:outline-2 focus-visible:outline-primary"
    >
      <table className="table table-sm sm:table-md">
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={column.className}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={rowKey(item)}>
              {columns.map((column) =>
                column.rowHeader ? (
                  <th
                    key={column.header}
                    scope="row"
                    className={`font-normal ${column.className ?? ''}`}
                  >
                    {column.cell(item)}
                  </th>
                ) : (
                  <td key={column.header} className={column.className}>
                    {column.cell(item)}
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
