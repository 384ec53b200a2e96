import { LISTING_REVIEW_TEXTS, type OwnProduct } from '@phonebazaar/shared';

const T = LISTING_REVIEW_TEXTS.own;

/**
 * Issue #21 on a seller's own row: why a listing is held or rejected, in plain words, with
 * the way back (editing a rejected listing resubmits it; the server decides).
 */
export function OwnListingReview({
  listing,
  onResubmit,
}: {
  listing: Pick<OwnProduct, 'productName' | 'review' | 'sold'>;
  onResubmit: () => void;
}) {
  const review = listing.review;
  if (listing.sold || !review) return null;
  if (review.state === 'pending_review') {
    return <p className="text-base-content/80 text-sm">{T.pendingHint}</p>;
  }
  if (review.state !== 'rejected') return null;
  const reason = LISTING_REVIEW_TEXTS.rejectReasons[review.rejectReason ?? 'other'];
  return (
    <div className="flex flex-col gap-2 rounded-box bg-red-50 px-3 py-2 text-red-800 text-sm">
      <p className="font-semibold">{T.rejectedBecause(reason)}</p>
      {review.rejectNote && (
        <p className="break-words">
          {T.note} {review.rejectNote}
        </p>
      )}
      <div>
        <button
          type="button"
          className="btn btn-sm border-red-300 bg-base-100 text-red-800 hover:bg-red-100"
          aria-label={T.resubmitOf(listing.productName)}
          onClick={onResubmit}
        >
          {T.resubmit}
        </button>
      </div>
    </div>
  );
}
