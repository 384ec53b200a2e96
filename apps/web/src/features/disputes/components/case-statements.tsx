import {
  DISPUTE_PARTIES,
  DISPUTE_TEXTS,
  type DisputeCase,
  type DisputeStatement,
  formatWhen,
} from '@phonebazaar/shared';
import { DeclineDetails } from '../../../components/deal/decline-details';
import { PhotoStrip } from './photo-strip';

const T = DISPUTE_TEXTS;

/** Both sides side by side (issue #46): each statement with its photos, and the buyer's decline. */
export function CaseStatements({ data }: { data: DisputeCase }) {
  const { dispute, statements } = data;
  return (
    <section aria-labelledby="case-statements" className="flex flex-col gap-3">
      <h2 id="case-statements" className="font-semibold text-xl">
        {T.statementsHeading}
      </h2>
      {!statements && <p className="text-sm">{T.noStatements}</p>}
      <div className="grid gap-4 md:grid-cols-2">
        {DISPUTE_PARTIES.map((party) => (
          <article
            key={party}
            aria-labelledby={`side-${party}`}
            className="flex flex-col gap-2 rounded-box border border-base-300 bg-base-100 p-4"
          >
            <h3 id={`side-${party}`} className="font-semibold">
              {T.sideHeading[party]}
            </h3>
            <p className="text-sm">
              {dispute[party].name} ·{' '}
              <a href={`mailto:${dispute[party].email}`} className="link link-primary break-all">
                {dispute[party].email}
              </a>
            </p>
            {party === 'buyer' && (
              <div className="flex flex-col gap-1">
                <h4 className="font-medium text-sm">{T.declineHeading}</h4>
                <DeclineDetails decline={dispute.decline} />
              </div>
            )}
            {statements && <Statement statement={statements[party]} />}
          </article>
        ))}
      </div>
    </section>
  );
}

function Statement({ statement }: { statement: DisputeStatement }) {
  return (
    <div className="flex flex-col gap-2 text-sm">
      {statement.text ? (
        <p className="whitespace-pre-wrap break-words rounded-box bg-base-200 p-3">
          {statement.text}
        </p>
      ) : (
        <p className="text-base-content/80">{statement.late ? T.noStatementLate : T.noStatement}</p>
      )}
      <PhotoStrip urls={statement.photos} label={T.photoList} linkLabel={T.photoLink} />
      <dl className="grid grid-cols-[auto_1fr] gap-x-2 text-base-content/80 text-xs">
        {statement.statedAt && (
          <>
            <dt>{T.statedAt}</dt>
            <dd>
              <time dateTime={statement.statedAt}>{formatWhen(statement.statedAt)}</time>
            </dd>
          </>
        )}
        <dt>{T.due}</dt>
        <dd>
          <time dateTime={statement.dueAt}>{formatWhen(statement.dueAt, { relative: false })}</time>
        </dd>
      </dl>
    </div>
  );
}
