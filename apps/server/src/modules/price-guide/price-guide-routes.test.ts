import { PRICE_FAR_BELOW_REASON } from '@phonebazaar/shared';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it, vi } from 'vitest';
import { products } from '../../db/schema.ts';
import { priceGuideSales } from '../../db/schema-price-guide.ts';
import { adminCalls } from '../../test/admin-helpers.ts';
import { type Actor, actorFor } from '../../test/buying-helpers.ts';
import { armsLength } from '../../test/deal-fixtures.ts';
import { createFixtures, type Fixtures } from '../../test/fixtures.ts';
import { storedImage } from '../../test/selling-helpers.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';
import { createPriceGuide } from './index.ts';
import { guideDeals, guideUrl, type PhoneKey } from './price-guide-test-helpers.ts';

/**
 * Issue #20: GET /api/price-guide over completed sales, refreshed by the settlement steps
 * themselves (release and refund through the API), the card badge, and the low-price guard.
 * Issue #36: the deals are at arm's length (distinct verified phones, week-old accounts), and a
 * band needs 3 distinct sellers and 3 distinct buyers, counting 2 sales per seller.
 */
describeOnEachDatabase('Price guide', (ctx) => {
  let f: Fixtures;
  let buyer: Actor;
  let seller: Actor;
  let sellers: Actor[];
  let buyers: Actor[];
  let admin: Actor;
  let key: PhoneKey;
  let categoryId: string;
  const deals = guideDeals(ctx);
  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx().app.inject({ method: 'GET', url, headers });
  const exact = () =>
    guideUrl({
      model: key.modelId,
      storage: key.storageGb,
      variant: key.variant,
      condition: key.productCondition,
    });

  beforeAll(async () => {
    const db = ctx().database.db;
    f = createFixtures(db);
    const sellerRows = [await f.seller({ verified: true }), await f.seller(), await f.seller()];
    const buyerRows = [await f.buyer(), await f.buyer(), await f.buyer()];
    await armsLength(db, ...sellerRows, ...buyerRows);
    sellers = await Promise.all(sellerRows.map((row) => actorFor(ctx(), row)));
    buyers = await Promise.all(buyerRows.map((row) => actorFor(ctx(), row)));
    [seller, buyer] = [sellers[0]!, buyers[0]!];
    admin = await actorFor(ctx(), await f.admin());
    const brand = await f.category();
    categoryId = brand.id;
    const model = await f.phoneModel({ categoryId: brand.id, storageGb: [128, 256] });
    key = { modelId: model.id, storageGb: 128, variant: 'official', productCondition: 'Good' };
  });

  it('When a key has fewer than 5 completed sales, then "none"; the fifth release through the handoff code shows the band', async () => {
    expect((await get(exact())).json()).toEqual({ basis: 'none', band: null, exactCount: 0 });
    const [s1, s2, s3] = sellers as [Actor, Actor, Actor];
    const [b1, b2, b3] = buyers as [Actor, Actor, Actor];
    for (const [s, b, price] of [
      [s1, b1, 40_000],
      [s2, b2, 42_000],
      [s3, b3, 44_000],
      [s1, b2, 46_000],
    ] as [Actor, Actor, number][]) {
      await deals.released(f, { buyer: b, seller: s }, key, price);
    }
    expect((await get(exact())).json()).toMatchObject({ basis: 'none', exactCount: 4 });

    await deals.released(f, { buyer: b3, seller: s2 }, key, 48_000);
    const res = await get(exact());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      basis: 'exact',
      exactCount: 5,
      band: { median: 440, p25: 420, p75: 460, count: 5, lastSaleAt: expect.any(String) },
    });
    expect(Date.now() - Date.parse(res.json().band.lastSaleAt)).toBeLessThan(60_000);
  });

  it('When a deal is refunded after a decline, then it never counts, and the sweep does not add it either', async () => {
    await deals.refunded(f, { buyer, seller }, key, 10_000);
    expect((await get(exact())).json().band).toMatchObject({ count: 5, median: 440 });
    const held = await deals.held(f, { buyer, seller }, key, 10_000);
    const sweep = createPriceGuide({ db: ctx().database.db, publicUrl: ctx().env.PUBLIC_URL });
    await sweep.service.sweep();
    expect((await get(exact())).json().band).toMatchObject({ count: 5, median: 440 });
    const rows = await ctx()
      .database.db.select()
      .from(priceGuideSales)
      .where(eq(priceGuideSales.bookingId, held));
    expect(rows).toEqual([]);
  });

  it('When the exact grade has too few sales, then (model, storage) across grades is given, labelled so; another storage has none', async () => {
    const fair = guideUrl({
      model: key.modelId,
      storage: 128,
      variant: 'official',
      condition: 'Fair',
    });
    expect((await get(fair)).json()).toEqual({
      basis: 'model-storage',
      exactCount: 0,
      band: expect.objectContaining({ count: 5, median: 440 }),
    });
    const noCondition = guideUrl({ model: key.modelId, storage: 128 });
    expect((await get(noCondition)).json().basis).toBe('model-storage');
    const other = guideUrl({ model: key.modelId, storage: 256, condition: 'Good' });
    expect((await get(other)).json()).toEqual({ basis: 'none', band: null, exactCount: 0 });
  });

  it('When the guide is read, then it is public with a short max-age and an ETag that answers 304; a bad query is 400', async () => {
    const res = await get(exact());
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^"pg-/);
    const again = await get(exact(), { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await get(exact(), { 'if-none-match': '"pg-other"' })).statusCode).toBe(200);
    expect((await get(guideUrl({ model: 'not-a-uuid' }))).statusCode).toBe(400);
    expect((await get(guideUrl({ model: key.modelId, condition: 'Mint' }))).statusCode).toBe(400);
  });

  it('When If-None-Match is `*`, a list holding the tag or its weak twin, then the guide answers 304, as the answers kept in memory do', async () => {
    const etag = (await get(exact())).headers.etag as string;
    for (const held of ['*', `"pg-other", ${etag}`, `W/${etag}`]) {
      const res = await get(exact(), { 'if-none-match': held });
      expect(res.statusCode, held).toBe(304);
      expect(res.body).toBe('');
      expect(res.headers.etag).toBe(etag);
    }
  });

  it('When a listing of the key is on the market, then its card says how far below typical it is, without a request more', async () => {
    const cheap = await f.product({ seller: seller.row, ...key, sellingPriceCents: 39_600 });
    const plain = await f.product({ seller: seller.row, sellingPriceCents: 39_600 });
    await vi.waitFor(
      async () => {
        const cards = (await get('/api/allproducts?limit=100')).json() as {
          _id: string;
          typicalPrice?: unknown;
        }[];
        expect(cards.find((c) => c._id === cheap.id)?.typicalPrice).toEqual({
          median: 440,
          percentBelow: 10,
          basis: 'exact',
        });
        expect(cards.find((c) => c._id === plain.id)?.typicalPrice).toBeNull();
      },
      { timeout: 5_000, interval: 200 },
    );
    const page = (await get(`/api/listings/${cheap.id}`)).json();
    expect(page.typicalPrice).toMatchObject({ percentBelow: 10 });
  });

  it('When a seller lists the phone under half the median, then 409 until confirmed; confirmed, it is saved and shows in Reported Items', async () => {
    const productImg = await storedImage(ctx());
    const body = {
      productName: 'Cheap phone',
      marketPrice: 800,
      sellingPrice: 200,
      purchaseYear: '2024-01-10',
      area: 'Dhaka',
      productCondition: key.productCondition,
      categoriesId: categoryId,
      productImg,
      description: 'Works well, small scratch.',
      sellerPhone: '+8801711000000',
      modelId: key.modelId,
      storageGb: key.storageGb,
      variant: key.variant,
    };
    const add = (payload: object) =>
      ctx().app.inject({
        method: 'POST',
        url: '/api/addproduct',
        headers: seller.headers,
        payload,
      });

    const refused = await add(body);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'PRICE_CONFIRMATION_REQUIRED',
      message: expect.stringContaining('$440'),
      fieldErrors: { sellingPrice: [expect.stringContaining('$440')] },
    });
    // At half the median or more, nothing to confirm.
    const fair = await add({ ...body, sellingPrice: 220 });
    expect(fair.statusCode, fair.body).toBe(200);

    const confirmed = await add({ ...body, confirmLowPrice: true });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const id = confirmed.json().insertedId as string;
    const reported = (await adminCalls(ctx).reported(admin, '?limit=100')).json() as {
      _id: string;
      reasons: string[];
    }[];
    expect(reported.find((r) => r._id === id)?.reasons).toEqual([PRICE_FAR_BELOW_REASON]);
    expect(reported.some((r) => r._id === fair.json().insertedId)).toBe(false);
    // Issue #21 (decision 041): a confirmed far-below price also holds the listing for review.
    const stateOf = async (listingId: string) =>
      (
        await ctx()
          .database.db.select({ state: products.reviewState })
          .from(products)
          .where(eq(products.id, listingId))
      )[0]?.state;
    expect(await stateOf(id)).toBe('pending_review');
    expect(await stateOf(fair.json().insertedId)).toBe('clear');

    // An edit to a far lower price asks again.
    const edit = (payload: object) =>
      ctx().app.inject({
        method: 'PATCH',
        url: `/api/product/${fair.json().insertedId}`,
        headers: seller.headers,
        payload,
      });
    expect((await edit({ sellingPrice: 150 })).json().code).toBe('PRICE_CONFIRMATION_REQUIRED');
    expect((await edit({ sellingPrice: 150, confirmLowPrice: true })).statusCode).toBe(200);
    expect(await stateOf(fair.json().insertedId)).toBe('pending_review');
  });

  it('When a counted sale leaves the 90-day window, then the sweep takes it out of the figures', async () => {
    const db = ctx().database.db;
    const [oldest] = await db
      .select({ bookingId: priceGuideSales.bookingId })
      .from(priceGuideSales)
      .where(eq(priceGuideSales.priceCents, 48_000));
    await db
      .update(priceGuideSales)
      .set({ soldAt: sql`now() - interval '91 days'` })
      .where(eq(priceGuideSales.bookingId, oldest!.bookingId));
    const guide = createPriceGuide({ db, publicUrl: ctx().env.PUBLIC_URL });
    expect((await guide.service.sweep()).refreshed).toBeGreaterThan(0);
    // Four sales left in the window, of this key and across grades alike: not enough yet.
    expect((await get(exact())).json()).toEqual({ basis: 'none', band: null, exactCount: 4 });
  });

  it('When one seller sells more than twice, then 2 of their sales count; without 3 distinct sellers the band is not shown (issue #36)', async () => {
    const other = { ...key, productCondition: 'Excellent' as const };
    const url = guideUrl({
      model: other.modelId,
      storage: other.storageGb,
      variant: other.variant,
      condition: other.productCondition,
    });
    const [s1, s2, s3] = sellers as [Actor, Actor, Actor];
    const [b1, b2, b3] = buyers as [Actor, Actor, Actor];
    // One seller's three sales to three buyers, another's two to one buyer: 4 count, 2 sellers.
    for (const [s, b, price] of [
      [s1, b1, 60_000],
      [s1, b2, 61_000],
      [s1, b3, 62_000],
      [s2, b1, 63_000],
      [s2, b1, 64_000],
    ] as [Actor, Actor, number][]) {
      await deals.released(f, { buyer: b, seller: s }, other, price);
    }
    expect((await get(url)).json()).toMatchObject({ basis: 'model-storage', exactCount: 4 });
    // A third seller: 5 sales from 3 sellers and 3 buyers (s1's newest two, to b2 and b3).
    await deals.released(f, { buyer: b1, seller: s3 }, other, 65_000);
    expect((await get(url)).json()).toMatchObject({
      basis: 'exact',
      exactCount: 5,
      band: { count: 5, median: 630 },
    });
  });
});
