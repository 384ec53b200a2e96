import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { authSessions, authUsers, bookings, payments, products, users } from '../../db/schema.ts';
import { type AdminCast, adminCalls, adminCast, UNKNOWN_ID } from '../../test/admin-helpers.ts';
import { requestToken, signInRequest } from '../../test/auth-helpers.ts';
import { actorFor, bookingPayload, bookThrough, buyingCalls } from '../../test/buying-helpers.ts';
import { account } from '../../test/selling-helpers.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';

describeOnEachDatabase('admin: deleting accounts', (ctx) => {
  const calls = adminCalls(ctx);
  const buying = buyingCalls(ctx);
  let cast: AdminCast;
  beforeAll(async () => {
    cast = await adminCast(ctx());
  });
  const db = () => ctx().database.db;
  const userRow = async (id: string) =>
    (await db().select().from(users).where(eq(users.id, id)))[0];
  const publicIds = (url: string) => buying.publicIds(url);

  it('When a buyer is deleted, then their token stops at once and their session gets no new token', async () => {
    const { app } = ctx();
    const buyer = await account(ctx(), '');
    const me = () =>
      app.inject({ method: 'GET', url: `/api/users/admin/${buyer.email}`, headers: buyer.headers });
    expect((await me()).statusCode).toBe(200);
    const [identity] = await db().select().from(authUsers).where(eq(authUsers.email, buyer.email));
    const sessionsOf = () =>
      db().select().from(authSessions).where(eq(authSessions.userId, identity!.id));
    expect(await sessionsOf()).not.toHaveLength(0);

    const res = await calls.deleteBuyer(buyer.id, cast.admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ acknowledged: true, deletedCount: 1 });

    expect((await me()).statusCode).toBe(401);
    const token = await requestToken(app, buyer.cookie, buyer.email);
    expect(token.statusCode).toBe(401);
    expect(token.json()).not.toHaveProperty('geniusToken');
    expect((await signInRequest(app, { email: buyer.email })).statusCode).not.toBe(200);
    expect(
      await db().select().from(authUsers).where(eq(authUsers.email, buyer.email)),
    ).toHaveLength(0);
    expect(await sessionsOf()).toHaveLength(0);
    expect((await userRow(buyer.id))?.deletedAt).toBeInstanceOf(Date);
    const everyone = await calls.all<{ _id: string }>('/api/users', cast.admin);
    expect(everyone.map((u) => u._id)).not.toContain(buyer.id);
    // Deleted is deleted: a second delete finds nothing.
    expect((await calls.deleteBuyer(buyer.id, cast.admin)).statusCode).toBe(404);
    expect((await calls.deleteUser(buyer.id, cast.admin)).statusCode).toBe(404);
  });

  it('When a seller is deleted, then unsold listings leave the market and the sale and payment stay', async () => {
    const { f, admin } = cast;
    const seller = await f.seller();
    const plain = await f.product({ seller });
    const advertised = await f.product({ seller, advertisement: true });
    const soldPhone = await f.product({ seller });
    const { booking: sale, payment } = await f.sale({ product: soldPhone });
    expect(await publicIds('/api/allproducts')).toEqual(
      expect.arrayContaining([plain.id, advertised.id]),
    );

    const res = await calls.deleteSeller(seller.id, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ acknowledged: true, deletedCount: 1 });

    const market = await publicIds('/api/allproducts');
    expect(market).not.toContain(plain.id);
    expect(market).not.toContain(advertised.id);
    expect(await publicIds('/api/advertisement')).not.toContain(advertised.id);
    const sales = await calls.all<{ _id: string }>('/api/allselling', admin);
    expect(sales.find((s) => s._id === sale.id)).toMatchObject({
      paid: true,
      status: 'paid',
      transactionId: sale.transactionId,
      sellerEmail: seller.email,
    });
    expect(await db().select().from(payments).where(eq(payments.id, payment.id))).toHaveLength(1);
    const [sold] = await db().select().from(products).where(eq(products.id, soldPhone.id));
    expect(sold).toMatchObject({ sold: true, deletedAt: null });
    const sellers = await calls.all<{ _id: string }>('/api/sellers', admin);
    expect(sellers.map((s) => s._id)).not.toContain(seller.id);
  });

  it('When a buyer with an active booking is deleted, then the phone is free to book again and a paid booking stays', async () => {
    const { f, admin } = cast;
    const seller = await f.seller();
    const held = await f.product({ seller });
    const bought = await f.product({ seller });
    const buyer = await actorFor(ctx(), await f.buyer());
    const other = await actorFor(ctx(), await f.buyer());
    const hold = await bookThrough(buying, buyer, held.id);
    const { booking: paid } = await f.sale({ product: bought, buyer: buyer.row });
    const taken = await buying.book(other, bookingPayload(held.id, other));
    expect(taken.json().code).toBe('LISTING_BOOKED');

    expect((await calls.deleteBuyer(buyer.row.id, admin)).statusCode).toBe(200);

    const card = (await ctx().app.inject({ method: 'GET', url: '/api/allproducts' }))
      .json()
      .find((p: { _id: string }) => p._id === held.id);
    expect(card).toMatchObject({ booking: false, sold: false });
    const [released] = await db().select().from(bookings).where(eq(bookings.id, hold));
    expect(released!.releasedAt).toBeInstanceOf(Date);
    expect(released!.expiresAt.getTime()).toBeLessThanOrEqual(Date.now());
    const sales = await calls.all<{ _id: string; status: string }>('/api/allselling', admin);
    expect(sales.find((s) => s._id === hold)?.status).toBe('lapsed');
    expect(sales.find((s) => s._id === paid.id)?.status).toBe('paid');

    const again = await buying.book(other, bookingPayload(held.id, other));
    expect(again.statusCode, again.body).toBe(200);
  });

  it('When an admin deletes their own account by any route or spelling, then 403 SELF_DELETE and nothing changes', async () => {
    const { admin } = cast;
    const id = admin.row.id;
    for (const send of [calls.deleteUser, calls.deleteSeller, calls.deleteBuyer]) {
      for (const spelling of [id, id.toUpperCase()]) {
        const res = await send(spelling, admin);
        expect(res.statusCode, res.body).toBe(403);
        expect(res.json()).toEqual({
          message: 'You cannot delete your own account. Ask another admin to do it.',
          code: 'SELF_DELETE',
        });
      }
    }
    expect((await userRow(id))?.deletedAt).toBeNull();
    expect((await calls.users(admin)).statusCode).toBe(200);
  });

  it('When the route names another role, then 409 and nothing changes; All User deletes any role', async () => {
    const { f, admin } = cast;
    const buyer = await f.buyer();
    const seller = await f.seller();
    const otherAdmin = await f.admin();
    const refusals = [
      [calls.deleteSeller, buyer.id, 'NOT_A_SELLER', 'This account is not a seller.'],
      [calls.deleteSeller, otherAdmin.id, 'NOT_A_SELLER', 'This account is not a seller.'],
      [calls.deleteBuyer, seller.id, 'NOT_A_BUYER', 'This account is not a buyer.'],
      [calls.deleteBuyer, otherAdmin.id, 'NOT_A_BUYER', 'This account is not a buyer.'],
    ] as const;
    for (const [send, id, code, message] of refusals) {
      const res = await send(id, admin);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message, code });
      expect((await userRow(id))?.deletedAt).toBeNull();
    }
    for (const id of [buyer.id, seller.id, otherAdmin.id]) {
      expect((await calls.deleteUser(id, admin)).json()).toEqual({
        acknowledged: true,
        deletedCount: 1,
      });
    }
  });

  it('When the id is unknown, malformed or already deleted, then every delete route answers 404', async () => {
    const gone = await cast.f.buyer({ deletedAt: new Date() });
    for (const send of [calls.deleteUser, calls.deleteSeller, calls.deleteBuyer]) {
      for (const id of [UNKNOWN_ID, 'nope', gone.id]) {
        const res = await send(id, cast.admin);
        expect(res.statusCode, id).toBe(404);
        expect(res.json().code).toBe('USER_NOT_FOUND');
      }
    }
  });
});
