import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bookings, paymentIntents, payments, products } from '../../db/schema.ts';
import { bookingPayload } from '../buying-helpers.ts';
import { productBody } from '../selling-helpers.ts';
import { describeOnEachDatabase } from '../test-app.ts';
import { writeFigures } from './figures.ts';
import {
  callAs,
  expectRefusedUnchanged,
  PRIVILEGED_FIELDS,
  tamperedTally,
} from './mass-assignment-helpers.ts';
import { matrixWorld, type World } from './matrix-world.ts';

/**
 * Issue #7 item 2: role, verified, sold, booking, seller fields, prices and ids in a body
 * change nothing. Listings, bookings and payments; accounts are in mass-assignment-accounts.
 */
describeOnEachDatabase('mass assignment and tampering: listings, bookings, payments', (ctx) => {
  let w: World;
  const db = () => ctx().database.db;
  beforeAll(async () => {
    w = await matrixWorld(ctx());
  });
  afterAll(() => {
    const refused = tamperedTally[ctx().kind] ?? 0;
    writeFigures(`mass-assignment-listings-${ctx().kind}`, { refusedUnchanged: refused });
  });
  const listingRow = async (id: string) =>
    (await db().select().from(products).where(eq(products.id, id)))[0]!;

  it('When a seller adds a product with privileged fields, then 400 and nothing is written', async () => {
    const body = productBody({ categoriesId: w.categoryId, productImg: w.productImg });
    const send = (extra: object) =>
      callAs(ctx, w.seller, 'POST', '/api/addproduct', { ...body, ...extra });
    await expectRefusedUnchanged(ctx, send, [
      ...PRIVILEGED_FIELDS,
      { sellerEmail: w.otherSeller.email },
    ]);
  });

  it("When a product names another seller's name and picture, then the stored seller is the account", async () => {
    const body = productBody({ categoriesId: w.categoryId, productImg: w.productImg });
    const res = await callAs(ctx, w.seller, 'POST', '/api/addproduct', {
      ...body,
      sellerName: w.otherSeller.row.name,
      sellerImg: 'https://evil.example/face.png',
      sellerEmail: w.seller.email.toUpperCase(),
    });
    expect(res.statusCode, res.body).toBe(200);
    const row = await listingRow(res.json().insertedId);
    expect(row).toMatchObject({
      sellerId: w.seller.id,
      sellerEmail: w.seller.email,
      sellerName: w.seller.row.name,
      sellerImg: w.seller.row.photoUrl,
      sold: false,
      booking: false,
      advertisement: false,
      sellingPriceCents: 45050,
    });
  });

  it('When a seller edits or advertises with privileged fields, then 400 and the listing is unchanged', async () => {
    const listing = await w.fresh.listing(w.seller);
    const url = `/api/product/${listing.id}`;
    const fields = [...PRIVILEGED_FIELDS, { sellerEmail: w.otherSeller.email }, { marketPrice: 1 }];
    await expectRefusedUnchanged(
      ctx,
      (x) => callAs(ctx, w.seller, 'PATCH', url, { description: 'Edited.', ...x }),
      fields,
    );
    await expectRefusedUnchanged(ctx, (x) => callAs(ctx, w.seller, 'PUT', url, x), fields);
    expect(await listingRow(listing.id)).toEqual(listing);
  });

  it('When a buyer books with a tampered price, name, picture and seller, then the booking copies the listing', async () => {
    const listing = await w.fresh.listing(w.seller);
    const res = await callAs(ctx, w.buyer, 'POST', '/api/booking', {
      ...bookingPayload(listing.id, undefined, { price: 0.01, sellerEmail: w.otherSeller.email }),
      buyerEmail: w.buyer.email,
      buyerName: 'Someone Else',
      productName: 'Free phone',
    });
    expect(res.statusCode, res.body).toBe(200);
    const [booking] = await db()
      .select()
      .from(bookings)
      .where(eq(bookings.id, res.json().insertedId));
    expect(booking).toMatchObject({
      buyerId: w.buyer.id,
      buyerEmail: w.buyer.email,
      buyerName: w.buyer.row.name,
      sellerId: w.seller.id,
      sellerEmail: w.seller.email,
      priceCents: listing.sellingPriceCents,
      productName: listing.productName,
      productImg: listing.productImg,
      paidAt: null,
      transactionId: null,
    });
  });

  it('When a booking body carries privileged fields or another buyer, then 400 and nothing is written', async () => {
    const listing = await w.fresh.listing(w.seller);
    const send = (x: object) =>
      callAs(ctx, w.buyer, 'POST', '/api/booking', {
        ...bookingPayload(listing.id),
        buyerEmail: w.buyer.email,
        ...x,
      });
    const fields = [
      ...PRIVILEGED_FIELDS,
      { buyerEmail: w.otherBuyer.email },
      { transactionId: 'pi_free' },
      { expiresAt: '2999-01-01T00:00:00.000Z' },
    ];
    await expectRefusedUnchanged(ctx, send, fields);
  });

  it('When an intent is asked for with a tampered price, then its amount is the booking price', async () => {
    const booking = await w.fresh.booking(w.buyer);
    const send = (x: object) =>
      callAs(ctx, w.buyer, 'POST', '/api/create-payment-intent', { bookingId: booking.id, ...x });
    await expectRefusedUnchanged(ctx, send, [...PRIVILEGED_FIELDS, { currency: 'jpy' }]);
    const res = await send({ price: 0.01 });
    expect(res.statusCode, res.body).toBe(200);
    const [intent] = await db()
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.bookingId, booking.id));
    expect(intent).toMatchObject({ amountCents: booking.priceCents, currency: 'usd' });
  });

  it('When a payment is recorded with a tampered price, then the amount is the booking price; extra fields 400', async () => {
    const booking = await w.fresh.booking(w.buyer);
    const intent = await w.fresh.intent(booking.id, booking.priceCents, 'succeeded');
    const body = { bookingId: booking.id, transactionId: intent.id };
    const send = (x: object) => callAs(ctx, w.buyer, 'POST', '/api/payments', { ...body, ...x });
    const other = await w.fresh.listing(w.seller);
    await expectRefusedUnchanged(ctx, send, [
      ...PRIVILEGED_FIELDS,
      { email: w.otherBuyer.email },
      { productId: other.id },
    ]);
    const res = await send({ price: 0.01, email: w.buyer.email, productId: booking.productId });
    expect(res.statusCode, res.body).toBe(200);
    const [payment] = await db().select().from(payments).where(eq(payments.bookingId, booking.id));
    expect(payment).toMatchObject({ amountCents: booking.priceCents, buyerId: w.buyer.id });
  });
});
