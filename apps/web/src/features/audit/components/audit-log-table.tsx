import { type AuditEntry, formatUsd, formatWhen, NOTIFICATION_TEXTS } from '@phonebazaar/shared';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { PagedList } from '../../../components/ui/paged-list';
import { useAuditLog } from '../api/get-audit-log';
import { AuditChange } from './audit-change';

const T = NOTIFICATION_TEXTS.audit;
const C = T.columns;

function Actor({ entry }: { entry: AuditEntry }) {
  if (!entry.actor) return <span className="badge badge-ghost">{T.system}</span>;
  return (
    <span className="flex min-w-0 flex-col">
      <span className="font-medium">{entry.actor.name || entry.actor.email}</span>
      {entry.actor.name && (
        <span className="break-words text-base-content/70 text-xs [overflow-wrap:anywhere]">
          {entry.actor.email}
        </span>
      )}
    </span>
  );
}

function Loading() {
  return (
    <div role="status" className="flex flex-col gap-3">
      <span className="text-base-content/70 text-sm">{T.loading}</span>
      {[0, 1, 2, 3].map((n) => (
        <div key={n} className="skeleton h-14 w-full" aria-hidden="true" />
      ))}
    </div>
  );
}

/** On a phone each row is a card and each cell says what it is (issue #45 item 6). */
function CellLabel({ children }: { children: string }) {
  return <span className="font-medium text-base-content/70 text-xs md:hidden">{children}</span>;
}

const CELL = 'max-md:flex max-md:flex-col max-md:gap-0.5 max-md:px-4 max-md:py-1';

/**
 * The admins' Audit Log (issues #18, #45): when, who, the action in words (its code beside),
 * the record with a link to it, the money it moved, and what changed. A table from tablet
 * width up; on a phone the rows stack as cards, so no word is broken and nothing scrolls.
 */
export function AuditLogTable() {
  const query = useAuditLog();
  return (
    <PagedList
      query={query}
      loading={<Loading />}
      errorTitle={T.failed}
      noun="entries"
      empty={<EmptyState title={T.empty}>{T.emptyHint}</EmptyState>}
      gap="mt-6"
    >
      {(entries, listRef) => (
        <section
          aria-label={T.title}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable (WCAG 2.1.1)
          tabIndex={0}
          className="rounded-box border border-base-300 bg-base-100 focus-visible:outline-2 focus-visible:outline-primary md:overflow-x-auto"
        >
          <table className="table max-md:block md:table-zebra">
            <caption className="sr-only">{T.caption}</caption>
            <thead className="max-md:sr-only">
              <tr>
                <th scope="col">{C.when}</th>
                <th scope="col">{C.actor}</th>
                <th scope="col">{C.action}</th>
                <th scope="col">{C.entity}</th>
                <th scope="col">{C.amount}</th>
                <th scope="col">{C.change}</th>
              </tr>
            </thead>
            <tbody ref={listRef} className="max-md:block">
              {entries.map((entry) => (
                <tr
                  key={entry.id}
                  className="max-md:block max-md:border-base-300 max-md:border-b max-md:py-2"
                >
                  <th scope="row" className={`font-normal md:whitespace-nowrap ${CELL}`}>
                    <CellLabel>{C.when}</CellLabel>
                    <time dateTime={entry.createdAt}>{formatWhen(entry.createdAt)}</time>
                  </th>
                  <td className={CELL}>
                    <CellLabel>{C.actor}</CellLabel>
                    <Actor entry={entry} />
                  </td>
                  <td className={CELL}>
                    <CellLabel>{C.action}</CellLabel>
                    <span className="flex flex-col">
                      <span className="font-medium">{T.actions[entry.action] ?? entry.action}</span>
                      <code className="text-base-content/70 text-xs">{entry.action}</code>
                    </span>
                  </td>
                  <td className={CELL}>
                    <CellLabel>{C.entity}</CellLabel>
                    {entry.record ? (
                      <Link to={entry.record.href} className="link link-primary">
                        {entry.record.name}
                      </Link>
                    ) : (
                      <span>
                        {entry.entity} {entry.entityId}
                      </span>
                    )}
                  </td>
                  <td className={`${CELL} md:whitespace-nowrap`}>
                    <CellLabel>{C.amount}</CellLabel>
                    <span className="font-semibold">
                      {entry.amount === null || entry.amount === undefined
                        ? T.none
                        : formatUsd(entry.amount)}
                    </span>
                  </td>
                  <td className={CELL}>
                    <CellLabel>{C.change}</CellLabel>
                    <AuditChange before={entry.before} after={entry.after} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </PagedList>
  );
}
