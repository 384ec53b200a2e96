import { DEAL_CARD_TEXTS, type PendingReview } from '@phonebazaar/shared';
import { useState } from 'react';
import { usePendingReviews } from '../api/get-pending-reviews';
import { ReviewDialog } from './review-dialog';

/**
 * "Write a review", the next action of a released deal (issue #37), while the deal still awaits
 * this side's review (GET /api/reviews/pending, the list PendingReviews shows above the cards).
 */
export function ReviewAction({
  bookingId,
  side,
  name,
}: {
  bookingId: string;
  side: PendingReview['role'];
  name: string;
}) {
  const { data: pending = [] } = usePendingReviews(side);
  const [open, setOpen] = useState<PendingReview | null>(null);
  const deal = pending.find((item) => item.bookingId === bookingId);
  if (!deal && !open) return null;
  return (
    <>
      {deal && (
        <button
          type="button"
          className="btn btn-primary btn-sm"
          aria-label={DEAL_CARD_TEXTS.writeReviewOf(name)}
          onClick={() => setOpen(deal)}
        >
          {DEAL_CARD_TEXTS.writeReview}
        </button>
      )}
      {open && <ReviewDialog deal={open} onClose={() => setOpen(null)} />}
    </>
  );
}
