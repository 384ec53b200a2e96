import { ADMIN_TEXTS, TEXTS } from '@phonebazaar/shared';
import { AdminPage } from '../../../features/admin/components/admin-page';
import { SalesTable } from '../../../features/admin/components/sales-table';

/** Spec §2 /dashboard/allsell (admin): every booking and its payment status. */
export default function AllSellRoute() {
  return (
    <AdminPage title={TEXTS.titles.allSell} intro={ADMIN_TEXTS.lists.sales.intro}>
      <SalesTable />
    </AdminPage>
  );
}
