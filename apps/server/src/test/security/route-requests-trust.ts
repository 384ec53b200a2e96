import type { RouteCase } from './route-requests.ts';

/** Issue #36 (trust) routes for the authorization matrix, merged into ROUTE_CASES. Admin only. */
export const TRUST_ROUTE_CASES: Record<string, RouteCase> = {
  'GET /api/admin/clusters': { build: () => ({ url: '/api/admin/clusters' }) },
};
