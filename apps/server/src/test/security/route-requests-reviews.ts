import { PgDatabase } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { reviews } from '../../db/schema-reviews.ts';
import type { Member, World } from './matrix-world.ts';
import type { RouteCase } from './route-requests.ts';

/**
 * The world's database, for the review rows no API call can make in one request (a
 * published review needs both sides, or 14 days). The world does not hand it out, so it is
 * read off the world's own fixtures: the next insert they make tells which database they
 * write to. (If matrix-world.ts ever exposes `db`, use that instead.)
 */
const databases = new WeakMap<World, Db>();
async function dbOf(w: World): Promise<Db> {
  const known = databases.get(w);
  if (known) return known;
  const prototype = PgDatabase.prototype as unknown as { insert: (...args: unknown[]) => unknown };
  const insert = prototype.insert;
  let seen: Db | undefined;
  prototype.insert = function (this: Db, ...args: unknown[]) {
    seen ??= this;
    return insert.apply(this, args);
  };
  try {
    await w.f.category();
  } finally {
    prototype.insert = insert;
  }
  if (!seen) throw new Error('the matrix world wrote nowhere');
  databases.set(w, seen);
  return seen;
}

/**
 * A complete deal (paid, money released) with `member` on the side their role suggests:
 * a seller sells, anyone else buys; the other side is a fresh account.
 */
async function dealWith(w: World, member: Member) {
  const seller = member.role === 'seller' ? member.row : await w.f.seller();
  const buyer = member.role === 'seller' ? await w.f.buyer() : member.row;
  const product = await w.f.product({ seller, productImg: w.productImg });
  const { booking } = await w.f.sale({
    product,
    buyer,
    settlement: 'released',
    settledAt: new Date(),
  });
  return { booking, buyer, seller };
}

/** A published review about `member`, written by the other side of a fresh deal of theirs. */
async function publishedReviewAbout(w: World, member: Member): Promise<string> {
  const { booking, buyer, seller } = await dealWith(w, member);
  const authorIsBuyer = seller.id === member.id;
  const [row] = await (await dbOf(w))
    .insert(reviews)
    .values({
      bookingId: booking.id,
      authorId: authorIsBuyer ? buyer.id : seller.id,
      subjectId: member.id,
      authorRole: authorIsBuyer ? 'buyer' : 'seller',
      stars: 4,
      tags: ['as_described'],
      text: 'Matrix review.',
      publishedAt: new Date(),
    })
    .returning({ id: reviews.id });
  return row!.id;
}

/** Issue #19 reviews routes for the authorization matrix, merged into ROUTE_CASES. */
export const REVIEWS_ROUTE_CASES: Record<string, RouteCase> = {
  // A party of a complete deal reviews it; anyone else's deal is 403 NOT_A_PARTY.
  'POST /api/reviews': {
    resource: 'booking',
    build: async (w, owner) => ({
      url: '/api/reviews',
      payload: {
        bookingId: (await dealWith(w, owner)).booking.id,
        stars: 5,
        tags: [],
        text: 'Ok.',
      },
    }),
  },
  // The reviewed person replies; anyone else is 403 NOT_THE_SUBJECT.
  'POST /api/reviews/:id/reply': {
    resource: 'booking',
    build: async (w, owner) => ({
      url: `/api/reviews/${await publishedReviewAbout(w, owner)}/reply`,
      payload: { text: 'Thank you.' },
    }),
  },
  'GET /api/reviews/pending': { build: () => ({ url: '/api/reviews/pending' }) },
  'GET /api/reviews/featured': { build: () => ({ url: '/api/reviews/featured' }) },
  'GET /api/sellers/:id': { build: (w) => ({ url: `/api/sellers/${w.seller.id}` }) },
  'GET /api/sellers/:id/reviews': {
    build: (w) => ({ url: `/api/sellers/${w.seller.id}/reviews` }),
  },
  'GET /api/admin/reviews': { build: () => ({ url: '/api/admin/reviews' }) },
  'POST /api/admin/reviews/:id/hide': {
    build: async (w) => ({
      url: `/api/admin/reviews/${await publishedReviewAbout(w, w.seller)}/hide`,
      payload: { reason: 'Matrix.' },
    }),
  },
};
