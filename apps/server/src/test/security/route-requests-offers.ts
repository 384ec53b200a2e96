import type { RouteCase } from './route-requests.ts';

/** Issue #20 (offers) routes for the authorization matrix, merged into ROUTE_CASES. */
export const OFFERS_ROUTE_CASES: Record<string, RouteCase> = {};
