import {
  DEAL_TEXTS,
  DISPUTE_TEXTS,
  type Dispute,
  formatUsd,
  formatWhen,
  paths,
} from '@phonebazaar/shared';
import { useId } from 'react';
import { Link } from 'react-router';
import { DeclineDetails } from '../../../components/deal/decline-details';

const T = DEAL_TEXTS.disputes;

/**
 * One dispute with both sides (issue #18): the phone and its price, buyer and seller, why the
 * buyer declined (note and photos), and, once decided, the outcome and its note.
 */
export function DisputeCard({ dispute, onResolve }: { dispute: Dispute; onResolve?: () => void }) {
  const headingId = useId();
  const waitId = useId();
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-box border border-base-300 bg-base-100 p-4"
    >
      <div className="flex items-start gap-3">
        <img
          src={dispute.product.image}
          alt=""
          width={56}
          height={56}
          loading="lazy"
          className="size-14 shrink-0 rounded-box bg-base-200 object-cover"
        />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h3 id={headingId} className="break-words font-semibold text-lg">
            {dispute.product.name}
          </h3>
          <p className="text-sm">
            {T.price}: <span className="font-semibold">{formatUsd(dispute.price)}</span>
            {' · '}
            {T.opened} <time dateTime={dispute.openedAt}>{formatWhen(dispute.openedAt)}</time>
          </p>
        </div>
      </div>
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <Party role={T.buyer} party={dispute.buyer} />
        <Party role={T.seller} party={dispute.seller} />
      </dl>
      <div className="flex flex-col gap-1">
        <p className="font-semibold text-sm">{DEAL_TEXTS.declineDetails}</p>
        <DeclineDetails decline={dispute.decline} />
      </div>
      {/* Issue #46: both statements, the listing as booked and the conversation. */}
      <Link
        to={paths.dashboard.dispute(dispute.id)}
        className="link link-primary self-start text-sm"
        aria-label={DISPUTE_TEXTS.caseLinkOf(dispute.product.name)}
      >
        {DISPUTE_TEXTS.caseLink}
      </Link>
      {dispute.status === 'resolved' ? (
        <div className="flex flex-col gap-1 rounded-box bg-base-200 p-3 text-sm">
          <p>
            <span className="font-semibold">{T.outcome}: </span>
            <span>{dispute.outcome ? T.decided[dispute.outcome] : '—'}</span>
            {dispute.resolvedAt && (
              <>
                {' · '}
                {T.resolvedOn}{' '}
                <time dateTime={dispute.resolvedAt}>{formatWhen(dispute.resolvedAt)}</time>
              </>
            )}
          </p>
          {dispute.resolutionNote && (
            <p className="whitespace-pre-wrap break-words">{dispute.resolutionNote}</p>
          )}
        </div>
      ) : (
        onResolve && (
          <div className="flex flex-col gap-1">
            {/* Decision 059: the server refuses a decision while both sides may still state. */}
            <button
              type="button"
              className="btn btn-primary btn-sm self-start"
              disabled={dispute.waitingForStatements === true}
              aria-describedby={dispute.waitingForStatements ? waitId : undefined}
              aria-label={T.resolveOf(dispute.product.name)}
              onClick={onResolve}
            >
              {T.resolve}
            </button>
            {dispute.waitingForStatements && (
              <p id={waitId} className="text-sm">
                {DISPUTE_TEXTS.waitForSides}
              </p>
            )}
          </div>
        )
      )}
    </article>
  );
}

function Party({ role, party }: { role: string; party: Dispute['buyer'] }) {
  return (
    <div className="flex flex-col">
      <dt className="text-base-content/70">{role}</dt>
      <dd className="font-medium">{party.name}</dd>
      <dd className="break-all">
        <a href={`mailto:${party.email}`} className="link link-primary">
          {party.email}
        </a>
      </dd>
    </div>
  );
}
