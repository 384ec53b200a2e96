import {
  type AdminReview,
  formatWhen,
  REVIEW_MODERATION_TEXTS,
  REVIEW_TAG_LABELS,
} from '@phonebazaar/shared';
import type { ReactNode } from 'react';
import { HideReviewButton } from './hide-review-button';

const T = REVIEW_MODERATION_TEXTS;
const C = T.columns;

/** A column as the admin tables take it (the route hands these to the admin feature's table). */
export interface AdminReviewColumn {
  header: string;
  cell: (item: AdminReview) => ReactNode;
  rowHeader?: boolean;
  className?: string;
}

const when = (iso: string) => <time dateTime={iso}>{formatWhen(iso)}</time>;

/** Hidden (when, why) or visible with its Hide button: a hidden review cannot be hidden again. */
function ReviewState({ review }: { review: AdminReview }) {
  if (review.hiddenAt) {
    return (
      <div className="flex max-w-xs flex-col gap-1">
        <span className="badge badge-error badge-soft whitespace-nowrap">{T.hidden}</span>
        <span className="text-base-content/70 text-xs">
          {T.hiddenOn} {when(review.hiddenAt)}
        </span>
        {review.hiddenReason && (
          <p className="whitespace-pre-wrap break-words text-sm">
            <span className="font-medium">{T.reasonLabel}</span> {review.hiddenReason}
          </p>
        )}
      </div>
    );
  }
  return (
    <div className="flex flex-col items-start gap-2">
      <span className="badge badge-success badge-soft whitespace-nowrap">{T.visible}</span>
      <HideReviewButton review={review} />
    </div>
  );
}

/** Reviews (admin): who about whom, stars, tags, text, the deal's phone, dates and state. */
export const adminReviewColumns: AdminReviewColumn[] = [
  {
    header: C.people,
    rowHeader: true,
    cell: (r) => (
      <span className="flex flex-col">
        <span>
          {r.author.name} → {r.subject.name}
        </span>
        <span className="text-base-content/70 text-xs">{T.roleOf(r.authorRole)}</span>
      </span>
    ),
  },
  {
    header: C.stars,
    className: 'whitespace-nowrap',
    cell: (r) => (
      <span>
        <span aria-hidden="true">{'★'.repeat(r.stars)}</span>
        <span className="sr-only">{T.starsOf(r.stars)}</span>
      </span>
    ),
  },
  {
    header: C.tags,
    cell: (r) =>
      r.tags.length === 0 ? (
        <span className="text-base-content/70 text-sm">{T.noTags}</span>
      ) : (
        <ul className="flex flex-wrap gap-1">
          {r.tags.map((tag) => (
            <li key={tag} className="badge badge-ghost badge-sm">
              {REVIEW_TAG_LABELS[tag]}
            </li>
          ))}
        </ul>
      ),
  },
  {
    header: C.text,
    cell: (r) =>
      r.text ? (
        <p className="max-w-xs whitespace-pre-wrap break-words text-sm">{r.text}</p>
      ) : (
        <span className="text-base-content/70 text-sm">{T.noText}</span>
      ),
  },
  { header: C.phone, cell: (r) => r.productName },
  { header: C.written, className: 'whitespace-nowrap', cell: (r) => when(r.createdAt) },
  {
    header: C.published,
    cell: (r) =>
      r.publishedAt ? (
        when(r.publishedAt)
      ) : (
        <span className="text-base-content/70 text-sm">{r.hiddenAt ? T.notPublic : T.waiting}</span>
      ),
  },
  { header: C.state, cell: (r) => <ReviewState review={r} /> },
];
