import { ADMIN_TEXTS, TEXTS } from '@phonebazaar/shared';
import { AdminPage } from '../../../features/admin/components/admin-page';
import { UsersTable } from '../../../features/admin/components/users-table';

/** Spec §2 /dashboard/alluser (admin): every account, Make Admin and Delete. */
export default function AllUserRoute() {
  return (
    <AdminPage title={TEXTS.titles.allUser} intro={ADMIN_TEXTS.lists.users.intro}>
      <UsersTable />
    </AdminPage>
  );
}
