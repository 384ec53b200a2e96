import { TEXTS } from '@phonebazaar/shared';
import { PageTitle } from '../../../components/ui/page-title';
import { MyOrderTable } from '../../../features/booking/components/my-order-table';
import { PendingReviews } from '../../../features/reviews/components/pending-reviews';
import { ReviewAction } from '../../../features/reviews/components/review-action';
import { useSession } from '../../../lib/session';

/** Spec §2 /dashboard/myorder: the buyer's orders (signed-in is enough). */
export default function MyOrderRoute() {
  const { user } = useSession();
  return (
    <>
      <PageTitle title={TEXTS.titles.myOrder} />
      <h1 className="mb-2 font-bold text-3xl">{TEXTS.titles.myOrder}</h1>
      <p className="mb-8 text-base-content/80">
        Pay for a booked phone before its hold ends, then meet the seller to collect it.
      </p>
      {/* The dashboard layout renders only for a signed-in user. */}
      {/* Issue #19: completed deals to review, above the deals themselves. */}
      {user && <PendingReviews as="buyer" />}
      {user && (
        <MyOrderTable
          email={user.email}
          reviewAction={(order) => (
            <ReviewAction bookingId={order._id} side="buyer" name={order.sellerName} />
          )}
        />
      )}
    </>
  );
}
