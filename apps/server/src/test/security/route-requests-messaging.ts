import type { RouteCase } from './route-requests.ts';

/** Issue #19 messaging routes for the authorization matrix, merged into ROUTE_CASES. */
export const MESSAGING_ROUTE_CASES: Record<string, RouteCase> = {};
