import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { PASSWORD, TEST_ORIGIN } from '../auth-helpers.ts';
import { bookingPayload, GOOD_CARD, TEST_CARDS } from '../buying-helpers.ts';
import { productBody } from '../selling-helpers.ts';
import { DEAL_EXPECTED, dealOps } from './workload-deal-ops.ts';
import type { Random } from './workload-random.ts';
import type { KnownBooking, Member, Role, WorkloadWorld } from './workload-world.ts';

/**
 * Every status an operation may legitimately get. 401 only once the caller's account was
 * deleted (checked afterwards), 403 when a role changed under it (promoted, say), 404 for
 * a deleted record, 409 for a state conflict (booked, sold, lapsed, paid). Never a 5xx.
 */
export const EXPECTED: Record<string, number[]> = {
  book: [200, 401, 403, 404, 409],
  'pay:intent': [200, 401, 403, 404, 409],
  'pay:confirm': [200, 401, 402, 404, 409],
  'pay:record': [200, 401, 402, 403, 404, 409],
  'my-orders': [200, 401, 403],
  add: [200, 401, 403],
  advertise: [200, 401, 403, 404, 409],
  edit: [200, 401, 403, 404, 409],
  'delete-listing': [200, 401, 403, 404],
  report: [200, 401, 403, 404],
  'admin:dismiss': [200, 401, 403, 404],
  'admin:delete-reported': [200, 401, 403, 404],
  'admin:make-admin': [200, 401, 403, 404],
  'admin:verify-seller': [200, 401, 403, 404, 409],
  'admin:delete-user': [200, 401, 403, 404, 409],
  'admin:users': [200, 401, 403],
  'sign-in': [200, 401],
  token: [200, 401],
  'make-seller': [200, 401, 403],
  ...DEAL_EXPECTED,
};

export interface Outcome {
  kind: string;
  status: number;
  code?: string | undefined;
  /** The caller, so a 401 can be checked against the accounts deleted by the run. */
  caller: string;
}

export interface OpContext {
  world: WorkloadWorld;
  rng: Random;
  /** The app for the next request: alternates between the instances. */
  app: () => FastifyInstance;
  me: Member;
}

export type Op = (c: OpContext) => Promise<Outcome[]>;

function codeOf(res: LightMyRequestResponse): string | undefined {
  if (res.statusCode < 300) return undefined;
  try {
    const body = res.json();
    return body.code ?? body.error?.code;
  } catch {
    return undefined;
  }
}

async function send(
  c: OpContext,
  kind: string,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
  headers: Record<string, string> = c.me.headers,
): Promise<[Outcome, LightMyRequestResponse]> {
  const res = await c
    .app()
    .inject({ method, url, headers, ...(payload !== undefined ? { payload } : {}) });
  return [{ kind, status: res.statusCode, code: codeOf(res), caller: c.me.row.id }, res];
}

/** Mostly the newest listings, where the bookings and sales still happen. */
function someListing(c: OpContext) {
  const all = [...c.world.listings.values()];
  const recent = all.slice(-40);
  return c.rng.pick(c.rng.chance(0.8) ? recent : all);
}
function ownListing(c: OpContext) {
  const own = [...c.world.listings.values()].filter((l) => l.sellerId === c.me.row.id);
  return c.rng.pick(own.slice(-10));
}
const otherMember = (c: OpContext, role?: Role) =>
  c.rng.pick(
    [...c.world.members.values()].filter(
      (m) => m.row.id !== c.me.row.id && (role === undefined || m.role === role),
    ),
  );

const book: Op = async (c) => {
  const listing = someListing(c);
  if (!listing) return [];
  const [out, res] = await send(c, 'book', 'POST', '/api/booking', {
    ...bookingPayload(listing.id, c.me),
  });
  if (res.statusCode === 200) {
    const id = res.json().insertedId as string;
    c.world.bookings.set(id, { id, productId: listing.id, buyerId: c.me.row.id });
  }
  return [out];
};

const CARDS = [TEST_CARDS.declined, TEST_CARDS.insufficientFunds, TEST_CARDS.expired];

