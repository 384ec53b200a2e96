import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { RoleCardActionsProvider } from '../card-actions/role-card-actions-provider';
import { RouteAnnouncer } from './route-announcer';

/**
 * Wraps every route: a skip link, scroll restoration, focus and an announcement after each
 * route change (RouteAnnouncer), and a thin progress bar while a
 * lazy page or its loader is on the way (the old page stays visible meanwhile). Product
 * cards on every page get the actions that fit the viewer from here.
 */
export function RootLayout() {
  const navigation = useNavigation();
  return (
    <>
      <a
        href="#main-content"
        className="btn btn-primary btn-sm sr-only fixed top-2 left-2 z-[60] focus:not-sr-only"
      >
        Skip to content
      </a>
      {navigation.state !== 'idle' && (
        <progress
          className="progress progress-primary fixed inset-x-0 top-0 z-[60] h-1 rounded-none"
          aria-label="Loading page"
        />
      )}
      <RoleCardActionsProvider>
        <Outlet />
      </RoleCardActionsProvider>
      <RouteAnnouncer />
      <ScrollRestoration />
    </>
  );
}
