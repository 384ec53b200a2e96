import { randomBytes, randomUUID as randomUuid } from 'node:crypto';
import { PASSWORD, TEST_ORIGIN } from '../auth-helpers.ts';
import { bookingPayload, GOOD_CARD } from '../buying-helpers.ts';
import { freshImei } from '../imei-helpers.ts';
import { productBody } from '../selling-helpers.ts';
import { type Member, multipart, type World } from './matrix-world.ts';
import { ALERTS_ROUTE_CASES } from './route-requests-alerts.ts';
import { DISPUTES_ROUTE_CASES } from './route-requests-disputes.ts';
import { FAVOURITES_ROUTE_CASES } from './route-requests-favourites.ts';
import { LISTING_REVIEW_ROUTE_CASES } from './route-requests-listing-review.ts';
import { MESSAGING_ROUTE_CASES } from './route-requests-messaging.ts';
import { OFFERS_ROUTE_CASES } from './route-requests-offers.ts';
import { PHONE_ROUTE_CASES } from './route-requests-phone.ts';
import { PRICE_GUIDE_ROUTE_CASES } from './route-requests-price-guide.ts';
import { PUSH_ROUTE_CASES } from './route-requests-push.ts';
import { REVIEWS_ROUTE_CASES } from './route-requests-reviews.ts';
import { SELF_TEST_ROUTE_CASES } from './route-requests-self-test.ts';
import { TRUST_ROUTE_CASES } from './route-requests-trust.ts';

/** What a route's record is, so the matrix knows what "own" and "someone else's" mean. */
export type ResourceKind =
  | 'listing'
  | 'booking'
  | 'email'
  | 'conversation'
  | 'saved-search'
  | 'offer';

export interface RouteRequest {
  url: string;
  payload?: object | Buffer | string;
  headers?: Record<string, string>;
}

export interface RouteCase {
  resource?: ResourceKind;
  /** The status a caller gets on someone else's record (default 403), as the route documents. */
  othersStatus?: number;
  /**
   * A minimal VALID request, so a refusal is about identity, not validation. `owner` owns the
   * record the request names (a fresh one when the call would consume it); for routes without
   * a record it is the caller.
   */
  build(w: World, owner: Member): Promise<RouteRequest> | RouteRequest;
}

const q = encodeURIComponent;
const ip = () => `10.${[1, 2, 3].map(() => randomBytes(1)[0]).join('.')}`;
const plain = (url: string): RouteCase => ({ build: () => ({ url }) });
const byEmail = (path: (email: string) => string, othersStatus?: number): RouteCase => ({
  resource: 'email',
  ...(othersStatus ? { othersStatus } : {}),
  build: (_w, owner) => ({ url: path(q(owner.email)) }),
});
const onListing = (path: (id: string) => string, payload?: object): RouteCase => ({
  resource: 'listing',
  build: async (w, owner) => ({
    url: path((await w.fresh.listing(owner)).id),
    ...(payload ? { payload } : {}),
  }),
});
const modelBody = (categoryId: string) => ({
  categoryId,
  name: `Matrix ${randomBytes(6).toString('hex')}`,
  year: 2024,
  storageGb: [128],
  ramGb: [8],
  colours: ['Black'],
});
const onFreshAccount = (role: '' | 'seller', path: (id: string) => string): RouteCase => ({
  build: async (w) => ({ url: path((await w.fresh.account(role)).id) }),
});

