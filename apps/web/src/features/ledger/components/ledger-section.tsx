import type { ReactNode } from 'react';

/**
 * One titled part of a ledger page: its heading, an optional line, then the list or "none".
 * The list's own scrolling region carries the title as its name, so this is a plain block
 * (two regions of one name would make a screen reader's landmark list say it twice).
 */
export function LedgerSection({
  title,
  hint,
  empty,
  isEmpty,
  children,
}: {
  title: string;
  hint?: string;
  /** Said instead of the list when there is nothing to list. */
  empty: string;
  isEmpty: boolean;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-3">
      <div>
        <h2 className="font-bold text-xl">{title}</h2>
        {hint && <p className="text-base-content/80 text-sm">{hint}</p>}
      </div>
      {isEmpty ? (
        <p className="rounded-box border border-base-300 border-dashed px-4 py-6 text-center text-base-content/80">
          {empty}
        </p>
      ) : (
        children
      )}
    </div>
  );
}
