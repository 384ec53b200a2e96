import type { RouteCase } from './route-requests.ts';

/** Issue #21 (self-test) routes for the authorization matrix, merged into ROUTE_CASES. */
export const SELF_TEST_ROUTE_CASES: Record<string, RouteCase> = {};
