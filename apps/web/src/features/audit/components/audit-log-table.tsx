import { type AuditEntry, NOTIFICATION_TEXTS } from '@phonebazaar/shared';
import { EmptyState } from '../../../components/ui/empty-state';
import { PagedList } from '../../../components/ui/paged-list';
import { useAuditLog } from '../api/get-audit-log';
import { AuditChange } from './audit-change';

const T = NOTIFICATION_TEXTS.audit;
const C = T.columns;

const formatWhen = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

function Actor({ entry }: { entry: AuditEntry }) {
  if (!entry.actor) return <span className="badge badge-ghost">{T.system}</span>;
  return (
    <span className="flex flex-col">
      <span className="font-medium">{entry.actor.name || entry.actor.email}</span>
      {entry.actor.name && (
        <span className="break-all text-base-content/70 text-xs">{entry.actor.email}</span>
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

/**
 * The admins' Audit Log (issue #18): who did what to which record, when, and what changed.
 * A table that scrolls sideways inside its own region on narrow screens.
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
          className="overflow-x-auto rounded-box border border-base-300 bg-base-100 focus-visible:outline-2 focus-visible:outline-primary"
        >
          <table className="table table-zebra">
            <caption className="sr-only">{T.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{C.when}</th>
                <th scope="col">{C.actor}</th>
                <th scope="col">{C.action}</th>
                <th scope="col">{C.entity}</th>
                <th scope="col">{C.change}</th>
              </tr>
            </thead>
            <tbody ref={listRef}>
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <th scope="row" className="whitespace-nowrap font-normal">
                    <time dateTime={entry.createdAt}>{formatWhen(entry.createdAt)}</time>
                  </th>
                  <td>
                    <Actor entry={entry} />
                  </td>
                  <td>
                    <code className="whitespace-nowrap text-sm">{entry.action}</code>
                  </td>
                  <td>
                    <span className="flex flex-col">
                      <span>{entry.entity}</span>
                      <span className="break-all text-base-content/70 text-xs">
                        {entry.entityId}
                      </span>
                    </span>
                  </td>
                  <td>
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
