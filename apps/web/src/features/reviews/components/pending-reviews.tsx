import { type PendingReview, REVIEW_TEXTS as T } from '@phonebazaar/shared';
import { useState } from 'react';
import { usePendingReviews } from '../api/get-pending-reviews';
import { ReviewDialog } from './review-dialog';

/**
 * Completed deals awaiting the signed-in person's review (issue #19), on My Orders (as the
 * buyer) and My Sell (as the seller). Nothing to review, or the list failing: nothing shows;
 * the page's own table is what the person came for.
 */
export function PendingReviews({ as: role }: { as: PendingReview['role'] }) {
  const { data: items = [] } = usePendingReviews(role);
  const [open, setOpen] = useState<PendingReview | null>(null);
  if (items.length === 0 && !open) return null;
  return (
    <section
      aria-labelledby="pending-reviews"
      className="mb-8 rounded-box border border-amber-200 bg-amber-50 p-4"
    >
      <h2 id="pending-reviews" className="font-semibold text-lg">
        {T.pendingHeading}
      </h2>
      <p className="mb-3 text-base-content/80 text-sm">{T.pendingIntro}</p>
      <ul className="flex flex-col gap-2">
        {items.map((deal) => (
          <li
            key={deal.bookingId}
            className="flex flex-wrap items-center justify-between gap-2 rounded-box bg-base-100 px-3 py-2"
          >
            <div className="min-w-0">
              <p className="font-medium">{deal.productName}</p>
              <p className="text-base-content/80 text-sm">
                {T.pendingAs(deal.role, deal.other.name)}
              </p>
            </div>
            <button
              type="button"
              className="btn btn-primary btn-sm"
              aria-label={T.writeFor(deal.other.name)}
              onClick={() => setOpen(deal)}
            >
              {T.write}
            </button>
          </li>
        ))}
      </ul>
      {open && <ReviewDialog deal={open} onClose={() => setOpen(null)} />}
    </section>
  );
}
