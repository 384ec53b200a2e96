import { SANDBOX_TEST_CARDS } from '@phonebazaar/shared';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { bookings, paymentIntents, payments, products } from '../db/schema.ts';
import { createTokenService } from '../modules/auth/token-service.ts';
import { ledger } from '../modules/ledger/index.ts';
import type { DealNotify } from '../modules/notifications/index.ts';
import { createPaymentsRepository } from '../modules/payments/payments-repository.ts';
import { createPaymentProvider } from '../modules/payments/providers/create-provider.ts';
import { createDealListeners, createSettlement } from '../modules/settlement/index.ts';
import { createFixtures, type ProductInput, type UserRow } from './fixtures.ts';
import type { TestContext } from './test-app.ts';

/** A fixture account with a real geniusToken (no sign-up round trip: suites need many). */
export interface Actor {
  row: UserRow;
  email: string;
  headers: { authorization: string };
}

export async function actorFor(ctx: TestContext, row: UserRow): Promise<Actor> {
  const token = await createTokenService(ctx.env).issue({ sub: row.id, email: row.email });
  return { row, email: row.email, headers: { authorization: `Bearer ${token}` } };
}

/** Two buyers, a seller with one listing, and an admin. */
export async function buyingCast(ctx: TestContext, listing: Omit<ProductInput, 'seller'> = {}) {
  const f = createFixtures(ctx.database.db);
  const sellerRow = await f.seller();
  const [buyer, otherBuyer, seller, admin] = await Promise.all([
    f.buyer().then((r) => actorFor(ctx, r)),
    f.buyer().then((r) => actorFor(ctx, r)),
    actorFor(ctx, sellerRow),
    f.admin().then((r) => actorFor(ctx, r)),
  ]);
  const product = await f.product({ seller: sellerRow, ...listing });
  return { f, buyer, otherBuyer, seller, admin, product };
}

/** The spec's booking payload, as the booking modal sends it. */
export function bookingPayload(productId: string, who?: Actor, extra: object = {}) {
  return {
    buyerEmail: who?.email ?? 'someone@example.com',
    buyerName: 'Test Buyer',
    buyerNumber: '+8801712345678',
    meetingLocation: 'Dhanmondi 27, Dhaka',
    productName: 'Whatever the page showed',
    price: 1,
    productId,
    productImg: 'https://example.com/elsewhere.jpg',
    sellerEmail: 'someone-else@example.com',
    ...extra,
  };
}

export const GOOD_CARD = {
  number: '4242 4242 4242 4242',
  expMonth: 12,
  expYear: new Date().getUTCFullYear() + 3,
  cvc: '123',
};

/** The buying calls of spec §7, bound to a suite's context getter (or one app). */
export function buyingCalls(
  ctx: () => TestContext,
  appOf: () => FastifyInstance = () => ctx().app,
) {
  const inject = (method: 'GET' | 'POST', url: string, who?: Actor, payload?: object) =>
    appOf().inject({ method, url, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });
  const list = (path: string, email: string, who: Actor, query = '') =>
    inject('GET', `${path}?email=${encodeURIComponent(email)}${query}`, who);
  return {
    book: (who: Actor | undefined, payload: object) => inject('POST', '/api/booking', who, payload),
    myOrders: (email: string, who: Actor, query = '') =>
      list('/api/booking/myproduct', email, who, query),
    mySell: (email: string, who: Actor, query = '') => list('/api/mysell', email, who, query),
    paymentPage: (id: string, who?: Actor) => inject('GET', `/api/makepayment/${id}`, who),
    createIntent: (who: Actor | undefined, payload: object) =>
      inject('POST', '/api/create-payment-intent', who, payload),
    confirm: (who: Actor | undefined, clientSecret: string, card: object = GOOD_CARD) =>
      inject('POST', '/api/sandbox/confirm', who, { clientSecret, card }),
    pay: (who: Actor | undefined, payload: object) => inject('POST', '/api/payments', who, payload),
    publicIds: async (url: string): Promise<string[]> =>
      (await inject('GET', url)).json().map((p: { _id: string }) => p._id),
  };
}
export type BuyingCalls = ReturnType<typeof buyingCalls>;

/** Books through the API and returns the booking id. */
export async function bookThrough(calls: BuyingCalls, who: Actor, productId: string) {
  const res = await calls.book(who, bookingPayload(productId, who));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().insertedId as string;
}

