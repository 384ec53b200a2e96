import { REVIEW_MODERATION_TEXTS } from '@phonebazaar/shared';
import { AdminPage } from '../../../features/admin/components/admin-page';
import { AdminTable } from '../../../features/admin/components/admin-table';
import { useAdminReviews } from '../../../features/review-moderation/api/get-admin-reviews';
import { adminReviewColumns } from '../../../features/review-moderation/components/admin-review-columns';

const T = REVIEW_MODERATION_TEXTS;

/**
 * /dashboard/reviews (admin, issue #19): the recent reviews, and hiding one with a reason.
 * The table is the admin feature's; the rows and the Hide dialog are review-moderation's.
 */
export default function ReviewsRoute() {
  const query = useAdminReviews();
  return (
    <AdminPage title={T.title} intro={T.intro}>
      <AdminTable
        query={query}
        label={T.title}
        caption={T.caption}
        emptyTitle={T.empty}
        emptyText={T.emptyHint}
        columns={adminReviewColumns}
        rowKey={(review) => review.id}
      />
    </AdminPage>
  );
}
