import type { RouteCase } from './route-requests.ts';

/** Issue #20 (price-guide) routes for the authorization matrix, merged into ROUTE_CASES. */
export const PRICE_GUIDE_ROUTE_CASES: Record<string, RouteCase> = {};
