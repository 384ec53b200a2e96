import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { dashboardRoute } from './dashboard-routes';
import { createShellRoutes, pageLoader } from './shell-routes';

/**
 * The whole route table (spec §2), dashboard included: what the prerenderer and the tests
 * route with. The browser starts from app/browser-router.tsx, which adds the dashboard's
 * branch when first needed.
 */
export function createRoutes(client: QueryClient): RouteObject[] {
  return createShellRoutes(client, dashboardRoute(pageLoader(client)));
}
