import { TEXTS } from '@phonebazaar/shared';
import { PageTitle } from '../../../components/ui/page-title';
import { MySellTable } from '../../../features/booking/components/my-sell-table';
import { PendingReviews } from '../../../features/reviews/components/pending-reviews';
import { ReviewAction } from '../../../features/reviews/components/review-action';
import { useSession } from '../../../lib/session';

/** Spec §2 /dashboard/mysell: bookings of the seller's listings (seller route). */
export default function MySellRoute() {
  const { user } = useSession();
  return (
    <>
      <PageTitle title={TEXTS.titles.mySell} />
      <h1 className="mb-2 font-bold text-3xl">{TEXTS.titles.mySell}</h1>
      <p className="mb-8 text-base-content/80">
        Who booked your phones and whether they have paid. A paid phone's money is held until the
        buyer gives you the handoff code.
      </p>
      {/* Issue #19: completed deals to review, above the deals themselves. */}
      {user && <PendingReviews as="seller" />}
      {user && (
        <MySellTable
          email={user.email}
          reviewAction={(sale) => (
            <ReviewAction bookingId={sale._id} side="seller" name={sale.buyerName} />
          )}
        />
      )}
    </>
  );
}
