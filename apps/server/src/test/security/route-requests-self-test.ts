import { SELF_TEST_IDS } from '@phonebazaar/shared';
import { testLinkFor } from '../self-test-helpers.ts';
import type { World } from './matrix-world.ts';
import type { RouteCase } from './route-requests.ts';

/** A fresh listing: each call gets its own, so the hourly limit never answers. */
const freshListing = (w: World) => w.f.product({ productImg: w.productImg });

/**
 * Issue #21 (self-test) routes for the authorization matrix, merged into ROUTE_CASES. The page
 * and the report are public routes (decisions 042 and 056): the report is allowed by the
 * seller's single-use test link, sent here with each call (a fresh one, since a call uses it
 * up), so every caller, signed in or not, is answered 201; the service's own refusals (no link,
 * a wrong one, a refunded ex-buyer) are self-test-routes.test.ts's. The seller asks for the link
 * and changes the code on their own listing.
 */
export const SELF_TEST_ROUTE_CASES: Record<string, RouteCase> = {
  'GET /api/check/:code': {
    build: async (w) => ({ url: `/api/check/${(await freshListing(w)).listingCode}` }),
  },
  'POST /api/check/:code/report': {
    build: async (w) => {
      const listing = await freshListing(w);
      return {
        url: `/api/check/${listing.listingCode}/report`,
        headers: (await testLinkFor(w.db, listing.id)).headers,
        payload: {
          results: Object.fromEntries(SELF_TEST_IDS.map((id) => [id, { outcome: 'skipped' }])),
          browser: 'Chrome 131 on Android',
        },
      };
    },
  },
  'POST /api/product/:id/self-test-link': {
    resource: 'listing',
    build: async (w, owner) => ({
      url: `/api/product/${(await w.fresh.listing(owner)).id}/self-test-link`,
    }),
  },
  'POST /api/product/:id/listing-code': {
    resource: 'listing',
    build: async (w, owner) => ({
      url: `/api/product/${(await w.fresh.listing(owner)).id}/listing-code`,
    }),
  },
};
