import { Outlet } from 'react-router';
import { RequireSignIn } from '../../../features/auth/components/require-sign-in';
import { useRole } from '../../../features/auth/hooks/use-role';
import { DashboardMenu } from '../../../features/dashboard/components/dashboard-menu';
import { Navbar } from '../../layouts/navbar';

/**
 * Spec §2: /dashboard is signed-in only, in a side-menu layout. From desktop width the menu
 * is beside the page; below it the avatar's menu in the header holds the same links (issue
 * #37: the phone's own menu bar took another 60 px before any content).
 */
export default function DashboardLayoutRoute() {
  return (
    <RequireSignIn>
      <DashboardShell />
    </RequireSignIn>
  );
}

function DashboardShell() {
  const role = useRole();
  return (
    <div className="flex min-h-screen flex-col">
      <Navbar />
      <div className="flex flex-1">
        <div className="min-h-full shrink-0 border-base-300 border-r bg-base-200 max-lg:hidden">
          <DashboardMenu role={role} />
        </div>
        <main
          id="main-content"
          tabIndex={-1}
          className="w-full min-w-0 max-w-7xl flex-1 px-4 py-6 focus:outline-none lg:px-8 lg:py-8"
        >
          <Outlet />
        </main>
      </div>
    </div>
  );
}
