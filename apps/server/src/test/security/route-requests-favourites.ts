import type { RouteCase } from './route-requests.ts';

/** Issue #20 (favourites) routes for the authorization matrix, merged into ROUTE_CASES. */
export const FAVOURITES_ROUTE_CASES: Record<string, RouteCase> = {};
