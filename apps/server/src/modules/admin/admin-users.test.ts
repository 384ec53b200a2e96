import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { type AdminCast, adminCalls, adminCast, UNKNOWN_ID } from '../../test/admin-helpers.ts';
import { signedInUser } from '../../test/auth-helpers.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';

interface Row {
  _id: string;
  email: string;
}

describeOnEachDatabase('admin: All User, All Seller, All Buyers', (ctx) => {
  const calls = adminCalls(ctx);
  let cast: AdminCast;
  beforeAll(async () => {
    cast = await adminCast(ctx());
  });
  const stored = async (id: string) =>
    (await ctx().database.db.select().from(users).where(eq(users.id, id)))[0];

  it('When the lists are read, then each has its roles, its fields and no deleted account', async () => {
    const { f, admin } = cast;
    const seller = await f.seller({ name: 'Sam', photoUrl: '/images/sam.webp', verified: true });
    const buyer = await f.buyer({ name: 'Bea' });
    const gone = await f.seller({ deletedAt: new Date() });

    const all = await calls.all<Row>('/api/users', admin);
    expect(all.find((u) => u._id === seller.id)).toEqual({
      _id: seller.id,
      name: 'Sam',
      email: seller.email,
      photoURL: `${new URL(ctx().env.PUBLIC_URL).origin}/images/sam.webp`,
      role: 'seller',
      verified: true,
    });
    expect(all.find((u) => u._id === buyer.id)).toMatchObject({ role: '', verified: false });
    expect(all.find((u) => u._id === admin.row.id)).toMatchObject({ role: 'admin' });
    expect(all.map((u) => u._id)).not.toContain(gone.id);

    const sellers = await calls.all<Row & { role?: string }>('/api/sellers', admin);
    expect(sellers.find((s) => s._id === seller.id)).toEqual({
      _id: seller.id,
      name: 'Sam',
      email: seller.email,
      photoURL: `${new URL(ctx().env.PUBLIC_URL).origin}/images/sam.webp`,
      verified: true,
    });
    const sellerIds = sellers.map((s) => s._id);
    expect(sellerIds).not.toContain(buyer.id);
    expect(sellerIds).not.toContain(admin.row.id);
    expect(sellerIds).not.toContain(gone.id);

    const buyers = await calls.all<Row>('/api/buyers', admin);
    expect(buyers.find((b) => b._id === buyer.id)).toEqual({
      _id: buyer.id,
      name: 'Bea',
      email: buyer.email,
      photoURL: '',
    });
    expect(buyers.map((b) => b._id)).not.toContain(seller.id);
  });

  it('When a list is paged, then pages are newest first, never overlap and end without a cursor', async () => {
    const { f, admin } = cast;
    const base = Date.now() + 60_000;
    const made = [];
    for (let i = 0; i < 5; i++) {
      made.push(await f.buyer({ createdAt: new Date(base + i * 1000) }));
    }
    const first = await calls.buyers(admin, '?limit=2');
    expect(first.json().map((b: Row) => b._id)).toEqual([made[4]!.id, made[3]!.id]);
    const cursor = first.headers['x-next-cursor'];
    expect(cursor).toEqual(expect.any(String));
    const second = await calls.buyers(admin, `?limit=2&cursor=${cursor}`);
    expect(second.json().map((b: Row) => b._id)).toEqual([made[2]!.id, made[1]!.id]);
    const everyone = await calls.all<Row>('/api/buyers', admin, 3);
    const ids = everyone.map((b) => b._id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.slice(0, 5)).toEqual(made.map((m) => m.id).reverse());
  });

  it('When an admin makes a user admin, then modifiedCount 1, then 0; the promoted user is admin at once', async () => {
    const { app } = ctx();
    const user = await signedInUser(app);
    const [row] = await ctx()
      .database.db.select({ id: users.id })
      .from(users)
      .where(eq(users.email, user.email));
    const isAdmin = () =>
      app.inject({
        method: 'GET',
        url: `/api/users/admin/${user.email}`,
        headers: { authorization: user.authorization },
      });
    expect((await isAdmin()).json()).toEqual({ isAdmin: false });

    const first = await calls.makeAdmin(row!.id, cast.admin);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ acknowledged: true, modifiedCount: 1 });
    // Same token as before: the role is read from the database on every request.
    expect((await isAdmin()).json()).toEqual({ isAdmin: true });
    const promoted = await app.inject({
      method: 'GET',
      url: '/api/users',
      headers: { authorization: user.authorization },
    });
    expect(promoted.statusCode).toBe(200);

    const again = await calls.makeAdmin(row!.id, cast.admin);
    expect(again.json()).toEqual({ acknowledged: true, modifiedCount: 0 });
  });

  it('When make-admin names an unknown, malformed or deleted account, then 404', async () => {
    const gone = await cast.f.buyer({ deletedAt: new Date() });
    for (const id of [UNKNOWN_ID, 'nope', 'x'.repeat(90), gone.id]) {
      const res = await calls.makeAdmin(id, cast.admin);
      expect(res.statusCode, id).toBe(404);
      expect(res.json().code).toBe('USER_NOT_FOUND');
    }
    expect((await stored(gone.id))?.role).toBe('');
  });

  it('When an admin verifies a seller, then modifiedCount 1, then 0, and the badge shows', async () => {
    const seller = await cast.f.seller();
    const first = await calls.verify(seller.id, cast.admin);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ acknowledged: true, modifiedCount: 1 });
    const badge = await ctx().app.inject({
      method: 'GET',
      url: `/api/verify/seller/${seller.email}`,
    });
    expect(badge.json()).toEqual({ isVerify: true });
    expect((await calls.verify(seller.id, cast.admin)).json()).toEqual({
      acknowledged: true,
      modifiedCount: 0,
    });
  });

  it('When a buyer or an admin is verified, then 409 NOT_A_SELLER and nothing changes; unknown ids 404', async () => {
    const buyer = await cast.f.buyer();
    const otherAdmin = await cast.f.admin();
    for (const id of [buyer.id, otherAdmin.id]) {
      const res = await calls.verify(id, cast.admin);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        message: 'This account is not a seller.',
        code: 'NOT_A_SELLER',
      });
      expect((await stored(id))?.verified).toBe(false);
    }
    for (const id of [UNKNOWN_ID, 'nope']) {
      expect((await calls.verify(id, cast.admin)).statusCode).toBe(404);
    }
  });
});
