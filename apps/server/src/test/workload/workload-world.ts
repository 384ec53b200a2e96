import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import { type Actor, actorFor } from '../buying-helpers.ts';
import { createFixtures, type UserRow } from '../fixtures.ts';
import { account, storedImage } from '../selling-helpers.ts';
import type { TestContext } from '../test-app.ts';

export type Role = 'buyer' | 'seller' | 'admin';

/** A virtual user's current account; replaced by a fresh one when an admin deletes it. */
export interface Member extends Actor {
  role: Role;
  /** A better-auth identity (session cookie) for sign-in, token and profile calls. */
  identity?: { cookie: string; ip: string };
}

/** What the clients know about a listing; the database stays the source of truth. */
export interface KnownListing {
  id: string;
  sellerId: string;
  /** Every price it was ever given, in cents: a booking must copy one of them. */
  prices: Set<number>;
}

export interface KnownBooking {
  id: string;
  productId: string;
  buyerId: string;
  /** The sandbox intent's client secret, once one was created. */
  secret?: string;
  /** A card confirmation for it answered 200. */
  paid?: boolean;
  /** The handoff code its buyer was shown (issue #18), once they asked for it. */
  code?: string;
}

/**
 * What the clients saw settle a deal (issue #18), to hold the database to: a deal is released
 * only by its seller entering the code its buyer was shown, or by an admin's decision.
 */
export interface DealLog {
  /** A correct code's entry answered 200 'released'. */
  releasedByCode: Set<string>;
  /** An admin's 'release' decision answered 200. */
  releasedByAdmin: Set<string>;
  /** A wrong code's entry answered 200: never right. */
  releasedByWrongCode: Set<string>;
}

export interface WorldSize {
  sellers: number;
  buyers: number;
  admins: number;
  listingsPerSeller: number;
  /** Accounts signed up through better-auth, for the sign-in and token calls. */
  identities: number;
}

/**
 * The workload's world: sellers (every other one verified), buyers, admins, listings, and a
 * few signed-up identities. Fixture rows with real geniusTokens keep the set-up fast; the
 * identities go through the real sign-up, since sign-in and /api/jwt need them.
 */
export async function workloadWorld(ctx: TestContext, size: WorldSize) {
  const f = createFixtures(ctx.database.db);
  const cat = await f.category();
  const categoryId = cat.id;
  const productImg = await storedImage(ctx);
  const members = new Map<string, Member>();
  const listings = new Map<string, KnownListing>();
  const bookings = new Map<string, KnownBooking>();
  const deals: DealLog = {
    releasedByCode: new Set(),
    releasedByAdmin: new Set(),
    releasedByWrongCode: new Set(),
  };

  const member = async (row: UserRow, role: Role): Promise<Member> => {
    const m = { ...(await actorFor(ctx, row)), role };
    members.set(row.id, m);
    return m;
  };
  const fresh = async (role: Role): Promise<Member> =>
    member(await f.user({ role: role === 'buyer' ? '' : role }), role);

  const sellers: Member[] = [];
  for (let i = 0; i < size.sellers; i++) {
    sellers.push(
      await member(await f.seller({ verified: i % 2 === 0, name: `Seller ${i}` }), 'seller'),
    );
  }
  for (let i = 0; i < size.buyers; i++) await fresh('buyer');
  for (let i = 0; i < size.admins; i++) await fresh('admin');
  for (const seller of sellers) {
    for (let i = 0; i < size.listingsPerSeller; i++) {
      const row = await f.product({
        seller: seller.row,
        category: cat,
        productImg,
        sellingPriceCents: 10_000 + i * 1_111,
      });
      listings.set(row.id, {
        id: row.id,
        sellerId: seller.row.id,
        prices: new Set([row.sellingPriceCents]),
      });
    }
  }
  for (let i = 0; i < size.identities; i++) {
    const role = i % 2 === 0 ? 'buyer' : 'seller';
    const a = await account(ctx, role === 'buyer' ? '' : 'seller');
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, a.id));
    const m: Member = {
      row: row!,
      email: a.email,
      headers: a.headers,
      role,
      identity: { cookie: a.cookie, ip: `10.9.${i >> 8}.${i & 255}` },
    };
    members.set(row!.id, m);
  }

  return {
    categoryId,
    productImg,
    members,
    listings,
    bookings,
    deals,
    /** A new account of `role`, for a virtual user whose account was deleted. */
    fresh,
    ofRole: (role: Role) => [...members.values()].filter((m) => m.role === role),
  };
}
export type WorkloadWorld = Awaited<ReturnType<typeof workloadWorld>>;
