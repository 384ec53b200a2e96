import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { bookings, notifications, products } from '../../db/schema.ts';
import { offers } from '../../db/schema-offers.ts';
import { type Actor, actorFor } from '../../test/buying-helpers.ts';
import { createFixtures, type Fixtures } from '../../test/fixtures.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';
import { offered, offersCalls } from './offers-test-helpers.ts';

/**
 * Issue #35 item 2: a buyer offered $600 on a $700 listing, the seller cut the price to $400,
 * then accepted, and the buyer was booked at $600 for a phone shown at $400.
 */
describeOnEachDatabase('Offers when the listing’s price changes', (ctx) => {
  let f: Fixtures;
  let seller: Actor;
  const db = () => ctx().database.db;
  const calls = offersCalls(() => ctx().app);
  const buyer = async () => actorFor(ctx(), await f.buyer());
  /** A fresh $700.00 listing of the seller's. */
  const listing = () => f.product({ seller: seller.row, sellingPriceCents: 70_000 });
  const editPrice = (id: string, sellingPrice: number, who: Actor = seller) =>
    ctx().app.inject({
      method: 'PATCH',
      url: `/api/product/${id}`,
      headers: who.headers,
      payload: { sellingPrice },
    });
  /** A write that skips the seller's edit (and its hook): what a race or another writer leaves. */
  const setPriceRaw = (id: string, cents: number) =>
    db().update(products).set({ sellingPriceCents: cents }).where(eq(products.id, id));
  const offerRow = async (id: string) =>
    (await db().select().from(offers).where(eq(offers.id, id)))[0]!;
  const bookingsOf = (listingId: string) =>
    db().select().from(bookings).where(eq(bookings.productId, listingId));
  const expiryNotices = (userId: string) =>
    db()
      .select({ body: notifications.body })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'offer_expired')));

  beforeAll(async () => {
    f = createFixtures(db());
    seller = await actorFor(ctx(), await f.seller());
  });

  it('When the seller accepts an offer the price no longer fits (cut $700 to $400 under a $600 offer), then 409 OFFER_PRICE_CHANGED, nothing is booked and the offer expires with both told', async () => {
    const phone = await listing();
    const them = await buyer();
    const id = await offered(calls, them, phone.id, 600);
    await setPriceRaw(phone.id, 40_000);
    const sellerToldBefore = (await expiryNotices(seller.row.id)).length;

    const res = await calls.accept(seller, id);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().code).toBe('OFFER_PRICE_CHANGED');
    expect(res.json().message).toContain('$400');
    expect(await bookingsOf(phone.id)).toEqual([]);
    const [stored] = await db().select().from(products).where(eq(products.id, phone.id));
    expect(stored!.booking).toBe(false);
    expect(await offerRow(id)).toMatchObject({ status: 'expired', closedBy: 'price-changed' });
    expect(await expiryNotices(them.row.id)).toHaveLength(1);
    expect((await expiryNotices(seller.row.id)).length).toBe(sellerToldBefore + 1);
    // Asked again, the answer is the same and still nothing is booked.
    const again = await calls.accept(seller, id);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('OFFER_PRICE_CHANGED');
    expect(await bookingsOf(phone.id)).toEqual([]);
  });

  it('When the buyer accepts a counter the price no longer fits, then 409 OFFER_PRICE_CHANGED and nothing is booked', async () => {
    const phone = await listing();
    const them = await buyer();
    const id = await offered(calls, them, phone.id, 400);
    expect((await calls.counter(seller, id, 650)).statusCode).toBe(200);
    await setPriceRaw(phone.id, 40_000);

    const res = await calls.accept(them, id);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().code).toBe('OFFER_PRICE_CHANGED');
    expect(await bookingsOf(phone.id)).toEqual([]);
    expect(await offerRow(id)).toMatchObject({ status: 'expired', closedBy: 'price-changed' });
    expect(await expiryNotices(them.row.id)).toHaveLength(1);
  });

  it('When the seller cuts the price, then the offers it no longer fits expire with both sides told, the rest stay live, and an in-range one still books at its price', async () => {
    const phone = await listing();
    const [high, low, counteredBuyer] = await Promise.all([buyer(), buyer(), buyer()]);
    const outOfRange = await offered(calls, high, phone.id, 600);
    const inRange = await offered(calls, low, phone.id, 380);
    const counter = await offered(calls, counteredBuyer, phone.id, 360);
    expect((await calls.counter(seller, counter, 390)).statusCode).toBe(200);
    const sellerToldBefore = (await expiryNotices(seller.row.id)).length;

    const cut = await editPrice(phone.id, 400);
    expect(cut.statusCode, cut.body).toBe(200);
    expect(await offerRow(outOfRange)).toMatchObject({
      status: 'expired',
      closedBy: 'price-changed',
    });
    expect((await offerRow(inRange)).status).toBe('open');
    expect((await offerRow(counter)).status).toBe('countered');
    const [told] = await expiryNotices(high.row.id);
    expect(told!.body).toContain('$400');
    expect((await expiryNotices(seller.row.id)).length).toBe(sellerToldBefore + 1);
    expect(await expiryNotices(low.row.id)).toEqual([]);
    expect(await expiryNotices(counteredBuyer.row.id)).toEqual([]);
    // The buyer's list shows it expired.
    const mine = (await calls.list(high, 'buyer')).json();
    expect(mine.find((o: { id: string }) => o.id === outOfRange)).toMatchObject({
      status: 'expired',
      listingPrice: 400,
    });

    // Accepting the expired one says why; accepting one that fits books at its own price.
    const late = await calls.accept(seller, outOfRange);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('OFFER_PRICE_CHANGED');
    const ok = await calls.accept(seller, inRange);
    expect(ok.statusCode, ok.body).toBe(200);
    const rows = await bookingsOf(phone.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ buyerId: low.row.id, priceCents: 38_000 });
    expect((await offerRow(counter)).status).toBe('declined');
  });

  it('When the seller raises the price above twice an offer, then it expires; an edit that keeps the price expires nothing', async () => {
    const phone = await listing();
    const [half, fits] = await Promise.all([buyer(), buyer()]);
    const under = await offered(calls, half, phone.id, 600);
    const kept = await offered(calls, fits, phone.id, 650);

    const same = await ctx().app.inject({
      method: 'PATCH',
      url: `/api/product/${phone.id}`,
      headers: seller.headers,
      payload: { sellingPrice: 700, description: 'Battery replaced last month.' },
    });
    expect(same.statusCode, same.body).toBe(200);
    expect((await offerRow(under)).status).toBe('open');

    expect((await editPrice(phone.id, 1_250)).statusCode).toBe(200);
    expect(await offerRow(under)).toMatchObject({ status: 'expired', closedBy: 'price-changed' });
    expect((await offerRow(kept)).status).toBe('open');
    expect(await expiryNotices(half.row.id)).toHaveLength(1);
    expect(await expiryNotices(fits.row.id)).toEqual([]);
  });
});
