import { IMEI_BLOCKLIST_TEXTS as T } from '@phonebazaar/shared';
import { AdminPage } from '../../../features/admin/components/admin-page';
import { BlockedImeisPanel } from '../../../features/admin/components/blocked-imeis-panel';

/** /dashboard/blocked-imeis (admin, issue #16): IMEIs that can never be listed. */
export default function BlockedImeisRoute() {
  return (
    <AdminPage title={T.title} intro={T.intro}>
      <BlockedImeisPanel />
    </AdminPage>
  );
}
