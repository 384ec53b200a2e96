import { Outlet } from 'react-router';
import { useRouteDrawer } from '../../../components/layout/use-route-drawer';
import { MenuIcon } from '../../../components/ui/icons';
import { RequireSignIn } from '../../../features/auth/components/require-sign-in';
import { useRole } from '../../../features/auth/hooks/use-role';
import { DashboardMenu } from '../../../features/dashboard/components/dashboard-menu';
import { Navbar } from '../../layouts/navbar';

const DRAWER_ID = 'dashboard-drawer';
const PANEL_ID = 'dashboard-drawer-panel';

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
  const drawer = useRouteDrawer();

  return (
    <div className="flex min-h-screen flex-col">
      <Navbar />
      <div className="drawer flex-1 lg:drawer-open">
        {/* daisyUI opens the drawer from this box's state; people use the button below. */}
        <input
          id={DRAWER_ID}
          type="checkbox"
          className="drawer-toggle"
          tabIndex={-1}
          aria-hidden="true"
          checked={drawer.open}
          onChange={(event) => drawer.setOpen(event.target.checked)}
        />
        <div className="drawer-content flex min-w-0 flex-col" inert={drawer.open}>
          {/* A named region, so the phone's menu bar is inside a landmark like the rest. */}
          <section
            aria-label="Dashboard menu bar"
            className="border-base-300 border-b px-4 py-2 lg:hidden"
          >
            <button
              ref={drawer.toggleRef}
              type="button"
              className="btn btn-ghost btn-sm drawer-button min-h-11 gap-2"
              aria-expanded={drawer.open}
              aria-controls={PANEL_ID}
              onClick={drawer.toggle}
            >
              <MenuIcon className="size-5" />
              Dashboard menu
            </button>
          </section>
          <main
            id="main-content"
            tabIndex={-1}
            className="w-full max-w-7xl flex-1 px-4 py-8 focus:outline-none lg:px-8"
          >
            <Outlet />
          </main>
        </div>
        <div id={PANEL_ID} className="drawer-side z-40 lg:z-auto">
          <button
            type="button"
            aria-label="Close dashboard menu"
            className="drawer-overlay lg:hidden"
            onClick={drawer.close}
          />
          <div ref={drawer.panelRef} className="min-h-full border-base-300 bg-base-200 lg:border-r">
            <DashboardMenu role={role} onNavigate={() => drawer.setOpen(false)} />
          </div>
        </div>
      </div>
    </div>
  );
}
