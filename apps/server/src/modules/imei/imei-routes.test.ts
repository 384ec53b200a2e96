import { PHONE_TEXTS } from '@phonebazaar/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { reports } from '../../db/schema.ts';
import { freshImei } from '../../test/imei-helpers.ts';
import {
  addProduct,
  listing,
  markSold,
  type SellingCast,
  sellingCast,
  storedListing,
} from '../../test/selling-helpers.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';

describeOnEachDatabase('admin: the IMEI blocklist (issue #16)', (ctx) => {
  let cast: SellingCast;
  beforeAll(async () => {
    cast = await sellingCast(ctx());
  });
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    ctx().app.inject({
      method,
      url: `/api/admin/imei-blocklist${url}`,
      headers: cast.admin.headers,
      ...(payload ? { payload } : {}),
    });
  const block = (imei: string, note = 'Reported stolen') => call('POST', '', { imei, note });
  const list = async (listingImei: string) =>
    (await listing(ctx(), cast.seller, { ...cast.body, imei: listingImei })) as string;

  it('When an admin blocks an IMEI, then it is listed by its last 4 and note, never in full', async () => {
    const imei = freshImei();
    const res = await block(`${imei.slice(0, 7)} ${imei.slice(7)}`);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ acknowledged: true, withdrawnCount: 0 });
    const page = await call('GET', '?limit=50');
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain(imei);
    expect(page.json()[0]).toMatchObject({
      _id: res.json().insertedId,
      imeiLast4: imei.slice(-4),
      note: 'Reported stolen',
    });
    expect(Number.isNaN(Date.parse(page.json()[0].createdAt))).toBe(false);
    const again = await block(imei);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('IMEI_ALREADY_BLOCKED');
  });

  it('When the IMEI is not valid, then 400 with the check code and nothing is blocked', async () => {
    const res = await block('490154203237519');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('IMEI_CHECK_DIGIT');
    expect((await block('1234')).json().code).toBe('IMEI_LENGTH');
  });

  it('When a live listing has the blocked IMEI, then it is taken off the market and reported "Blocked IMEI"; a sold one stays', async () => {
    const imei = freshImei();
    const sold = await list(imei);
    await markSold(ctx(), sold);
    const live = await list(imei);
    const res = await block(imei);
    expect(res.json().withdrawnCount).toBe(1);
    expect((await storedListing(ctx(), live))?.deletedAt).not.toBeNull();
    expect((await storedListing(ctx(), sold))?.deletedAt).toBeNull();
    const rows = await ctx()
      .database.db.select({ reporterId: reports.reporterId, reason: reports.reason })
      .from(reports)
      .where(eq(reports.productId, live));
    expect(rows).toEqual([{ reporterId: cast.admin.id, reason: 'Blocked IMEI' }]);
    const market = await ctx().app.inject({ method: 'GET', url: '/api/allproducts?limit=100' });
    expect(market.json().map((p: { _id: string }) => p._id)).not.toContain(live);
  });

  it('When a block takes a listing down, then every admin sees it in Reported Items as taken off the market, with nothing to delete, until dismissed', async () => {
    const imei = freshImei();
    const live = await list(imei);
    await block(imei);
    const reported = async () =>
      (
        await ctx().app.inject({
          method: 'GET',
          url: '/api/report?limit=100',
          headers: cast.admin.headers,
        })
      ).json() as { _id: string; takenDown: boolean; reasons: string[] }[];
    const row = (await reported()).find((item) => item._id === live);
    expect(row).toMatchObject({ takenDown: true, reasons: ['Blocked IMEI'] });
    const remove = await ctx().app.inject({
      method: 'DELETE',
      url: `/api/report/${live}`,
      headers: cast.admin.headers,
    });
    expect(remove.statusCode).toBe(404);
    const dismiss = await ctx().app.inject({
      method: 'POST',
      url: `/api/report/${live}/dismiss`,
      headers: cast.admin.headers,
    });
    expect(dismiss.statusCode, dismiss.body).toBe(200);
    expect((await reported()).map((item) => item._id)).not.toContain(live);
  });

  it('When a blocked IMEI is listed, then 403 IMEI_BLOCKED; once the block is removed, it can be listed', async () => {
    const imei = freshImei();
    const id = (await block(imei)).json().insertedId as string;
    const refused = await addProduct(ctx().app, cast.seller, { ...cast.body, imei });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      code: 'IMEI_BLOCKED',
      message: PHONE_TEXTS.errors.IMEI_BLOCKED,
    });
    expect((await call('DELETE', `/${id}`)).json()).toEqual({
      acknowledged: true,
      deletedCount: 1,
    });
    expect((await call('DELETE', `/${id}`)).statusCode).toBe(404);
    expect((await call('DELETE', '/not-a-uuid')).statusCode).toBe(404);
    const listed = await addProduct(ctx().app, cast.seller, { ...cast.body, imei });
    expect(listed.statusCode, listed.body).toBe(200);
  });

  it('When a seller or buyer calls the blocklist, then 403 and nothing changes', async () => {
    for (const who of [cast.seller, cast.buyer]) {
      const res = await ctx().app.inject({
        method: 'POST',
        url: '/api/admin/imei-blocklist',
        headers: who.headers,
        payload: { imei: freshImei(), note: '' },
      });
      expect(res.statusCode).toBe(403);
    }
  });
});