/** A client secret for the booking, through the API. */
export async function intentFor(calls: BuyingCalls, who: Actor, bookingId: string) {
  const res = await calls.createIntent(who, { bookingId, price: 1 });
  expect(res.statusCode, res.body).toBe(200);
  const clientSecret = res.json().clientSecret as string;
  return { clientSecret, intentId: clientSecret.split('_secret_')[0]! };
}

/** Moves the booking's hold into the past, as if BOOKING_HOLD_HOURS had gone by. */
export async function lapse(ctx: TestContext, bookingId: string) {
  await ctx.database.db
    .update(bookings)
    .set({ expiresAt: sql`now() - interval '1 minute'` })
    .where(eq(bookings.id, bookingId));
}

/**
 * A sandbox intent authorised (held, issue #18) but nothing recorded: the page died right
 * after the card step.
 */
export async function succeedSilently(ctx: TestContext, intentId: string) {
  await ctx.database.db
    .update(paymentIntents)
    .set({ status: 'requires_capture' })
    .where(eq(paymentIntents.id, intentId));
}

export async function stored(ctx: TestContext, bookingId: string) {
  const db = ctx.database.db;
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  const [listing] = await db.select().from(products).where(eq(products.id, booking!.productId));
  const rows = await db.select().from(payments).where(eq(payments.bookingId, bookingId));
  return { booking: booking!, listing: listing!, payments: rows };
}

export const TEST_CARDS = SANDBOX_TEST_CARDS;

/** The handoff calls of issue #18. */
export function handoffCalls(
  ctx: () => TestContext,
  appOf: () => FastifyInstance = () => ctx().app,
) {
  return {
    code: (id: string, who?: Actor) =>
      appOf().inject({
        method: 'GET',
        url: `/api/booking/${id}/handoff-code`,
        headers: who?.headers ?? {},
      }),
    enter: (id: string, who: Actor | undefined, code: unknown) =>
      appOf().inject({
        method: 'POST',
        url: `/api/booking/${id}/handoff`,
        headers: who?.headers ?? {},
        payload: { code },
      }),
  };
}

/** Books a new listing of the cast's seller and pays for it with the sandbox's 4242 card (held). */
export async function paidThroughSandbox(
  calls: BuyingCalls,
  cast: { f: ReturnType<typeof createFixtures>; buyer: Actor; seller: Actor },
  sellingPriceCents = 52_500,
) {
  const phone = await cast.f.product({ seller: cast.seller.row, sellingPriceCents });
  const bookingId = await bookThrough(calls, cast.buyer, phone.id);
  const { clientSecret, intentId } = await intentFor(calls, cast.buyer, bookingId);
  const res = await calls.confirm(cast.buyer, clientSecret);
  expect(res.statusCode, res.body).toBe(200);
  return { bookingId, intentId, productId: phone.id };
}

/** Moves a held deal's handoff window to end `seconds` from now (negative: already past). */
export async function windowEndsIn(ctx: TestContext, bookingId: string, seconds: number) {
  await ctx.database.db
    .update(bookings)
    .set({ handoffExpiresAt: sql`now() + ${seconds} * interval '1 second'` })
    .where(eq(bookings.id, bookingId));
}

/**
 * The app's settlement parts, built again on the suite's database for the sweeps (which the
 * app runs on its job runner, off in tests): the same provider the app uses, each capture
 * and cancel counted, and the deal notices recorded instead of written.
 */
export function settlementKit(ctx: TestContext) {
  const db = ctx.database.db;
  const { provider } = createPaymentProvider(ctx.env, createPaymentsRepository(db), ctx.app.log);
  const moneyCalls: { kind: 'capture' | 'cancel'; intentId: string }[] = [];
  const notices: { kind: string; bookingId: string }[] = [];
  const notify: DealNotify = async (_tx, notice) => {
    notices.push(notice);
  };
  // The root's ledger and notice listeners (modules/index.ts); no audit here.
  const dealEvents = createDealListeners({ creditRelease: ledger.creditRelease, notify });
  const settlement = createSettlement({
    db,
    env: ctx.env,
    log: ctx.app.log,
    provider: {
      capture: (intentId, key) => {
        moneyCalls.push({ kind: 'capture', intentId });
        return provider.capture(intentId, key);
      },
      cancel: (intentId, key) => {
        moneyCalls.push({ kind: 'cancel', intentId });
        return provider.cancel(intentId, key);
      },
    },
    dealEvents,
    notify,
  });
  return { settlement, moneyCalls, notices };
}
