import type { RouteCase } from './route-requests.ts';

/** Issue #21 (listing-review) routes for the authorization matrix, merged into ROUTE_CASES. */
export const LISTING_REVIEW_ROUTE_CASES: Record<string, RouteCase> = {};
