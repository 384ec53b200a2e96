import { ADMIN_TEXTS, TEXTS } from '@phonebazaar/shared';
import { AdminPage } from '../../../features/admin/components/admin-page';
import { BuyersTable } from '../../../features/admin/components/buyers-table';

/** Spec §2 /dashboard/allbuyers (admin), titled 'All Buyers': delete buyers. */
export default function AllBuyersRoute() {
  return (
    <AdminPage title={TEXTS.titles.allBuyers} intro={ADMIN_TEXTS.lists.buyers.intro}>
      <BuyersTable />
    </AdminPage>
  );
}
