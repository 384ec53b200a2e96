import { AdminPage } from '../../../features/admin/components/admin-page';

/** Issue #21: the admins' Review Queue. Scaffold: the review room fills it in. */
export default function ReviewQueueRoute() {
  return (
    <AdminPage title="Review Queue - PhoneBazaar" intro="">
      {null}
    </AdminPage>
  );
}
