import { REVIEW_TEXTS as T } from '@phonebazaar/shared';
import { EmptyState } from '../../../components/ui/empty-state';
import { PagedList } from '../../../components/ui/paged-list';
import { useMyProfileId } from '../api/get-my-profile-id';
import { useSellerReviews } from '../api/get-seller-reviews';
import { ReviewItem } from './review-item';

/** A person's published reviews, newest first, with "Load more" (issue #19). */
export function SellerReviews({ sellerId, sellerName }: { sellerId: string; sellerName: string }) {
  const query = useSellerReviews(sellerId);
  // Only the reviewed person, on their own profile, replies.
  const own = useMyProfileId() === sellerId;
  return (
    <section aria-labelledby="seller-reviews" className="flex flex-col gap-2">
      <h2 id="seller-reviews" className="font-bold text-2xl">
        {T.reviewsHeading}
      </h2>
      <PagedList
        query={query}
        loading={
          <div role="status" className="flex flex-col gap-3">
            <span className="sr-only">Loading reviews…</span>
            <div className="skeleton h-20 w-full" />
            <div className="skeleton h-20 w-full" />
          </div>
        }
        errorTitle={T.reviewsFailed}
        noun="reviews"
        empty={<EmptyState title={T.noReviews}>{T.noReviewsHint}</EmptyState>}
      >
        {(items, listRef) => (
          <ul ref={listRef}>
            {items.map((review) => (
              <li key={review.id}>
                <ReviewItem review={review} subjectName={sellerName} canReply={own} />
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </section>
  );
}
