import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { reports } from '../../db/schema.ts';
import {
  account,
  listing,
  markSold,
  type SellingCast,
  sellingCalls,
  sellingCast,
  storedListing,
} from '../../test/selling-helpers.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';

describeOnEachDatabase('selling: My Products, edit, and what deletion removes', (ctx) => {
  let cast: SellingCast;
  beforeAll(async () => {
    cast = await sellingCast(ctx());
  });
  const { advertise, edit, remove, myProducts, publicIds } = sellingCalls(ctx);

  it('When a seller lists their products, then they come newest first with sold ones, the phone and a cursor', async () => {
    const me = await account(ctx(), 'seller');
    const first = await listing(ctx(), me, cast.body);
    const second = await listing(ctx(), me, cast.body);
    const gone = await listing(ctx(), me, cast.body);
    const third = await listing(ctx(), me, cast.body);
    await markSold(ctx(), second);
    expect((await remove(gone, me)).statusCode).toBe(200);
    await listing(ctx(), cast.otherSeller, cast.body);

    const res = await myProducts(me.email.toUpperCase(), me);
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json();
    expect(items.map((p: { _id: string }) => p._id)).toEqual([third, second, first]);
    expect(items[1]).toMatchObject({ sold: true, sellerPhone: '+8801711000000' });
    expect(items[0]).toMatchObject({ sold: false, sellerEmail: me.email, sellingPrice: 450.5 });

    const page1 = await myProducts(me.email, me, '&limit=2');
    expect(page1.json()).toHaveLength(2);
    const cursor = page1.headers['x-next-cursor'];
    expect(cursor).toEqual(expect.any(String));
    const page2 = await myProducts(me.email, me, `&limit=2&cursor=${cursor}`);
    expect(page2.json().map((p: { _id: string }) => p._id)).toEqual([first]);
    expect(page2.headers['x-next-cursor']).toBeUndefined();
  });

  it("When a seller asks for another seller's products, then 403; an admin may", async () => {
    await listing(ctx(), cast.otherSeller, cast.body);
    const denied = await myProducts(cast.otherSeller.email, cast.seller);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().code).toBe('EMAIL_MISMATCH');
    expect((await myProducts(cast.otherSeller.email, cast.buyer)).statusCode).toBe(403);
    const allowed = await myProducts(cast.otherSeller.email, cast.admin);
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json().length).toBeGreaterThan(0);
    expect(
      allowed
        .json()
        .every((p: { sellerEmail: string }) => p.sellerEmail === cast.otherSeller.email),
    ).toBe(true);
    expect((await myProducts('nobody@example.com', cast.admin)).json()).toEqual([]);
    const noEmail = await ctx().app.inject({
      method: 'GET',
      url: '/api/product',
      headers: cast.admin.headers,
    });
    expect(noEmail.statusCode).toBe(400);
  });

  it('When the seller edits price or description, then they change; the same values again modify nothing', async () => {
    const id = await listing(ctx(), cast.seller, cast.body);
    const res = await edit(id, cast.seller, { sellingPrice: 19.99, description: '  New text  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ acknowledged: true, modifiedCount: 1 });
    expect(await storedListing(ctx(), id)).toMatchObject({
      sellingPriceCents: 1999,
      description: 'New text',
    });
    expect((await edit(id, cast.seller, { sellingPrice: 19.99 })).json()).toEqual({
      acknowledged: true,
      modifiedCount: 0,
    });
    expect((await edit(id, cast.seller, { description: 'Only text' })).json().modifiedCount).toBe(
      1,
    );
  });

  it('When an edit is empty, invalid or touches other fields, then 400 and nothing changes', async () => {
    const id = await listing(ctx(), cast.seller, cast.body);
    for (const payload of [
      {},
      { sellingPrice: 0 },
      { sellingPrice: -5 },
      { sellingPrice: 100000.01 },
      { sellingPrice: 1.234 },
      { sellingPrice: '12' },
      { description: '' },
      { description: 'x'.repeat(2001) },
      { sold: true },
      { productName: 'Renamed' },
      { sellingPrice: 10, sellerEmail: cast.seller.email },
    ]) {
      const res = await edit(id, cast.seller, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
    }
    expect(await storedListing(ctx(), id)).toMatchObject({
      sellingPriceCents: 45050,
      description: cast.body.description,
      productName: cast.body.productName,
      sold: false,
    });
  });

  it('When a listing is deleted, then it leaves every public list and My Products, and its reports stay', async () => {
    const id = await listing(ctx(), cast.seller, cast.body);
    expect((await advertise(id, cast.seller)).json().modifiedCount).toBe(1);
    const lists = ['/api/allproducts', `/api/categories/${cast.categoryId}`, '/api/advertisement'];
    for (const url of lists) expect(await publicIds(url)).toContain(id);
    const report = await ctx().app.inject({
      method: 'PUT',
      url: `/api/report/${id}`,
      headers: cast.buyer.headers,
    });
    expect(report.json().modifiedCount).toBe(1);

    const res = await remove(id, cast.seller);
    expect(res.json()).toEqual({ acknowledged: true, deletedCount: 1 });
    for (const url of lists) expect(await publicIds(url), url).not.toContain(id);
    const mine = (await myProducts(cast.seller.email, cast.seller)).json();
    expect(mine.map((p: { _id: string }) => p._id)).not.toContain(id);
    expect((await storedListing(ctx(), id))?.deletedAt).toBeInstanceOf(Date);
    const kept = await ctx().database.db.select().from(reports).where(eq(reports.productId, id));
    expect(kept).toHaveLength(1);
  });
});
