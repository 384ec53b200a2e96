import type { World } from './matrix-world.ts';
import type { RouteCase, RouteRequest } from './route-requests.ts';

/** A fresh seller's listing: never the caller's own, so any signed-in caller may heart it. */
const onFreshListing = async (w: World): Promise<RouteRequest> => ({
  url: `/api/favourites/${(await w.f.product({ seller: await w.f.seller(), productImg: w.productImg })).id}`,
});

/**
 * Issue #20 (favourites) routes for the authorization matrix, merged into ROUTE_CASES. Policy
 * 'signed-in': each call acts on the caller's own list, so there is no "someone else's" record.
 */
export const FAVOURITES_ROUTE_CASES: Record<string, RouteCase> = {
  'GET /api/favourites': { build: () => ({ url: '/api/favourites' }) },
  'PUT /api/favourites/:listingId': { build: onFreshListing },
  'DELETE /api/favourites/:listingId': { build: onFreshListing },
};
