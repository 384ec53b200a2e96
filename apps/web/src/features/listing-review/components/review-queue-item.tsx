import { formatUsd, LISTING_REVIEW_TEXTS, paths, type ReviewQueueItem } from '@phonebazaar/shared';
import type { Ref } from 'react';
import { Link } from 'react-router';
import { waitingLabel } from '../utils/waiting-time';
import { ReviewQueueMatches, ReviewQueuePhotos } from './review-queue-photos';

const T = LISTING_REVIEW_TEXTS;

interface Props {
  item: ReviewQueueItem;
  current: boolean;
  selected: boolean;
  busy: boolean;
  onToggle: () => void;
  onApprove: () => void;
  onReject: () => void;
  onFocusItem: () => void;
  ref?: Ref<HTMLElement>;
}

/**
 * One waiting listing: how long it has waited, its tier and score, why the rules picked it,
 * its photos (beside any matching photo of another seller) and the two decisions.
 * Focusable (tabIndex -1) so j/k can move the keyboard's place from row to row.
 */
export function ReviewQueueRow({
  item,
  current,
  selected,
  busy,
  onToggle,
  onApprove,
  onReject,
  onFocusItem,
  ref,
}: Props) {
  const headingId = `queue-${item.listingId}-name`;
  return (
    <article
      ref={ref}
      tabIndex={-1}
      aria-labelledby={headingId}
      aria-current={current ? 'true' : undefined}
      onFocus={onFocusItem}
      className={`flex flex-col gap-3 rounded-box border bg-base-100 p-4 shadow-sm outline-none ${
        current ? 'border-primary ring-2 ring-primary' : 'border-base-300'
      }`}
    >
      <div className="flex flex-wrap items-start gap-3">
        <input
          type="checkbox"
          className="checkbox mt-1"
          checked={selected}
          onChange={onToggle}
          aria-label={T.select(item.productName)}
        />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h2 id={headingId} className="break-words font-semibold text-lg leading-snug">
            <Link to={paths.listing(item.listingId)} className="link link-hover">
              {item.productName}
            </Link>
          </h2>
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <span
              className={`badge font-semibold ${item.tier === 'held' ? 'badge-warning' : 'badge-info'}`}
              title={T.tierHint[item.tier]}
            >
              {T.tier[item.tier]}
            </span>
            <span className="badge badge-ghost">{T.score(item.score)}</span>
            <time dateTime={item.queuedAt} className="text-base-content/80">
              {T.waitingFor(waitingLabel(item.queuedAt))}
            </time>
            {item.resubmissions > 0 && (
              <span className="text-base-content/80">{T.resubmitted(item.resubmissions)}</span>
            )}
          </div>
          <p className="text-sm">
            <span className="text-base-content/70">{T.seller}:</span> {item.sellerName}
            {' · '}
            <span className="text-base-content/70">{T.price}:</span>{' '}
            <span className="font-semibold">{formatUsd(item.sellingPrice)}</span>
          </p>
        </div>
      </div>
      {item.reasons.length > 0 && (
        <section aria-label={T.reasons} className="flex flex-col gap-1">
          <h3 className="font-medium text-sm">{T.reasons}</h3>
          <ul className="list-disc ps-5 text-sm">
            {item.reasons.map((reason) => (
              <li key={reason.code}>
                <ReasonWords label={T.riskRules[reason.code]} detail={reason.detail} />{' '}
                <span className="text-base-content/70">
                  ({reason.points > 0 ? '+' : ''}
                  {reason.points})
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
      <ReviewQueueMatches item={item} />
      <ReviewQueuePhotos item={item} />
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className="btn btn-success btn-sm"
          onClick={onApprove}
          disabled={busy}
          aria-busy={busy}
          aria-label={T.approveOf(item.productName)}
        >
          {T.approve}
        </button>
        <button
          type="button"
          className="btn btn-sm border-red-300 bg-base-100 text-red-700 hover:border-red-400 hover:bg-red-50"
          onClick={onReject}
          disabled={busy}
          aria-label={T.rejectOf(item.productName)}
        >
          {T.reject}
        </button>
      </div>
    </article>
  );
}

/** The rule's name and the server's plain words, said once when the words already name it. */
function ReasonWords({ label, detail }: { label: string; detail: string }) {
  if (!detail) return <span className="font-semibold">{label}</span>;
  if (detail.toLowerCase().startsWith(label.toLowerCase())) {
    return <span className="font-semibold">{detail}</span>;
  }
  return (
    <>
      <span className="font-semibold">{label}</span>: {detail}
    </>
  );
}
