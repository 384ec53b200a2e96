import type { RouteCase } from './route-requests.ts';

/** Issue #20 (alerts) routes for the authorization matrix, merged into ROUTE_CASES. */
export const ALERTS_ROUTE_CASES: Record<string, RouteCase> = {};
