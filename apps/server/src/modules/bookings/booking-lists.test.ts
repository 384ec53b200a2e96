import { NEXT_CURSOR_HEADER } from '@phonebazaar/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { products } from '../../db/schema.ts';
import { bookThrough, buyingCalls, buyingCast, lapse } from '../../test/buying-helpers.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';

describeOnEachDatabase('Booking lists and the payment page', (ctx) => {
  const calls = buyingCalls(ctx);
  let cast: Awaited<ReturnType<typeof buyingCast>>;
  const ids: { active: string; lapsed: string; paid: string } = {
    active: '',
    lapsed: '',
    paid: '',
  };

  beforeAll(async () => {
    cast = await buyingCast(ctx(), { sellingPriceCents: 12_345 });
    const sellerRow = cast.seller.row;
    ids.lapsed = await bookThrough(calls, cast.buyer, cast.product.id);
    await lapse(ctx(), ids.lapsed);
    const sold = await cast.f.product({ seller: sellerRow });
    const sale = await cast.f.sale({ product: sold, buyer: cast.buyer.row });
    ids.paid = sale.booking.id;
    const other = await cast.f.product({ seller: sellerRow, sellingPriceCents: 99_900 });
    ids.active = await bookThrough(calls, cast.buyer, other.id);
  });

  it('When the buyer lists their orders, then newest first with status, dollars and expiry', async () => {
    const res = await calls.myOrders(cast.buyer.email, cast.buyer);
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json();
    expect(list.map((b: { _id: string }) => b._id)).toEqual([ids.active, ids.paid, ids.lapsed]);
    expect(list[0]).toMatchObject({
      productId: expect.any(String),
      productName: expect.any(String),
      productImg: expect.any(String),
      description: expect.any(String),
      meetingLocation: 'Dhanmondi 27, Dhaka',
      price: 999,
      email: cast.buyer.email,
      paid: false,
      transactionId: null,
      status: 'active',
      expiresAt: expect.any(String),
    });
    expect(list[1]).toMatchObject({
      paid: true,
      status: 'paid',
      transactionId: expect.any(String),
    });
    expect(list[2]).toMatchObject({ paid: false, status: 'lapsed', price: 123.45 });
  });

  it('When the buyer lists their orders, then a live or paid one names the seller and their phone, an ended one no phone', async () => {
    const list = (await calls.myOrders(cast.buyer.email, cast.buyer)).json();
    const phoneOf = async (productId: string) => {
      const [row] = await ctx()
        .database.db.select({ phone: products.sellerPhone })
        .from(products)
        .where(eq(products.id, productId));
      return row?.phone ?? 'missing';
    };
    // Issue #23 item 2: the buyer can reach the seller of a live or paid booking.
    expect(list[0]).toMatchObject({ sellerName: expect.any(String), status: 'active' });
    expect(list[0].sellerPhone).toBe(await phoneOf(list[0].productId));
    expect(list[1].sellerPhone).toBe(await phoneOf(list[1].productId));
    expect(list[0].sellerName.length).toBeGreaterThan(0);
    expect(list[2]).toMatchObject({ status: 'lapsed', sellerPhone: null });
  });

  it('When the orders are paged, then the cursor header walks them without repeats', async () => {
    const first = await calls.myOrders(cast.buyer.email, cast.buyer, '&limit=2');
    expect(first.json()).toHaveLength(2);
    const cursor = first.headers[NEXT_CURSOR_HEADER] as string;
    const second = await calls.myOrders(
      cast.buyer.email,
      cast.buyer,
      `&limit=2&cursor=${encodeURIComponent(cursor)}`,
    );
    expect(second.json().map((b: { _id: string }) => b._id)).toEqual([ids.lapsed]);
    expect(second.headers[NEXT_CURSOR_HEADER]).toBeUndefined();
  });

  it("When someone asks for another buyer's orders, then 403 unless admin", async () => {
    const res = await calls.myOrders(cast.buyer.email, cast.otherBuyer);
    expect(res.statusCode).toBe(403);
    const admin = await calls.myOrders(cast.buyer.email, cast.admin);
    expect(admin.json()).toHaveLength(3);
    const unknown = await calls.myOrders('nobody@example.com', cast.admin);
    expect(unknown.json()).toEqual([]);
  });

  it('When the seller lists their sales, then every booking of their listings with its status', async () => {
    const res = await calls.mySell(cast.seller.email, cast.seller);
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json();
    expect(list.map((b: { status: string }) => b.status)).toEqual(['active', 'paid', 'lapsed']);
    expect(list[1]).toMatchObject({
      productName: expect.any(String),
      buyerEmail: cast.buyer.email,
      sellerEmail: cast.seller.email,
      paid: true,
      transactionId: expect.any(String),
    });
  });

  it('When a buyer or another seller asks for My Sell, then 403; an admin may', async () => {
    expect((await calls.mySell(cast.buyer.email, cast.buyer)).statusCode).toBe(403);
    const otherSeller = await cast.f.seller();
    const res = await calls.mySell(otherSeller.email, cast.seller);
    expect(res.statusCode).toBe(403);
    expect((await calls.mySell(cast.seller.email, cast.admin)).json()).toHaveLength(3);
  });

  it('When the buyer opens the payment page, then the booking data; others 403; unknown 404', async () => {
    const res = await calls.paymentPage(ids.active, cast.buyer);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      _id: ids.active,
      price: 999,
      email: cast.buyer.email,
      buyerName: cast.buyer.row.name,
      meetingLocation: 'Dhanmondi 27, Dhaka',
      paid: false,
      transactionId: null,
      status: 'active',
    });
    expect((await calls.paymentPage(ids.active, cast.otherBuyer)).statusCode).toBe(403);
    expect((await calls.paymentPage(ids.active, cast.seller)).statusCode).toBe(403);
    expect((await calls.paymentPage(ids.active)).statusCode).toBe(401);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'bad', 'x'.repeat(90)]) {
      expect((await calls.paymentPage(id, cast.buyer)).statusCode, id).toBe(404);
    }
  });
});