/** Every /api route by `METHOD url`, as `routePolicies(app)` lists it. */
export const ROUTE_CASES: Record<string, RouteCase> = {
  'GET /api/health': plain('/api/health'),
  'GET /api/ready': plain('/api/ready'),
  // Issue #40: open in tests (no METRICS_TOKEN); its token is tested in metrics-routes.test.ts.
  'GET /metrics': plain('/metrics'),
  'GET /api/categories': plain('/api/categories'),
  'GET /api/stats': plain('/api/stats'),
  'GET /api/categories/:id': { build: (w) => ({ url: `/api/categories/${w.categoryId}` }) },
  'GET /api/models': { build: (w) => ({ url: `/api/models?category=${w.categoryId}` }) },
  'GET /api/advertisement': plain('/api/advertisement'),
  'GET /api/allproducts': plain('/api/allproducts'),
  'GET /api/search': plain('/api/search?q=iphone&area=Dhaka&sort=price_asc'),
  'GET /api/search/suggest': plain('/api/search/suggest?q=iph'),
  // Issue #42: the admins' search with each result's score parts.
  'GET /api/admin/search': plain('/api/admin/search?q=iphon&debug=1'),
  'GET /api/listings/:id': {
    build: async (w) => ({ url: `/api/listings/${(await w.fresh.listing()).id}` }),
  },
  'GET /api/auth/*': plain('/api/auth/get-session'),
  'POST /api/auth/*': {
    build: () => ({
      url: '/api/auth/sign-up/email',
      headers: { origin: TEST_ORIGIN, 'x-forwarded-for': ip() },
      payload: {
        email: `m-${randomBytes(6).toString('hex')}@example.com`,
        password: PASSWORD,
        name: 'M',
      },
    }),
  },
  'GET /api/auth-config': plain('/api/auth-config'),
  // Issue #40: the API reference and its page.
  'GET /api/openapi.json': plain('/api/openapi.json'),
  'GET /api/docs': plain('/api/docs'),
  'GET /api/docs/:file': plain('/api/docs/docs.js'),
  'GET /api/auth-popup/start': plain('/api/auth-popup/start?provider=google'),
  'GET /api/auth-popup/done': plain('/api/auth-popup/done'),
  'GET /api/auth-popup/done.js': plain('/api/auth-popup/done.js'),
  // Asking for another email's token is 401: the session proves nothing about that email.
  'GET /api/jwt': byEmail((e) => `/api/jwt?email=${e}`, 401),
  'POST /api/users': {
    resource: 'email',
    build: (_w, owner) => ({
      url: '/api/users',
      payload: { email: owner.email, name: 'Matrix', photoURL: '', role: '' },
    }),
  },
  'PATCH /api/users/me': { build: () => ({ url: '/api/users/me', payload: { name: 'Renamed' } }) },
  'GET /api/users/admin/:email': byEmail((e) => `/api/users/admin/${e}`),
  'GET /api/users/seller/:email': byEmail((e) => `/api/users/seller/${e}`),
  'GET /api/verify/seller/:email': byEmail((e) => `/api/verify/seller/${e}`),
  'POST /api/upload': { build: (w) => ({ url: '/api/upload', ...multipart('image', w.png) }) },
  'POST /api/addproduct': {
    build: (w) => ({
      url: '/api/addproduct',
      payload: productBody({ categoriesId: w.categoryId, productImg: w.productImg }),
    }),
  },
  'GET /api/product': byEmail((e) => `/api/product?email=${e}`),
  'PUT /api/product/:id': onListing((id) => `/api/product/${id}`),
  'PATCH /api/product/:id': onListing((id) => `/api/product/${id}`, { description: 'Edited.' }),
  'DELETE /api/product/:id': onListing((id) => `/api/product/${id}`),
  'PUT /api/report/:id': onListing((id) => `/api/report/${id}`),
  'POST /api/booking': {
    build: async (w) => {
      const { buyerEmail: _, ...payload } = bookingPayload((await w.fresh.listing()).id);
      return { url: '/api/booking', payload };
    },
  },
  'GET /api/booking/myproduct': byEmail((e) => `/api/booking/myproduct?email=${e}`),
  'GET /api/mysell': byEmail((e) => `/api/mysell?email=${e}`),
  'GET /api/makepayment/:id': {
    resource: 'booking',
    build: async (w, owner) => ({ url: `/api/makepayment/${(await w.fresh.booking(owner)).id}` }),
  },
  // Issue #14 finding 7: only the booking's buyer cancels it.
  'POST /api/booking/:id/cancel': {
    resource: 'booking',
    build: async (w, owner) => ({
      url: `/api/booking/${(await w.fresh.booking(owner)).id}/cancel`,
    }),
  },
  // Issue #18: only a held deal's buyer reads its handoff code; only its seller enters it.
  'GET /api/booking/:id/handoff-code': {
    resource: 'booking',
    build: async (w, owner) => ({
      url: `/api/booking/${(await w.fresh.heldWithCode({ buyer: owner })).id}/handoff-code`,
    }),
  },
  'POST /api/booking/:id/handoff': {
    resource: 'listing',
    build: async (w, owner) => {
      const deal = await w.fresh.heldWithCode({ seller: owner });
      return { url: `/api/booking/${deal.id}/handoff`, payload: { code: deal.code } };
    },
  },
  // Issue #18: only a held deal's buyer declines it; only its listing's seller answers.
  'POST /api/booking/:id/decline': {
    resource: 'booking',
    build: async (w, owner) => ({
      url: `/api/booking/${(await w.fresh.deal('held', { buyer: owner })).id}/decline`,
      payload: { reason: 'imei_mismatch' },
    }),
  },
  'POST /api/booking/:id/decline/answer': {
    resource: 'listing',
    build: async (w, owner) => ({
      url: `/api/booking/${(await w.fresh.deal('declined', { seller: owner })).id}/decline/answer`,
      payload: { accept: false },
    }),
  },
  'GET /api/payment-config': plain('/api/payment-config'),
  'POST /api/create-payment-intent': {
    resource: 'booking',
    build: async (w, owner) => ({
      url: '/api/create-payment-intent',
      payload: { bookingId: (await w.fresh.booking(owner)).id, price: 1 },
    }),
  },
  'POST /api/payments': {
    resource: 'booking',
    build: async (w, owner) => {
      const booking = await w.fresh.booking(owner);
      const intent = await w.fresh.intent(booking.id, booking.priceCents, 'succeeded');
      return {
        url: '/api/payments',
        payload: { bookingId: booking.id, transactionId: intent.id, price: 1 },
      };
    },
  },
  // Someone else's client secret gets the answer of an unknown one, like Stripe's.
  'POST /api/sandbox/confirm': {
    resource: 'booking',
    othersStatus: 404,
    build: async (w, owner) => {
      const booking = await w.fresh.booking(owner);
      const { clientSecret } = await w.fresh.intent(booking.id, booking.priceCents);
      return { url: '/api/sandbox/confirm', payload: { clientSecret, card: GOOD_CARD } };
    },
  },
  'GET /api/users': plain('/api/users'),
  'GET /api/sellers': plain('/api/sellers'),
  'GET /api/buyers': plain('/api/buyers'),
  'GET /api/allselling': plain('/api/allselling'),
  'GET /api/report': plain('/api/report'),
  'GET /api/admin/disputes': plain('/api/admin/disputes'),
  'POST /api/admin/disputes/:id/resolve': {
    build: async (w) => ({
      url: `/api/admin/disputes/${(await w.fresh.deal('disputed')).id}/resolve`,
      payload: { outcome: 'refund', note: 'Matrix' },
    }),
  },
  'GET /api/admin/outbox': plain('/api/admin/outbox'),
  'GET /api/admin/audit-log': plain('/api/admin/audit-log'),
  'GET /api/notifications': plain('/api/notifications'),
  'POST /api/notifications/read-all': {
    build: () => ({ url: '/api/notifications/read-all', payload: {} }),
  },
  'POST /api/notifications/read': {
    build: () => ({ url: '/api/notifications/read', payload: { ids: [randomUuid()] } }),
  },
  'GET /api/admin/contact-messages': plain('/api/admin/contact-messages'),
  // A fresh name per call: the brand's model names are unique.
  'POST /api/admin/models': {
    build: (w) => ({ url: '/api/admin/models', payload: modelBody(w.categoryId) }),
  },
  'PATCH /api/admin/models/:id': {
    build: async (w) => {
      const model = await w.f.phoneModel({ categoryId: w.categoryId });
      return { url: `/api/admin/models/${model.id}`, payload: modelBody(w.categoryId) };
    },
  },
  // A fresh IMEI per call: blocking one twice is 409.
  'GET /api/admin/imei-blocklist': plain('/api/admin/imei-blocklist'),
  'POST /api/admin/imei-blocklist': {
    build: () => ({ url: '/api/admin/imei-blocklist', payload: { imei: freshImei(), note: 'x' } }),
  },
  'DELETE /api/admin/imei-blocklist/:id': {
    build: async (w) => ({ url: `/api/admin/imei-blocklist/${await w.fresh.imeiBlock()}` }),
  },
  // Issue #18: a seller's own earnings; admins pay out a fresh seller's balance.
  'GET /api/earnings': plain('/api/earnings'),
  'GET /api/admin/payouts': plain('/api/admin/payouts'),
  'POST /api/admin/payouts': {
    build: async (w) => ({
      url: '/api/admin/payouts',
      payload: { sellerId: (await w.fresh.owedSeller()).id, amount: 1, reference: 'Matrix' },
    }),
  },
  // Visitors are limited per IP: each call comes from its own.
  'POST /api/contact': {
    build: () => ({
      url: '/api/contact',
      headers: { 'x-forwarded-for': ip() },
      payload: {
        fullName: 'Matrix',
        email: 'matrix@example.com',
        message: 'A question about a phone.',
      },
    }),
  },
  'PUT /api/users/makeadmin/:id': onFreshAccount('', (id) => `/api/users/makeadmin/${id}`),
  'PUT /api/sellers/:id': onFreshAccount('seller', (id) => `/api/sellers/${id}`),
  'DELETE /api/users/delete/:id': onFreshAccount('', (id) => `/api/users/delete/${id}`),
  'DELETE /api/sellers/:id': onFreshAccount('seller', (id) => `/api/sellers/${id}`),
  'DELETE /api/buyers/:id': onFreshAccount('', (id) => `/api/buyers/${id}`),
  'DELETE /api/report/:id': {
    build: async (w) => ({ url: `/api/report/${(await w.fresh.listing()).id}` }),
  },
  'POST /api/report/:id/dismiss': {
    build: async (w) => ({ url: `/api/report/${(await w.fresh.listing()).id}/dismiss` }),
  },
  ...MESSAGING_ROUTE_CASES,
  ...REVIEWS_ROUTE_CASES,
  ...FAVOURITES_ROUTE_CASES,
  ...PHONE_ROUTE_CASES,
  ...ALERTS_ROUTE_CASES,
  ...PRICE_GUIDE_ROUTE_CASES,
  ...OFFERS_ROUTE_CASES,
  ...LISTING_REVIEW_ROUTE_CASES,
  ...SELF_TEST_ROUTE_CASES,
  ...DISPUTES_ROUTE_CASES,
  ...TRUST_ROUTE_CASES,
  ...PUSH_ROUTE_CASES,
};
