import { LISTING_REVIEW_TEXTS } from '@phonebazaar/shared';
import { AdminPage } from '../../../features/admin/components/admin-page';
import { ReviewQueuePanel } from '../../../features/listing-review/components/review-queue-panel';

/** Issue #21 /dashboard/review-queue (admin): listings the risk rules picked, oldest first. */
export default function ReviewQueueRoute() {
  return (
    <AdminPage title={LISTING_REVIEW_TEXTS.title} intro={LISTING_REVIEW_TEXTS.intro}>
      <ReviewQueuePanel />
    </AdminPage>
  );
}
