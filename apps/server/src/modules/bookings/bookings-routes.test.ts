import { eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { bookings, products } from '../../db/schema.ts';
import {
  type Actor,
  actorFor,
  bookingPayload,
  bookThrough,
  buyingCalls,
  buyingCast,
  lapse,
  stored,
} from '../../test/buying-helpers.ts';
import type { Fixtures } from '../../test/fixtures.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';

describeOnEachDatabase('POST /api/booking', (ctx) => {
  const calls = buyingCalls(ctx);
  let cast: Awaited<ReturnType<typeof buyingCast>>;
  let f: Fixtures;
  const listing = () => cast.f.product({ sellingPriceCents: 45_050 });

  beforeAll(async () => {
    cast = await buyingCast(ctx());
    f = cast.f;
  });

  it('When a buyer books, then the booking copies the listing, holds it, and ignores the body prices', async () => {
    const phone = await listing();
    const res = await calls.book(cast.buyer, bookingPayload(phone.id, cast.buyer, { price: 0.01 }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ acknowledged: true, insertedId: expect.any(String) });
    const { booking, listing: after } = await stored(ctx(), res.json().insertedId);
    expect(booking).toMatchObject({
      buyerId: cast.buyer.row.id,
      buyerEmail: cast.buyer.email,
      buyerName: cast.buyer.row.name,
      buyerNumber: '+8801712345678',
      meetingLocation: 'Dhanmondi 27, Dhaka',
      sellerId: phone.sellerId,
      sellerEmail: phone.sellerEmail,
      productName: phone.productName,
      productImg: phone.productImg,
      description: phone.description,
      priceCents: 45_050,
      paid: false,
    });
    const holdMs = booking.expiresAt.getTime() - booking.createdAt.getTime();
    expect(holdMs).toBe(ctx().env.BOOKING_HOLD_HOURS * 3_600_000);
    expect(after.booking).toBe(true);
  });

  it('When the listing is booked, then another buyer gets 409 and the same buyer is told it is theirs', async () => {
    const phone = await listing();
    await bookThrough(calls, cast.buyer, phone.id);
    const other = await calls.book(cast.otherBuyer, bookingPayload(phone.id, cast.otherBuyer));
    expect(other.statusCode).toBe(409);
    expect(other.json()).toEqual({
      message: 'This phone is already booked by another buyer.',
      code: 'LISTING_BOOKED',
    });
    const again = await calls.book(cast.buyer, bookingPayload(phone.id, cast.buyer));
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ALREADY_BOOKED_BY_YOU');
  });

  it('When the listing is sold, then 409 with the spec message', async () => {
    const phone = await listing();
    await f.sale({ product: phone });
    const res = await calls.book(cast.buyer, bookingPayload(phone.id, cast.buyer));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'This phone has already been sold.',
      code: 'LISTING_SOLD',
    });
  });

  it('When the listing is unknown, malformed or deleted, then 404', async () => {
    const gone = await cast.f.product({ deletedAt: new Date() });
    for (const id of [gone.id, '00000000-0000-4000-8000-000000000000', 'nope', 'x'.repeat(64)]) {
      const res = await calls.book(cast.buyer, bookingPayload(id, cast.buyer));
      expect(res.statusCode, id).toBe(404);
      expect(res.json().code).toBe('PRODUCT_NOT_FOUND');
    }
  });

  it('When a seller or an admin books, or nobody is signed in, then 403/401 and nothing is stored', async () => {
    const phone = await listing();
    for (const who of [cast.seller, cast.admin]) {
      const res = await calls.book(who, bookingPayload(phone.id, who));
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('ROLE_REQUIRED');
    }
    expect((await calls.book(undefined, bookingPayload(phone.id))).statusCode).toBe(401);
    const rows = await ctx()
      .database.db.select()
      .from(bookings)
      .where(eq(bookings.productId, phone.id));
    expect(rows).toHaveLength(0);
  });

  it('When a buyer books their own listing, then 403', async () => {
    const ownerRow = await f.buyer();
    const owner: Actor = await actorFor(ctx(), ownerRow);
    const phone = await f.product({ seller: ownerRow });
    const res = await calls.book(owner, bookingPayload(phone.id, owner));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      message: 'You cannot book your own listing.',
      code: 'OWN_LISTING',
    });
  });

  it("When buyerEmail is someone else's, then 400 BUYER_MISMATCH; any case of one's own is fine", async () => {
    const phone = await listing();
    const res = await calls.book(
      cast.buyer,
      bookingPayload(phone.id, cast.buyer, { buyerEmail: cast.otherBuyer.email }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'BUYER_MISMATCH',
      fieldErrors: { buyerEmail: [expect.any(String)] },
    });
    const upper = bookingPayload(phone.id, cast.buyer, {
      buyerEmail: cast.buyer.email.toUpperCase(),
    });
    expect((await calls.book(cast.buyer, upper)).statusCode).toBe(200);
  });

  it('When phone or meeting place is missing or malformed, or a field is unknown, then 400', async () => {
    const phone = await listing();
    const bad = [
      { buyerNumber: undefined },
      { buyerNumber: '' },
      { buyerNumber: '01712-345678' },
      { buyerNumber: '123456' },
      { buyerNumber: '+1234567890123456' },
      { meetingLocation: '   ' },
      { meetingLocation: 'x'.repeat(201) },
      { paid: true },
      { expiresAt: '2100-01-01T00:00:00Z' },
    ];
    for (const extra of bad) {
      const res = await calls.book(cast.buyer, bookingPayload(phone.id, cast.buyer, extra));
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    const missing = await calls.book(cast.buyer, { productId: phone.id, meetingLocation: 'x' });
    expect(missing.json().fieldErrors.buyerNumber).toEqual(['Phone number is required']);
    const ok = await calls.book(
      cast.buyer,
      bookingPayload(phone.id, cast.buyer, { buyerNumber: ' 8801712345678 ' }),
    );
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('When the hold lapses, then the listing shows unbooked, and another buyer can book it', async () => {
    const phone = await listing();
    const first = await bookThrough(calls, cast.buyer, phone.id);
    const flag = async () => {
      const list = (await ctx().app.inject({ url: '/api/allproducts?limit=100' })).json();
      return list.find((p: { _id: string }) => p._id === phone.id)?.booking;
    };
    expect(await flag()).toBe(true);
    await lapse(ctx(), first);
    expect(await flag()).toBe(false);

    const second = await bookThrough(calls, cast.otherBuyer, phone.id);
    expect(await flag()).toBe(true);
    const lapsed = await stored(ctx(), first);
    expect(lapsed.booking.releasedAt).toBeInstanceOf(Date);
    expect((await stored(ctx(), second)).booking.releasedAt).toBeNull();
  });

  it('When a second open booking is forced past the service, then the database refuses it', async () => {
    const phone = await listing();
    const id = await bookThrough(calls, cast.buyer, phone.id);
    const { booking } = await stored(ctx(), id);
    const { id: _id, createdAt: _c, releasedAt: _r, ...copy } = booking;
    await expect(
      ctx()
        .database.db.insert(bookings)
        .values({
          ...copy,
          buyerId: cast.otherBuyer.row.id,
          expiresAt: sql`now() + interval '1 hour'`,
        }),
    ).rejects.toThrow();
    const flags = await ctx().database.db.select().from(products).where(eq(products.id, phone.id));
    expect(flags[0]!.sold).toBe(false);
  });
});
