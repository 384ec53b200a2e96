import { ADMIN_TEXTS, TEXTS } from '@phonebazaar/shared';
import { AdminPage } from '../../../features/admin/components/admin-page';
import { ReportedItemsTable } from '../../../features/admin/components/reported-items-table';

/** Spec §2 /dashboard/reporteditems (admin): delete reported listings or dismiss their reports. */
export default function ReportedItemsRoute() {
  return (
    <AdminPage title={TEXTS.titles.reportedItems} intro={ADMIN_TEXTS.lists.reports.intro}>
      <ReportedItemsTable />
    </AdminPage>
  );
}
