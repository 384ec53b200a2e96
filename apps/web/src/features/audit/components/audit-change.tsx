import { NOTIFICATION_TEXTS } from '@phonebazaar/shared';

const T = NOTIFICATION_TEXTS.audit;

type Snapshot = Record<string, unknown> | null;

const show = (value: unknown) =>
  value === null || value === undefined
    ? T.none
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

/** The fields an entry changed, before and after, as a small definition list. */
export function AuditChange({ before, after }: { before: Snapshot; after: Snapshot }) {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  if (keys.length === 0) return <span>{T.none}</span>;
  return (
    <dl className="grid max-w-md grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
      {keys.map((key) => (
        <div key={key} className="contents">
          <dt className="font-medium text-base-content/80">{key}</dt>
          <dd className="break-words [overflow-wrap:anywhere]">
            {before && key in before && (
              <>
                <span className="sr-only">{T.before}: </span>
                <del className="text-base-content/70">{show(before[key])}</del>{' '}
                <span aria-hidden="true">→ </span>
              </>
            )}
            <span className="sr-only">{T.after}: </span>
            <ins className="no-underline">{after && key in after ? show(after[key]) : T.none}</ins>
          </dd>
        </div>
      ))}
    </dl>
  );
}