/** Intent, then a good card, a declined one first, a double submit, or a recorded retry. */
const pay: Op = async (c) => {
  const mine = [...c.world.bookings.values()].filter((b) => b.buyerId === c.me.row.id);
  // Mostly a booking not yet seen paid; now and then a paid one, whose retry must be refused.
  const unpaid = mine.filter((b) => !b.paid);
  const booking: KnownBooking | undefined = c.rng.pick(
    c.rng.chance(0.85) && unpaid.length > 0 ? unpaid.slice(-4) : mine.slice(-4),
  );
  if (!booking) return book(c);
  const outcomes: Outcome[] = [];
  const [intent, res] = await send(c, 'pay:intent', 'POST', '/api/create-payment-intent', {
    bookingId: booking.id,
    price: 1,
  });
  outcomes.push(intent);
  if (res.statusCode !== 200) return outcomes;
  booking.secret = res.json().clientSecret as string;
  const confirm = async (number: string) => {
    const [o] = await send(c, 'pay:confirm', 'POST', '/api/sandbox/confirm', {
      clientSecret: booking.secret,
      card: { ...GOOD_CARD, number },
    });
    if (o.status === 200) booking.paid = true;
    return o;
  };
  const style = c.rng.weighted({ plain: 5, declineFirst: 2, doubleSubmit: 2, retry: 2, stop: 1 });
  if (style === 'stop') return outcomes;
  if (style === 'declineFirst') outcomes.push(await confirm(c.rng.pick(CARDS)!));
  if (style === 'doubleSubmit') {
    outcomes.push(...(await Promise.all([confirm(GOOD_CARD.number), confirm(GOOD_CARD.number)])));
  } else {
    outcomes.push(await confirm(GOOD_CARD.number));
  }
  if (style === 'retry') {
    const intentId = booking.secret.split('_secret_')[0]!;
    const [recorded] = await send(c, 'pay:record', 'POST', '/api/payments', {
      bookingId: booking.id,
      transactionId: intentId,
      price: 1,
    });
    outcomes.push(recorded);
  }
  return outcomes;
};

const myOrders: Op = async (c) => [
  (
    await send(
      c,
      'my-orders',
      'GET',
      `/api/booking/myproduct?email=${encodeURIComponent(c.me.email)}`,
    )
  )[0],
];

const add: Op = async (c) => {
  const price = 50 + c.rng.int(900);
  const [out, res] = await send(c, 'add', 'POST', '/api/addproduct', {
    ...productBody({ categoriesId: c.world.categoryId, productImg: c.world.productImg }),
    sellingPrice: price,
  });
  if (res.statusCode === 200) {
    const id = res.json().insertedId as string;
    c.world.listings.set(id, { id, sellerId: c.me.row.id, prices: new Set([price * 100]) });
  }
  return [out];
};

const advertise: Op = async (c) => {
  const listing = ownListing(c);
  if (!listing) return add(c);
  return [(await send(c, 'advertise', 'PUT', `/api/product/${listing.id}`))[0]];
};

const edit: Op = async (c) => {
  const listing = ownListing(c);
  if (!listing) return add(c);
  const price = 50 + c.rng.int(900);
  // Noted before sending: a booking racing the edit may copy either price.
  listing.prices.add(price * 100);
  const body = c.rng.chance(0.5) ? { sellingPrice: price } : { description: `Edited ${price}` };
  return [(await send(c, 'edit', 'PATCH', `/api/product/${listing.id}`, body))[0]];
};

const deleteListing: Op = async (c) => {
  const listing = c.me.role === 'admin' ? someListing(c) : ownListing(c);
  if (!listing) return [];
  return [(await send(c, 'delete-listing', 'DELETE', `/api/product/${listing.id}`))[0]];
};

const report: Op = async (c) => {
  const listing = someListing(c);
  if (!listing) return [];
  const reason = c.rng.chance(0.5) ? { reason: 'Looks like a scam' } : undefined;
  return [(await send(c, 'report', 'PUT', `/api/report/${listing.id}`, reason))[0]];
};

const onListing = (kind: string, method: 'POST' | 'DELETE', suffix: string): Op => {
  return async (c) => {
    const listing = someListing(c);
    if (!listing) return [];
    return [(await send(c, kind, method, `/api/report/${listing.id}${suffix}`))[0]];
  };
};

