import { offers } from '../../db/schema-offers.ts';
import type { Member, World } from './matrix-world.ts';
import type { RouteCase } from './route-requests.ts';

/**
 * An open $300.00 offer by a fresh buyer on a fresh $400.00 listing of `owner`'s: the owner is
 * the party whose move it is (any member can own one, like a conversation). Written straight
 * to the world's database, since only a buyer may make one through the API.
 */
async function openOfferTo(w: World, owner: Member): Promise<string> {
  const listing = await w.f.product({
    seller: owner.row,
    productImg: w.productImg,
    sellingPriceCents: 40_000,
  });
  const buyer = await w.f.buyer();
  const [row] = await w.db
    .insert(offers)
    .values({
      listingId: listing.id,
      buyerId: buyer.id,
      sellerId: owner.id,
      amountCents: 30_000,
      buyerNumber: '+8801712345678',
      meetingLocation: 'Dhanmondi 27, Dhaka',
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    .returning({ id: offers.id });
  return row!.id;
}

/** A move on one offer: its party may; anyone outside it gets the 404 of an unknown offer. */
const onOffer = (path: (id: string) => string, payload?: object): RouteCase => ({
  resource: 'offer',
  othersStatus: 404,
  build: async (w, owner) => ({
    url: path(await openOfferTo(w, owner)),
    ...(payload ? { payload } : {}),
  }),
});

/** Issue #20 (offers) routes for the authorization matrix, merged into ROUTE_CASES. */
export const OFFERS_ROUTE_CASES: Record<string, RouteCase> = {
  // A buyer's call (policy 'buyer'), on a fresh seller's $400.00 listing.
  'POST /api/offers': {
    build: async (w) => ({
      url: '/api/offers',
      payload: {
        listingId: (
          await w.f.product({
            seller: await w.f.seller(),
            productImg: w.productImg,
            sellingPriceCents: 40_000,
          })
        ).id,
        amount: 300,
        buyerNumber: '+8801712345678',
        meetingLocation: 'Dhanmondi 27, Dhaka',
      },
    }),
  },
  'GET /api/offers': { build: () => ({ url: '/api/offers?role=seller' }) },
  'POST /api/offers/:id/accept': onOffer((id) => `/api/offers/${id}/accept`),
  'POST /api/offers/:id/decline': onOffer((id) => `/api/offers/${id}/decline`),
  'POST /api/offers/:id/counter': onOffer((id) => `/api/offers/${id}/counter`, { amount: 350 }),
  'GET /api/offers/floors': { build: () => ({ url: '/api/offers/floors' }) },
  // The listing's seller only (policy 'owner'): another's listing is 403.
  'PUT /api/offers/floor/:listingId': {
    resource: 'listing',
    build: async (w, owner) => ({
      url: `/api/offers/floor/${(await w.fresh.listing(owner)).id}`,
      payload: { floor: 1 },
    }),
  },
};
