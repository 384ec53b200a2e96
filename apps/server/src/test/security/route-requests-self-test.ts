import { SELF_TEST_IDS } from '@phonebazaar/shared';
import type { World } from './matrix-world.ts';
import type { RouteCase } from './route-requests.ts';

/** A fresh listing's code: each report call gets its own, so the hourly limit never answers. */
async function freshCode(w: World): Promise<string> {
  const listing = await w.f.product({ productImg: w.productImg });
  return listing.listingCode;
}

/**
 * Issue #21 (self-test) routes for the authorization matrix, merged into ROUTE_CASES. Both are
 * public (decision 042): the listing code is the proof of possession.
 */
export const SELF_TEST_ROUTE_CASES: Record<string, RouteCase> = {
  'GET /api/check/:code': { build: async (w) => ({ url: `/api/check/${await freshCode(w)}` }) },
  'POST /api/check/:code/report': {
    build: async (w) => ({
      url: `/api/check/${await freshCode(w)}/report`,
      payload: {
        results: Object.fromEntries(SELF_TEST_IDS.map((id) => [id, { outcome: 'skipped' }])),
        browser: 'Chrome 131 on Android',
      },
    }),
  },
};
