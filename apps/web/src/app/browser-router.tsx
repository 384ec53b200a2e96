import { CHUNK_LOAD_TIMEOUT_MS, paths } from '@phonebazaar/shared';
import type { QueryClient } from '@tanstack/react-query';
import {
  createBrowserRouter,
  type HydrationState,
  matchRoutes,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router';
import { loadChunk } from '../lib/lazy-route';
import { recoverFromStaleChunk } from '../lib/stale-chunk';
import { createShellRoutes, pageLoader } from './shell-routes';

/**
 * Stands where the dashboard's branch goes until it is loaded: `dashboard/*` is a splat, so
 * the router asks `patchRoutesOnNavigation` before settling on it for any /dashboard address.
 * Once the branch is in, it outranks the gate, which is then left with the addresses the
 * dashboard does not have: the not-found page, as the whole table answers them.
 */
const dashboardGate = (client: QueryClient): RouteObject => ({
  id: 'dashboard-gate',
  path: `${paths.dashboard.home}/*`,
  lazy: pageLoader(client)(() => import('./routes/not-found')),
});

/**
 * Adds the dashboard's routes under the root, once, the first time a /dashboard path is asked.
 * Their chunk gone after a release (issue #46 item 3): the tab loads the dashboard address
 * afresh, once (not the page the link was on: the address bar still shows that one), and
 * after that shows the new-version notice; the navigation is left waiting meanwhile, so the
 * page stays as it was instead of a not-found page or a silent nothing.
 */
function dashboardPatcher(client: QueryClient): PatchRoutesOnNavigationFunction {
  let patched = false;
  return async ({ path, patch }) => {
    if (patched || !/^\/dashboard(\/|$|\?)/.test(path)) return;
    let loaded: typeof import('./dashboard-routes');
    try {
      loaded = await loadChunk(() => import('./dashboard-routes'), CHUNK_LOAD_TIMEOUT_MS, 'reject');
    } catch (error) {
      if (!recoverFromStaleChunk(error, path)) throw error;
      return new Promise<void>(() => {});
    }
    const { dashboardRoute } = loaded;
    if (patched) return;
    patch('root', [dashboardRoute(pageLoader(client))]);
    patched = true;
  };
}

/**
 * The browser's router. Over a prerendered page (decision 018) the page's lazy routes are
 * loaded before the router starts, so its first render is the page the HTML already shows
 * rather than the loading screen, and React can adopt that HTML instead of replacing it.
 */
export async function createAppRouter(client: QueryClient, hydrationData?: HydrationState) {
  const routes = createShellRoutes(client, dashboardGate(client));
  if (hydrationData) {
    const lazyMatches = (matchRoutes(routes, window.location) ?? []).filter((m) => m.route.lazy);
    await Promise.all(
      lazyMatches.map(async ({ route }) => {
        const lazy = route.lazy as () => Promise<Partial<RouteObject>>;
        Object.assign(route, { ...(await lazy()), lazy: undefined });
      }),
    );
  }
  return createBrowserRouter(routes, {
    hydrationData,
    patchRoutesOnNavigation: dashboardPatcher(client),
  });
}
