import { LISTING_REVIEW_TEXTS, type PublicListing } from '@phonebazaar/shared';

const T = LISTING_REVIEW_TEXTS.own;

/**
 * Issue #21: what the seller (or an admin) sees on a held or rejected listing's page. The
 * server sends `review` only to them, so its presence alone says who is looking; buyers never
 * reach a held listing's page at all.
 */
export function ListingReviewBanner({ listing }: { listing: PublicListing }) {
  const review = listing.review;
  if (!review || (review.state !== 'pending_review' && review.state !== 'rejected')) return null;
  const rejected = review.state === 'rejected';
  return (
    <div
      role="alert"
      className={`mb-6 flex flex-col gap-1 rounded-box border px-4 py-3 ${
        rejected
          ? 'border-red-300 bg-red-50 text-red-900'
          : 'border-amber-300 bg-amber-50 text-amber-950'
      }`}
    >
      <p className="font-semibold">{rejected ? T.rejected : T.pending}</p>
      <p>{rejected ? T.bannerRejected : T.bannerPending}</p>
      {rejected && (
        <p>
          {T.bannerReason} {LISTING_REVIEW_TEXTS.rejectReasons[review.rejectReason ?? 'other']}
        </p>
      )}
      {rejected && review.rejectNote && (
        <p className="break-words">
          {T.bannerNote} {review.rejectNote}
        </p>
      )}
    </div>
  );
}
