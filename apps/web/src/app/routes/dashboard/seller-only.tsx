import { Outlet } from 'react-router';
import { RequireRole } from '../../../features/auth/components/require-role';

/** Spec §2: /dashboard/addproduct, /myproduct and /mysell are for sellers (and admins). */
export default function SellerOnlyRoute() {
  return (
    <RequireRole need="seller">
      <Outlet />
    </RequireRole>
  );
}
