import type { RouteCase } from './route-requests.ts';

/** Issue #19 reviews routes for the authorization matrix, merged into ROUTE_CASES. */
export const REVIEWS_ROUTE_CASES: Record<string, RouteCase> = {};
