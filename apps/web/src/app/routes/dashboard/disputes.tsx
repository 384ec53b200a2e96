import { DEAL_TEXTS } from '@phonebazaar/shared';
import { AdminPage } from '../../../features/admin/components/admin-page';
import { DisputesList } from '../../../features/disputes/components/disputes-list';

/** /dashboard/disputes (admin, issue #18): declined deals a seller contested; admins decide. */
export default function DisputesRoute() {
  return (
    <AdminPage title={DEAL_TEXTS.disputes.title} intro={DEAL_TEXTS.disputes.intro}>
      <DisputesList />
    </AdminPage>
  );
}
