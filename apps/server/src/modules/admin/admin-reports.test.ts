import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { products, reports } from '../../db/schema.ts';
import { type AdminCast, adminCalls, adminCast, UNKNOWN_ID } from '../../test/admin-helpers.ts';
import { type Actor, actorFor, buyingCalls } from '../../test/buying-helpers.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';

describeOnEachDatabase('admin: Reported Items', (ctx) => {
  const calls = adminCalls(ctx);
  const buying = buyingCalls(ctx);
  let cast: AdminCast;
  let reporters: Actor[];
  beforeAll(async () => {
    cast = await adminCast(ctx());
    reporters = await Promise.all(
      [cast.f.buyer(), cast.f.buyer(), cast.f.seller()].map(async (r) => actorFor(ctx(), await r)),
    );
  });

  const report = (id: string, who: Actor, reason?: string) =>
    ctx().app.inject({
      method: 'PUT',
      url: `/api/report/${id}`,
      headers: who.headers,
      ...(reason ? { payload: { reason } } : {}),
    });
  /** A listing reported by every reporter, the first two with reasons. */
  async function reportedListing() {
    const phone = await cast.f.product({
      sellingPriceCents: 45_050,
      sellerPhone: '+8801711000000',
    });
    const reasons = ['Fake photos', 'Price is bait', undefined];
    for (const [i, who] of reporters.entries()) {
      expect((await report(phone.id, who, reasons[i])).json().modifiedCount).toBe(1);
    }
    return phone;
  }
  const reportedIds = async () =>
    (await calls.reported(cast.admin)).json().map((p: { _id: string }) => p._id);

  it('When listings are reported, then the admin sees each with its product fields, count and reasons', async () => {
    const phone = await reportedListing();
    const res = await calls.reported(cast.admin);
    expect(res.statusCode, res.body).toBe(200);
    const item = res.json().find((p: { _id: string }) => p._id === phone.id);
    expect(item).toMatchObject({
      _id: phone.id,
      productName: phone.productName,
      sellingPrice: 450.5,
      sellerEmail: phone.sellerEmail,
      sellerPhone: '+8801711000000',
      sold: false,
      booking: false,
      reportCount: 3,
      lastReportedAt: expect.any(String),
    });
    expect([...item.reasons].sort()).toEqual(['Fake photos', 'Price is bait']);
    expect(Math.abs(Date.parse(item.lastReportedAt) - Date.now())).toBeLessThan(60_000);
    const quiet = await cast.f.product();
    expect(await reportedIds()).not.toContain(quiet.id);
  });

  it('When the admin dismisses the reports, then they are removed and the listing stays on the market', async () => {
    const phone = await reportedListing();
    const res = await calls.dismiss(phone.id, cast.admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ acknowledged: true, deletedCount: 3 });
    expect(await reportedIds()).not.toContain(phone.id);
    const left = await ctx()
      .database.db.select()
      .from(reports)
      .where(eq(reports.productId, phone.id));
    expect(left).toHaveLength(0);
    expect(await buying.publicIds('/api/allproducts')).toContain(phone.id);
    expect((await calls.dismiss(phone.id, cast.admin)).json()).toEqual({
      acknowledged: true,
      deletedCount: 0,
    });
    // A new report after the dismissal puts it back on the list.
    await report(phone.id, reporters[0]!, 'Still fake');
    expect(await reportedIds()).toContain(phone.id);
  });

  it('When the admin deletes a reported listing, then it leaves the market and the reported list', async () => {
    const phone = await reportedListing();
    const res = await calls.deleteReported(phone.id, cast.admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ acknowledged: true, deletedCount: 1 });
    expect(await buying.publicIds('/api/allproducts')).not.toContain(phone.id);
    expect(await reportedIds()).not.toContain(phone.id);
    const [row] = await ctx().database.db.select().from(products).where(eq(products.id, phone.id));
    expect(row?.deletedAt).toBeInstanceOf(Date);
    // The reports stay as the record of why it went.
    const kept = await ctx()
      .database.db.select()
      .from(reports)
      .where(eq(reports.productId, phone.id));
    expect(kept).toHaveLength(3);
    expect((await calls.deleteReported(phone.id, cast.admin)).statusCode).toBe(404);
    expect((await calls.dismiss(phone.id, cast.admin)).statusCode).toBe(404);
  });

  it('When the listing is unknown or malformed, then delete and dismiss answer 404', async () => {
    for (const id of [UNKNOWN_ID, 'nope']) {
      for (const send of [calls.deleteReported, calls.dismiss]) {
        const res = await send(id, cast.admin);
        expect(res.statusCode, id).toBe(404);
        expect(res.json().code).toBe('PRODUCT_NOT_FOUND');
      }
    }
  });

  it('When the reported list is paged, then it follows the cursor without repeats', async () => {
    for (let i = 0; i < 3; i++) await reportedListing();
    const paged = await calls.all<{ _id: string }>('/api/report', cast.admin, 2);
    const whole = (await calls.reported(cast.admin, '?limit=100')).json();
    expect(paged.map((p) => p._id)).toEqual(whole.map((p: { _id: string }) => p._id));
    expect(paged.length).toBeGreaterThanOrEqual(3);
  });
});
