import { beforeAll, expect, it } from 'vitest';
import { bookings } from '../../db/schema.ts';
import { type AdminCast, adminCalls, adminCast } from '../../test/admin-helpers.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';

interface Sale {
  _id: string;
  status: string;
}

describeOnEachDatabase('admin: All Sell (GET /api/allselling)', (ctx) => {
  const calls = adminCalls(ctx);
  let cast: AdminCast;
  beforeAll(async () => {
    cast = await adminCast(ctx());
  });

  it('When bookings exist, then every one is listed newest first with the sale fields and its status', async () => {
    const { f, admin } = cast;
    const base = Date.now() + 60_000;
    const at = (s: number) => new Date(base + s * 1000);
    const seller = await f.seller();
    const buyer = await f.buyer({ name: 'Bea' });
    const phone = await f.product({ seller, productName: 'Pixel 8', sellingPriceCents: 45_050 });
    const { booking: paid } = await f.sale({ product: phone, buyer, createdAt: at(1) });
    const active = await f.booking({ product: await f.product({ seller }), createdAt: at(2) });
    // Held a day ago for a day: the hold has just ended.
    const lapsed = await f.booking({
      product: await f.product({ seller }),
      createdAt: at(3),
      expiresAt: new Date(Date.now() - 60_000),
    });

    const res = await calls.sales(admin);
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json() as Sale[];
    expect(rows.slice(0, 3).map((s) => [s._id, s.status])).toEqual([
      [lapsed.id, 'lapsed'],
      [active.id, 'active'],
      [paid.id, 'paid'],
    ]);
    expect(rows[2]).toEqual({
      _id: paid.id,
      productId: phone.id,
      productName: 'Pixel 8',
      productImg: `${new URL(ctx().env.PUBLIC_URL).origin}${phone.productImg}`,
      sellerEmail: seller.email,
      buyerEmail: buyer.email,
      buyerName: 'Bea',
      price: 450.5,
      paid: true,
      transactionId: paid.transactionId,
      status: 'paid',
      createdAt: at(1).toISOString(),
      // Issue #36: no verdict before a release through settlement (decision 055).
      armsLength: null,
    });
    expect(rows[1]).toMatchObject({ paid: false, transactionId: null });
  });

  it('When the list is paged, then the pages cover every booking once, newest first', async () => {
    const { f, admin } = cast;
    const product = await f.product();
    // Same instant for all: the id breaks the tie, so no row is skipped or repeated.
    const createdAt = new Date(Date.now() + 3_600_000);
    for (let i = 0; i < 4; i++) {
      await f.booking({ product, createdAt, syncProduct: false, releasedAt: createdAt });
    }
    const paged = await calls.all<Sale>('/api/allselling', admin, 2);
    const whole = (await calls.sales(admin, '?limit=100')).json() as Sale[];
    expect(paged.map((s) => s._id)).toEqual(whole.map((s) => s._id));
    const stored = await ctx().database.db.select({ id: bookings.id }).from(bookings);
    expect(paged.map((s) => s._id).sort()).toEqual(stored.map((b) => b.id).sort());
    expect(new Set(paged.map((s) => s._id)).size).toBe(paged.length);
  });
});
