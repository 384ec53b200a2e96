import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { reports } from '../../db/schema.ts';
import {
  type Account,
  account,
  listing,
  markSold,
  type SellingCast,
  sellingCast,
} from '../../test/selling-helpers.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';
import { createReportsRepository } from './reports-repository.ts';

describeOnEachDatabase('reports', (ctx) => {
  let seller: Account;
  let otherSeller: Account;
  let buyer: Account;
  let admin: Account;
  let body: SellingCast['body'];

  beforeAll(async () => {
    ({ seller, otherSeller, buyer, admin, body } = await sellingCast(ctx()));
  });

  const report = (id: string, who?: Account, payload?: object, headers = {}) =>
    ctx().app.inject({
      method: 'PUT',
      url: `/api/report/${id}`,
      headers: { ...(who?.headers ?? {}), ...headers },
      ...(payload ? { payload } : {}),
    });
  const stored = (id: string) =>
    ctx().database.db.select().from(reports).where(eq(reports.productId, id));

  it('When nobody is signed in, then 401 and nothing is stored', async () => {
    const id = await listing(ctx(), seller, body);
    expect((await report(id)).statusCode).toBe(401);
    expect(await stored(id)).toHaveLength(0);
  });

  it("When the listing's seller or an admin reports it, then 403", async () => {
    const id = await listing(ctx(), seller, body);
    const own = await report(id, seller);
    expect(own.statusCode).toBe(403);
    expect(own.json().code).toBe('OWN_LISTING');
    const byAdmin = await report(id, admin);
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json().code).toBe('ADMIN_CANNOT_REPORT');
    expect(await stored(id)).toHaveLength(0);
  });

  it('When a buyer reports, then modifiedCount 1; a repeat is a harmless 200 with modifiedCount 0', async () => {
    const id = await listing(ctx(), seller, body);
    const first = await report(id, buyer);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ acknowledged: true, modifiedCount: 1 });
    const again = await report(id, buyer, { reason: 'Another reason' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({
      acknowledged: true,
      modifiedCount: 0,
      message: 'You have already reported this listing.',
    });
    const rows = await stored(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ reporterId: buyer.id, reason: '' });
  });

  it('When another seller reports with a reason, then it is stored with the reporter', async () => {
    const id = await listing(ctx(), seller, body);
    const res = await report(id, otherSeller, { reason: '  Looks stolen  ' });
    expect(res.json()).toEqual({ acknowledged: true, modifiedCount: 1 });
    expect(await stored(id)).toEqual([
      expect.objectContaining({ reporterId: otherSeller.id, reason: 'Looks stolen' }),
    ]);
  });

  it("When the spec's client reports with a JSON content type and no body, then it is accepted", async () => {
    const id = await listing(ctx(), seller, body);
    const res = await report(id, buyer, undefined, { 'content-type': 'application/json' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().modifiedCount).toBe(1);
  });

  it('When the reason is too long or an unknown field is sent, then 400 and nothing is stored', async () => {
    const id = await listing(ctx(), seller, body);
    for (const payload of [{ reason: 'x'.repeat(501) }, { reporterId: seller.id }, { reason: 5 }]) {
      const res = await report(id, buyer, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
    }
    expect(await stored(id)).toHaveLength(0);
  });

  it('When the listing is deleted or unknown, then 404', async () => {
    const id = await listing(ctx(), seller, body);
    await ctx().app.inject({
      method: 'DELETE',
      url: `/api/product/${id}`,
      headers: seller.headers,
    });
    expect((await report(id, buyer)).statusCode).toBe(404);
    expect((await report('00000000-0000-4000-8000-000000000000', buyer)).statusCode).toBe(404);
    expect((await report('nope', buyer)).statusCode).toBe(404);
    expect(await stored(id)).toHaveLength(0);
  });

  it('When a sold listing is reported, then the report is still recorded', async () => {
    const id = await listing(ctx(), seller, body);
    await markSold(ctx(), id);
    expect((await report(id, buyer)).json().modifiedCount).toBe(1);
  });

  it('When the admin list is read from the repository, then it counts reports, keeps reasons and skips deleted listings', async () => {
    const { database } = ctx();
    await database.db.delete(reports);
    const quiet = await listing(ctx(), seller, body);
    const loud = await listing(ctx(), seller, body);
    const deleted = await listing(ctx(), seller, body);
    const extra = await account(ctx(), '');
    await report(quiet, buyer, { reason: 'Fake photos' });
    await report(deleted, buyer);
    await report(loud, buyer);
    await report(loud, otherSeller, { reason: 'Price is bait' });
    await report(loud, extra, { reason: 'Seller never answers' });
    await ctx().app.inject({
      method: 'DELETE',
      url: `/api/product/${deleted}`,
      headers: admin.headers,
    });
    // Fixed times, so the order never depends on two requests landing in one millisecond.
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
    const times = [
      [quiet, buyer, 40],
      [loud, buyer, 30],
      [loud, otherSeller, 20],
      [loud, extra, 10],
    ] as const;
    for (const [productId, who, minutesAgo] of times) {
      await database.db
        .update(reports)
        .set({ createdAt: at(minutesAgo) })
        .where(and(eq(reports.productId, productId), eq(reports.reporterId, who.id)));
    }

    const repo = createReportsRepository(database.db);
    const all = await repo.listReportedListings({ limit: 10 });
    expect(all.map((r) => [r.id, r.reportCount, r.reasons])).toEqual([
      [loud, 3, ['Seller never answers', 'Price is bait']],
      [quiet, 1, ['Fake photos']],
    ]);
    expect(all[0]?.lastReportedAt).toBeInstanceOf(Date);
    expect(all[0]).toMatchObject({ sellerEmail: seller.email, sellerPhone: '+8801711000000' });

    const first = await repo.listReportedListings({ limit: 1 });
    expect(first.map((r) => r.id)).toEqual([loud, quiet]);
    const next = await repo.listReportedListings({
      limit: 1,
      cursor: { at: first[0]!.lastReportedAt, id: first[0]!.id },
    });
    expect(next.map((r) => r.id)).toEqual([quiet]);
  });
});