const makeAdmin: Op = async (c) => {
  const target = otherMember(c);
  if (!target) return [];
  const [out, res] = await send(
    c,
    'admin:make-admin',
    'PUT',
    `/api/users/makeadmin/${target.row.id}`,
  );
  if (res.statusCode === 200) target.role = 'admin';
  return [out];
};

const verifySeller: Op = async (c) => {
  const target = otherMember(c, 'seller');
  if (!target) return [];
  return [(await send(c, 'admin:verify-seller', 'PUT', `/api/sellers/${target.row.id}`))[0]];
};

const deleteUser: Op = async (c) => {
  const target = otherMember(c);
  if (!target) return [];
  const path = c.rng.pick([`/api/users/delete/`, `/api/sellers/`, `/api/buyers/`])!;
  return [(await send(c, 'admin:delete-user', 'DELETE', `${path}${target.row.id}`))[0]];
};

const listUsers: Op = async (c) => [
  (await send(c, 'admin:users', 'GET', '/api/users?limit=20'))[0],
];

/** Sign-in, a fresh token, and the profile call that makes a buyer a seller. */
const identityOp: Op = async (c) => {
  const identity = c.me.identity;
  if (!identity) return [];
  const auth = { origin: TEST_ORIGIN, 'x-forwarded-for': identity.ip };
  const choice = c.rng.weighted({ signIn: 1, token: 2, makeSeller: 1 });
  if (choice === 'signIn') {
    const [out, res] = await send(
      c,
      'sign-in',
      'POST',
      '/api/auth/sign-in/email',
      { email: c.me.email, password: PASSWORD },
      auth,
    );
    const cookie = res.cookies.find((k) => k.name.includes('session_token') && k.value);
    if (cookie) identity.cookie = `${cookie.name}=${cookie.value}`;
    return [out];
  }
  if (choice === 'token') {
    const url = `/api/jwt?email=${encodeURIComponent(c.me.email)}`;
    const [out, res] = await send(c, 'token', 'GET', url, undefined, { cookie: identity.cookie });
    if (res.statusCode === 200) {
      c.me.headers = { authorization: `Bearer ${res.json().geniusToken}` };
    }
    return [out];
  }
  const [out, res] = await send(
    c,
    'make-seller',
    'POST',
    '/api/users',
    { email: c.me.email, name: c.me.row.name, photoURL: '', role: 'seller' },
    { cookie: identity.cookie, origin: TEST_ORIGIN },
  );
  if (res.statusCode === 200 && c.me.role === 'buyer') c.me.role = 'seller';
  return [out];
};

const deal = dealOps(send);

/** What each kind of virtual user does, and how often. */
const PLANS: Record<Role, Record<string, [number, Op]>> = {
  buyer: {
    book: [30, book],
    pay: [30, pay],
    report: [5, report],
    myOrders: [3, myOrders],
    identity: [4, identityOp],
    handoffCode: [12, deal.readCode],
    decline: [2, deal.decline],
  },
  seller: {
    add: [6, add],
    advertise: [8, advertise],
    edit: [8, edit],
    delete: [1.5, deleteListing],
    report: [2, report],
    identity: [4, identityOp],
    handoff: [10, deal.handoff],
    answer: [3, deal.answer],
    earnings: [2, deal.earnings],
  },
  admin: {
    deleteListing: [1.5, deleteListing],
    dismiss: [3, onListing('admin:dismiss', 'POST', '/dismiss')],
    deleteReported: [1, onListing('admin:delete-reported', 'DELETE', '')],
    makeAdmin: [0.3, makeAdmin],
    verifySeller: [3, verifySeller],
    deleteUser: [1.5, deleteUser],
    users: [2, listUsers],
    resolve: [3, deal.resolve],
    payout: [3, deal.payout],
  },
};

/** One random operation of the caller's role (a few requests for a payment). */
export function nextOperation(c: OpContext): Promise<Outcome[]> {
  const plan = PLANS[c.me.role];
  const name = c.rng.weighted(
    Object.fromEntries(Object.entries(plan).map(([k, [w]]) => [k, w])) as Record<string, number>,
  );
  return plan[name]![1](c);
}
