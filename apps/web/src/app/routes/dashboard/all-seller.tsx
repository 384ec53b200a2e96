import { ADMIN_TEXTS, TEXTS } from '@phonebazaar/shared';
import { AdminPage } from '../../../features/admin/components/admin-page';
import { SellersTable } from '../../../features/admin/components/sellers-table';

/** Spec §2 /dashboard/allseller (admin), titled 'All Seller': verify or delete sellers. */
export default function AllSellerRoute() {
  return (
    <AdminPage title={TEXTS.titles.allSellers} intro={ADMIN_TEXTS.lists.sellers.intro}>
      <SellersTable />
    </AdminPage>
  );
}
