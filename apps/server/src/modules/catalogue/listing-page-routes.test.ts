import type { ListingGone, PublicListing } from '@phonebazaar/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { bookings } from '../../db/schema.ts';
import { createFixtures, type Fixtures } from '../../test/fixtures.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';

describeOnEachDatabase('listing page API', (ctx) => {
  let f: Fixtures;
  beforeAll(() => {
    f = createFixtures(ctx().database.db);
  });

  const get = (id: string) => ctx().app.inject({ method: 'GET', url: `/api/listings/${id}` });
  const origin = () => new URL(ctx().env.PUBLIC_URL).origin;

  it("When a live listing is read, then it is the card's shape plus its page's URL and the seller's card", async () => {
    const joined = new Date('2024-02-03T04:05:06.007Z');
    const seller = await f.seller({
      verified: true,
      name: 'Arif',
      photoUrl: '/images/arif.webp',
      createdAt: joined,
    });
    const phone = await f.product({ seller, sellingPriceCents: 123_456 });
    // Two of the seller's other listings were paid for; an unpaid booking is not a sale.
    await f.sale({ product: await f.product({ seller }) });
    await f.sale({ product: await f.product({ seller }) });
    await f.booking({ product: await f.product({ seller }) });
    // A refunded deal (issue #18) was no sale either.
    const refunded = await f.sale({ product: await f.product({ seller }) });
    await ctx()
      .database.db.update(bookings)
      .set({ settlement: 'refunded' })
      .where(eq(bookings.id, refunded.booking.id));
    // Nor is a deal whose money is still held (or declined, disputed): the seller profile's
    // count, the same figure on both pages (decision 035).
    for (const settlement of ['held', 'declined', 'disputed'] as const) {
      const open = await f.sale({ product: await f.product({ seller }) });
      await ctx()
        .database.db.update(bookings)
        .set({ settlement })
        .where(eq(bookings.id, open.booking.id));
    }

    const res = await get(phone.id);
    expect(res.statusCode).toBe(200);
    const body = res.json() as PublicListing;
    const card = (await ctx().app.inject({ url: '/api/allproducts?limit=100' }))
      .json()
      .find((p: { _id: string }) => p._id === phone.id);
    const { url, seller: sellerCard, ...rest } = body;
    expect(rest).toEqual(card);
    expect(body.sellingPrice).toBe(1234.56);
    expect(url).toBe(`${origin()}/listings/${phone.id}`);
    expect(sellerCard).toEqual({
      name: 'Arif',
      img: `${origin()}/images/arif.webp`,
      verified: true,
      memberSince: '2024-02-03T04:05:06.007Z',
      completedSales: 2,
    });
    expect(res.headers.expires).toBeUndefined();
  });

  it('When a seller has sold nothing, then completedSales is 0', async () => {
    const phone = await f.product();
    expect((await get(phone.id)).json().seller.completedSales).toBe(0);
  });

  it('When a listing is on hold, then it shows as booked and the answer expires when the hold lapses', async () => {
    const phone = await f.product();
    const hold = await f.booking({ product: phone });
    const res = await get(phone.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ booking: true, sold: false });
    expect(Date.parse(String(res.headers.expires))).toBe(
      Math.floor(hold.expiresAt.getTime() / 1000) * 1000,
    );
  });

  it('When a listing was sold, then it is a 410 LISTING_GONE with sold true', async () => {
    const phone = await f.product();
    await f.sale({ product: phone });
    const res = await get(phone.id);
    expect(res.statusCode).toBe(410);
    expect(res.json<ListingGone>()).toEqual({
      message: expect.any(String),
      code: 'LISTING_GONE',
      sold: true,
      categoriesId: phone.categoryId,
    });
  });

  it('When a listing was deleted, then it is a 410 LISTING_GONE with sold false', async () => {
    const phone = await f.product({ deletedAt: new Date() });
    const res = await get(phone.id);
    expect(res.statusCode).toBe(410);
    expect(res.json()).toEqual({
      message: expect.any(String),
      code: 'LISTING_GONE',
      sold: false,
      categoriesId: phone.categoryId,
    });
  });

  it.each([
    ['an unknown id', '6f1c2b1e-8a4d-4c55-9d1e-000000000000'],
    ['a malformed id', 'not-a-uuid'],
    ['an over-long id', 'x'.repeat(400)],
  ])('When %s is asked for, then it is a 404', async (_what, id) => {
    const res = await get(id);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Listing not found.', code: 'LISTING_NOT_FOUND' });
  });
});

describeOnEachDatabase(
  'listing page API with the response cache',
  (ctx) => {
    it('When a listing is read again, then the cached answer goes out until a write changes the catalogue, then the 410 shows', async () => {
      const f = createFixtures(ctx().database.db);
      const phone = await f.product();
      const url = `/api/listings/${phone.id}`;
      const first = await ctx().app.inject({ url });
      expect(first.statusCode).toBe(200);
      // Sold behind the API's back: no write went through it, so the cache still holds.
      await f.sale({ product: phone });
      const hit = await ctx().app.inject({ url });
      expect(hit.statusCode).toBe(200);
      expect(hit.headers.etag).toBe(first.headers.etag);
      // Any write through the API bumps the catalogue version (decision 014).
      await ctx().app.catalogVersion.changed();
      expect((await ctx().app.inject({ url })).statusCode).toBe(410);
    });
  },
  { RESPONSE_CACHE: 'true' },
);
