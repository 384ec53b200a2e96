import { type AdminReview, REVIEW_MODERATION_TEXTS } from '@phonebazaar/shared';
import { useState } from 'react';
import { HideReviewDialog } from './hide-review-dialog';

const T = REVIEW_MODERATION_TEXTS;

/** A visible review's "Hide" in its row; the dialog is this button's own (one row, one state). */
export function HideReviewButton({ review }: { review: AdminReview }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="btn btn-sm btn-outline btn-error"
        aria-label={T.hideOf(review.author.name, review.productName)}
        onClick={() => setOpen(true)}
      >
        {T.hide}
      </button>
      {open && <HideReviewDialog review={review} onClose={() => setOpen(false)} />}
    </>
  );
}
