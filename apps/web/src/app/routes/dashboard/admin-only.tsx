import { Outlet } from 'react-router';
import { RequireRole } from '../../../features/auth/components/require-role';

/** Spec §2: /dashboard/allbuyers, /allseller, /reporteditems, /alluser, /allsell are admin only. */
export default function AdminOnlyRoute() {
  return (
    <RequireRole need="admin">
      <Outlet />
    </RequireRole>
  );
}
