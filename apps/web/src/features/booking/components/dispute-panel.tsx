import { DISPUTE_TEXTS, formatWhen } from '@phonebazaar/shared';
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { useDealDispute, useStateDispute } from '../api/deal-dispute';
import { StatementDialog } from './statement-dialog';

const T = DISPUTE_TEXTS;

/**
 * A disputed deal on its card, for its buyer or seller (issue #46): their own side and its
 * deadline (and the button to give it), whether the other side has given theirs, and, once
 * decided, the decision and the admin's reason.
 */
export function DisputePanel({
  bookingId,
  productName,
  email,
}: {
  bookingId: string;
  productName: string;
  email: string;
}) {
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const dispute = useDealDispute(email, bookingId, true);
  const state = useStateDispute(email, bookingId);
  const d = dispute.data;

  return (
    <section
      aria-labelledby={headingId}
      className="flex w-full flex-col gap-2 rounded-box bg-base-200 p-3 text-sm"
    >
      <h4 id={headingId} className="font-semibold">
        {T.panelTitle}
      </h4>
      {dispute.isPending && <p>{T.loading}</p>}
      {dispute.isError && <p className="text-red-700">{T.loadFailed}</p>}
      {d?.status === 'resolved' && (
        <div className="flex flex-col gap-1">
          <p>
            <span className="font-semibold">{T.decision}: </span>
            {d.outcome ? T.outcome[d.outcome] : '—'}
            {d.decidedAt && <> · {T.decidedOn(formatWhen(d.decidedAt))}</>}
          </p>
          {d.reason && (
            <p className="whitespace-pre-wrap break-words">
              <span className="font-semibold">{T.reason}: </span>
              {d.reason}
            </p>
          )}
        </div>
      )}
      {d?.mine && (
        <div className="flex flex-col gap-1">
          <p className="font-medium">{T.yourSide}</p>
          {d.mine.statedAt ? (
            <>
              <p className="text-base-content/80">{T.stated(formatWhen(d.mine.statedAt))}</p>
              <p className="whitespace-pre-wrap break-words">{d.mine.text}</p>
              {d.mine.photos.length > 0 && (
                <ul className="flex flex-wrap gap-2">
                  {d.mine.photos.map((url, i) => (
                    <li key={url}>
                      <a href={url} target="_blank" rel="noreferrer" className="link link-primary">
                        {T.photoLink(i + 1)}
                      </a>
                    </li>
                  ))}
                </ul>
              )}
            </>
          ) : d.mine.late ? (
            <p>{T.late}</p>
          ) : (
            d.status === 'open' && <p>{T.dueBy(formatWhen(d.mine.dueAt, { relative: false }))}</p>
          )}
        </div>
      )}
      {d?.status === 'open' && (
        <>
          <p>{d.otherStated ? T.otherStated[d.role] : T.otherWaiting[d.role]}</p>
          <p className="text-base-content/80">{T.waitingDecision}</p>
        </>
      )}
      {d?.canState && (
        <button
          type="button"
          className="btn btn-primary btn-sm self-start"
          aria-label={T.writeSideOf(productName)}
          onClick={() => setOpen(true)}
        >
          {T.writeSide}
        </button>
      )}
      {open && (
        <StatementDialog
          title={T.writeSide}
          intro={T.statementIntro(productName)}
          submitLabel={T.submit}
          onSubmit={async (body) => {
            await state.mutateAsync(body);
            toast.success(T.sent);
          }}
          onClose={() => setOpen(false)}
        />
      )}
    </section>
  );
}
