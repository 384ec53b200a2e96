import { useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Navbar } from '../../../components/layout/navbar';
import { MenuIcon } from '../../../components/ui/icons';
import { RequireSignIn } from '../../../features/auth/components/require-sign-in';
import { useRole } from '../../../features/auth/hooks/use-role';
import { DashboardMenu } from '../../../features/dashboard/components/dashboard-menu';

const DRAWER_ID = 'dashboard-drawer';

/** Spec §2: /dashboard is signed-in only, in a side-menu layout. */
export default function DashboardLayoutRoute() {
  return (
    <RequireSignIn>
      <DashboardShell />
    </RequireSignIn>
  );
}

function DashboardShell() {
  const role = useRole();
  // Keyed by path, so the phone drawer closes by itself after a menu pick.
  const { pathname } = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === pathname;
  const close = () => setOpenAt(null);

  return (
    <div className="flex min-h-screen flex-col">
      <Navbar />
      <div className="drawer flex-1 lg:drawer-open">
        <input
          id={DRAWER_ID}
          type="checkbox"
          className="drawer-toggle"
          aria-label="Show dashboard menu"
          checked={open}
          onChange={(event) => setOpenAt(event.target.checked ? pathname : null)}
        />
        <div className="drawer-content flex min-w-0 flex-col">
          <div className="border-base-300 border-b px-4 py-2 lg:hidden">
            <label htmlFor={DRAWER_ID} className="btn btn-ghost btn-sm drawer-button gap-2">
              <MenuIcon className="size-5" />
              Dashboard menu
            </label>
          </div>
          <main
            id="main-content"
            tabIndex={-1}
            className="w-full max-w-7xl flex-1 px-4 py-8 focus:outline-none lg:px-8"
          >
            <Outlet />
          </main>
        </div>
        <div className="drawer-side z-40 lg:z-auto">
          <button
            type="button"
            aria-label="Close dashboard menu"
            className="drawer-overlay lg:hidden"
            onClick={close}
          />
          <div className="min-h-full border-base-300 bg-base-200 lg:border-r">
            <DashboardMenu role={role} onNavigate={close} />
          </div>
        </div>
      </div>
    </div>
  );
}
