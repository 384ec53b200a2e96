import { listingReviews } from '../../db/schema-listing-review.ts';
import type { World } from './matrix-world.ts';
import type { RouteCase } from './route-requests.ts';

/** A fresh listing of a fresh seller, waiting in the review queue as held (decision 041). */
async function queuedListing(w: World): Promise<string> {
  const seller = await w.f.seller();
  const listing = await w.f.product({ seller, productImg: w.productImg });
  await w.db.insert(listingReviews).values({
    listingId: listing.id,
    sellerId: seller.id,
    tier: 'after',
    score: 20,
    reasons: [{ code: 'new_seller', points: 20, detail: 'Account opened today' }],
  });
  return listing.id;
}

/**
 * Issue #21 (listing-review) routes for the authorization matrix, merged into ROUTE_CASES.
 * All admin only: a valid decision on a fresh queued listing, so a refusal is about identity.
 */
export const LISTING_REVIEW_ROUTE_CASES: Record<string, RouteCase> = {
  'GET /api/admin/review-queue': { build: () => ({ url: '/api/admin/review-queue' }) },
  'POST /api/admin/listings/:id/approve': {
    build: async (w) => ({ url: `/api/admin/listings/${await queuedListing(w)}/approve` }),
  },
  'POST /api/admin/listings/:id/reject': {
    build: async (w) => ({
      url: `/api/admin/listings/${await queuedListing(w)}/reject`,
      payload: { reason: 'misleading_photos', note: 'Photos of another phone' },
    }),
  },
  // Issue #21 (decision 042): only the listing's seller adds its code photo (one of our uploads).
  'PUT /api/product/:id/verification-photo': {
    resource: 'listing',
    build: async (w, owner) => ({
      url: `/api/product/${(await w.fresh.listing(owner)).id}/verification-photo`,
      payload: { photo: w.productImg },
    }),
  },
  'POST /api/admin/review-queue/approve': {
    build: async (w) => ({
      url: '/api/admin/review-queue/approve',
      payload: { ids: [await queuedListing(w)] },
    }),
  },
};
