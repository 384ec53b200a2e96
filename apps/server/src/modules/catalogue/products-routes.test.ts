import type { Product } from '@phonebazaar/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { createFixtures, type Fixtures } from '../../test/fixtures.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';

const isNewestFirst = (list: Product[], key: (p: Product) => string) =>
  list.every((p, i) => i === 0 || key(list[i - 1]!) >= key(p));

describeOnEachDatabase('products API', (ctx) => {
  let f: Fixtures;
  beforeAll(() => {
    f = createFixtures(ctx().database.db);
  });

  const get = async (url: string) => {
    const res = await ctx().app.inject({ method: 'GET', url });
    return { res, body: res.json() as Product[] };
  };

  it('When listings are available, booked, sold and deleted, then /api/allproducts shows the unsold, undeleted ones newest first', async () => {
    const available = await f.product();
    const booked = await f.product();
    await f.booking({ product: booked });
    const sold = await f.product();
    await f.sale({ product: sold });
    const deleted = await f.product({ deletedAt: new Date() });

    const { res, body } = await get('/api/allproducts?limit=100');
    expect(res.statusCode).toBe(200);
    const ids = body.map((p) => p._id);
    expect(ids).toContain(available.id);
    expect(ids).not.toContain(sold.id);
    expect(ids).not.toContain(deleted.id);
    expect(body.find((p) => p._id === booked.id)).toMatchObject({ booking: true, sold: false });
    expect(body.every((p) => !p.sold)).toBe(true);
    expect(isNewestFirst(body, (p) => p.postTime)).toBe(true);
    // Created later means newer: the booked listing comes before the available one.
    expect(ids.indexOf(booked.id)).toBeLessThan(ids.indexOf(available.id));
  });

  it('When a listing is read, then the reply has string ids, dollar prices, an ISO postTime and the seller badge', async () => {
    const verified = await f.seller({ verified: true, name: 'Arif', photoUrl: '/images/a.webp' });
    const unverified = await f.seller({ verified: false });
    const postTime = new Date('2025-03-04T05:06:07.089Z');
    const category = await f.category();
    const phone = await f.product({
      seller: verified,
      category,
      marketPriceCents: 150_000,
      sellingPriceCents: 123_456,
      postTime,
      productCondition: 'Excellent',
      area: 'Khulna',
      purchaseYear: '2024-02-29',
    });
    const other = await f.product({ seller: unverified, category });

    const { body } = await get(`/api/categories/${category.id}`);
    const reply = body.find((p) => p._id === phone.id);
    expect(reply).toEqual({
      _id: phone.id,
      productName: phone.productName,
      marketPrice: 1500,
      sellingPrice: 1234.56,
      area: 'Khulna',
      description: phone.description,
      purchaseYear: '2024-02-29',
      productCondition: 'Excellent',
      categoriesId: category.id,
      // Pictures are stored relative and answered on PUBLIC_URL (decision 025).
      productImg: `${new URL(ctx().env.PUBLIC_URL).origin}${phone.productImg}`,
      sellerName: 'Arif',
      // Public answers keep the spec's field but not the address: the seller's relay address
      // (issue #19, decision 036; issue #44).
      sellerEmail: expect.stringMatching(/^s-[a-z2-7]{26}@sellers\.invalid$/),
      sellerImg: `${new URL(ctx().env.PUBLIC_URL).origin}/images/a.webp`,
      sellerVerified: true,
      // Issue #36: whether the seller proved a phone by SMS (never the number).
      sellerPhoneVerified: false,
      // Issue #19: the seller's id, and a seller nobody has reviewed yet.
      sellerId: verified.id,
      sellerRating: { average: null, count: 0 },
      sellerTrusted: false,
      postTime: '2025-03-04T05:06:07.089Z',
      productStatus: 'Available',
      advertisement: false,
      sold: false,
      booking: false,
      // Issue #16: a listing that says nothing more about the phone.
      modelId: null,
      modelName: null,
      storageGb: null,
      ramGb: null,
      colour: null,
      variant: null,
      batteryHealth: null,
      defects: [],
      accessories: [],
      photos: [],
      imeiOnFile: false,
      imeiLast4: null,
      // Issue #20: no model, so no price guide to compare with.
      typicalPrice: null,
    });
    expect(body.find((p) => p._id === other.id)?.sellerVerified).toBe(false);
  });

  it("When a seller's verified flag changes, then their listings show it at once", async () => {
    const seller = await f.seller({ verified: false });
    const category = await f.category();
    await f.product({ seller, category });
    await ctx().database.db.update(users).set({ verified: true }).where(eq(users.id, seller.id));
    const { body } = await get(`/api/categories/${category.id}`);
    expect(body[0]?.sellerVerified).toBe(true);
  });

  it('When listings are advertised, then /api/advertisement shows only advertised unsold ones, newest advertisement first', async () => {
    const at = (day: number) => new Date(`2025-06-${String(day).padStart(2, '0')}T12:00:00Z`);
    // Posted in one order, advertised in the other: the list follows advertisedAt.
    const first = await f.product({ advertisement: true, advertisedAt: at(20) });
    const second = await f.product({ advertisement: true, advertisedAt: at(10) });
    const plain = await f.product();
    const soldAd = await f.product({ advertisement: true, advertisedAt: at(25) });
    await f.sale({ product: soldAd });
    const deletedAd = await f.product({
      advertisement: true,
      advertisedAt: at(26),
      deletedAt: new Date(),
    });

    const { res, body } = await get('/api/advertisement?limit=100');
    expect(res.statusCode).toBe(200);
    const ids = body.map((p) => p._id);
    expect(ids.indexOf(first.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    for (const hidden of [plain.id, soldAd.id, deletedAd.id]) expect(ids).not.toContain(hidden);
    expect(body.every((p) => p.advertisement && !p.sold)).toBe(true);
  });

  it.each(['/api/allproducts', '/api/advertisement'])(
    'When %s gets an unknown query field, then it is a 400 naming the problem',
    async (path) => {
      const { res } = await get(`${path}?email=a@b.c`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.any(String) });
    },
  );
});
