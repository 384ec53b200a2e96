import type { SearchDebugResult, SearchResult } from '@phonebazaar/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { categories } from '../../db/schema.ts';
import { createFixtures } from '../../test/fixtures.ts';
import { account } from '../../test/selling-helpers.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';

/** Issue #42: typos, relaxed queries, aliases, places, prices and storage in the words. */
describeOnEachDatabase('search that forgives how people type', (ctx) => {
  const ids: Record<string, string[]> = {};
  const add = (key: string, id: string) => {
    ids[key] = [...(ids[key] ?? []), id];
  };
  beforeAll(async () => {
    const f = createFixtures(ctx().database.db);
    const brands = Object.fromEntries(
      await Promise.all(
        ['Samsung', 'Apple', 'Motorola', 'OnePlus', 'Google'].map(
          async (name) => [name, await f.category({ name })] as const,
        ),
      ),
    );
    const model = (brand: string, name: string) =>
      f.phoneModel({ categoryId: brands[brand]!.id, name });
    const s23 = await model('Samsung', 'Galaxy S23');
    const ip15 = await model('Apple', 'iPhone 15 Pro');
    const ip13 = await model('Apple', 'iPhone 13');
    const g84 = await model('Motorola', 'Moto G84');
    const op11 = await model('OnePlus', 'OnePlus 11');
    const px7 = await model('Google', 'Pixel 7');
    for (const [i, storageGb] of [128, 256, 128, 512].entries()) {
      const p = await f.product({
        category: brands.Samsung,
        modelId: s23.id,
        storageGb,
        productName: i === 0 ? 'Galaxy S23 blue' : `Galaxy S23 ${storageGb}GB`,
        sellingPriceCents: 30_000 + i * 10_000,
      });
      add('samsung', p.id);
      if (storageGb === 128) add('samsung128', p.id);
      if (i === 0) add('s23blue', p.id);
    }
    for (let i = 0; i < 3; i++) {
      const p = await f.product({
        category: brands.Apple,
        modelId: ip15.id,
        productName: 'iPhone 15 Pro',
      });
      add('ip15', p.id);
    }
    const ip13a = await f.product({
      category: brands.Apple,
      modelId: ip13.id,
      productName: 'iPhone 13',
    });
    // A decoy: "one" and "plus" in its words, not the brand.
    const decoy = await f.product({
      category: brands.Apple,
      modelId: ip13.id,
      productName: 'iPhone 13 plus one case',
      description: 'One owner, plus a charger.',
    });
    ids.ip13 = [ip13a.id, decoy.id];
    add(
      'motoDhaka',
      (await f.product({ category: brands.Motorola, modelId: g84.id, area: 'Dhaka' })).id,
    );
    add(
      'motoKhulna',
      (await f.product({ category: brands.Motorola, modelId: g84.id, area: 'Khulna' })).id,
    );
    add('oneplus', (await f.product({ category: brands.OnePlus, modelId: op11.id })).id);
    add(
      'pixelCheap',
      (await f.product({ category: brands.Google, modelId: px7.id, sellingPriceCents: 35_000 })).id,
    );
    add(
      'pixelDear',
      (await f.product({ category: brands.Google, modelId: px7.id, sellingPriceCents: 45_000 })).id,
    );
  });

  const search = async (query: string) => {
    const res = await ctx().app.inject({ method: 'GET', url: `/api/search?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as SearchResult;
  };
  const q = (text: string, rest = '') => search(`q=${encodeURIComponent(text)}${rest}`);
  const idsOf = (r: SearchResult) => r.items.map((p) => p._id).sort();
  /** Every page of a search, one listing a page, following the cursors. */
  const everyPage = async (query: string) => {
    const paged: string[] = [];
    let cursor: string | undefined;
    do {
      const res = await ctx().app.inject({
        method: 'GET',
        url: `/api/search?${query}&limit=1${cursor ? `&cursor=${cursor}` : ''}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      paged.push(...(res.json() as SearchResult).items.map((p) => p._id));
      cursor = res.headers['x-next-cursor'] as string | undefined;
    } while (cursor);
    return paged;
  };
  const sorted = (xs: string[]) => [...xs].sort();

  it('When a brand is misspelt, then the corrected results come at once and say what was typed', async () => {
    const r = await q('samsng');
    expect(idsOf(r)).toEqual(sorted(ids.samsung!));
    expect(r.correctedFrom).toBe('samsng');
    expect(r.searchedFor).toBe('Samsung');
    const model = await q('iphon 15');
    expect(idsOf(model)).toEqual(sorted(ids.ip15!));
    expect(model.correctedFrom).toBe('iphon 15');
  });

  it('When the text is asked for as typed, then nothing is corrected and "did you mean" offers it', async () => {
    const r = await q('samsng', '&asTyped=true');
    expect(r.total).toBe(0);
    expect(r.correctedFrom).toBeUndefined();
    expect(r.didYouMean).toBe('Samsung');
  });

  it('When a word is short or has a digit, or is too far, then it is not corrected', async () => {
    // 2 edits from "samsung" in 5 letters: only 1 allowed up to 8 letters.
    expect((await q('smsng')).total).toBe(0);
    // A transposition is one edit.
    expect((await q('pixle')).correctedFrom).toBe('pixle');
    // "iphone 14" is not "iphone 15": the number is relaxed, never corrected.
    const r = await q('iphone 14');
    expect(r.correctedFrom).toBeUndefined();
    expect(r.notMatched).toEqual(['14']);
  });

  it('When a query has one word too many, then it is relaxed, saying which word did not match', async () => {
    const r = await q('iphone 15 pro max');
    expect(idsOf(r)).toEqual(sorted(ids.ip15!));
    expect(r.notMatched).toEqual(['max']);
    expect(r.searchedFor).toBe('iphone 15 pro');
  });

  it('When sorted by relevance, then model and brand matches come above description matches', async () => {
    const f = createFixtures(ctx().database.db);
    const mention = await f.product({
      productName: 'Spare phone',
      description: 'Camera better than a pixel, they say.',
      // A verified seller's tie-breaker never lifts a description-only match.
      seller: await f.seller({ verified: true }),
      sellingPriceCents: 90_000,
      postTime: new Date(Date.now() + 60_000),
    });
    const r = await q('pixel', '&sort=relevance');
    const order = r.items.map((p) => p._id);
    expect(order.at(-1)).toBe(mention.id);
    expect(sorted(order.slice(0, 2))).toEqual(sorted([...ids.pixelCheap!, ...ids.pixelDear!]));
  });

  it('When a brand is written two ways, then the brand is found, not single words', async () => {
    const r = await q('one plus');
    expect(idsOf(r)).toEqual(ids.oneplus);
    expect(r.understood).toEqual([{ kind: 'alias', text: 'one plus', value: 'oneplus' }]);
    expect(idsOf(await q('i phone 13'))).toEqual(sorted(ids.ip13!));
    expect(idsOf(await q('moto'))).toEqual(sorted([...ids.motoDhaka!, ...ids.motoKhulna!]));
  });

  it('When a place is in the words, then it becomes the Area filter', async () => {
    const r = await q('motorola dhaka');
    expect(idsOf(r)).toEqual(ids.motoDhaka);
    expect(r.understood).toEqual([{ kind: 'area', text: 'dhaka', value: 'Dhaka' }]);
    // The person's own Area filter wins: the word stays text and is relaxed away.
    const own = await q('motorola dhaka', '&area=Khulna');
    expect(idsOf(own)).toEqual(ids.motoKhulna);
  });

  it('When a price is in the words, then it becomes a price filter or the cheapest-first sort', async () => {
    const under = await q('pixel under 400');
    expect(idsOf(under)).toEqual(ids.pixelCheap);
    expect(under.understood).toEqual([{ kind: 'priceMax', text: 'under 400', value: '400' }]);
    expect(idsOf(await q('pixel below $400'))).toEqual(ids.pixelCheap);
    expect(idsOf(await q('pixel 400-500'))).toEqual(ids.pixelDear);
    const cheap = await q('cheap pixel');
    expect(cheap.items.slice(0, 2).map((p) => p._id)).toEqual([
      ...ids.pixelCheap!,
      ...ids.pixelDear!,
    ]);
    expect(cheap.understood?.[0]).toEqual({ kind: 'cheap', text: 'cheap', value: 'price_asc' });
  });

  it('When storage is written any way, then it becomes the Storage filter', async () => {
    for (const text of ['samsung 128gb', 'samsung 128 gb', 'samsung 128']) {
      const r = await q(text);
      expect(idsOf(r), text).toEqual(sorted(ids.samsung128!));
      expect(r.understood?.[0]?.kind).toBe('storage');
    }
  });

  it('When a corrected search is paged, then its pages go on with the correction', async () => {
    const first = await ctx().app.inject({ method: 'GET', url: '/api/search?q=samsng&limit=2' });
    const cursor = first.headers['x-next-cursor'];
    expect(typeof cursor).toBe('string');
    const next = await search(`q=samsng&limit=2&cursor=${cursor}`);
    const all = [...(first.json() as SearchResult).items, ...next.items].map((p) => p._id);
    expect(new Set(all).size).toBe(4);
    expect(sorted(all)).toEqual(sorted(ids.samsung!));
  });

  it('When an admin asks for debug, then each result shows its score parts; others may not ask', async () => {
    const url = `/api/admin/search?q=${encodeURIComponent('samsng')}&sort=relevance&debug=1`;
    const anonymous = await ctx().app.inject({ method: 'GET', url });
    expect(anonymous.statusCode).toBe(401);
    const buyer = await account(ctx());
    const refused = await ctx().app.inject({ method: 'GET', url, headers: buyer.headers });
    expect(refused.statusCode).toBe(403);
    const admin = await account(ctx(), 'admin');
    const res = await ctx().app.inject({ method: 'GET', url, headers: admin.headers });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as SearchDebugResult;
    expect(body.correctedFrom).toBe('samsng');
    expect(body.scores?.map((s) => s.id)).toEqual(body.items.map((p) => p._id));
    for (const score of body.scores ?? []) {
      expect(score.text).toBeGreaterThan(0);
      expect(score.total).toBeCloseTo(score.text + score.exact);
    }
    // Best match orders by the total the parts add up to, then by the tie-breakers.
    const keys = (body.scores ?? []).map((s) => [s.total, s.verifiedSeller + s.inStock]);
    const sortedKeys = [...keys].sort((a, b) => b[0]! - a[0]! || b[1]! - a[1]!);
    expect(keys).toEqual(sortedKeys);
  });

  it("When two listings match the text equally, then the verified seller's ranks first, then the one in stock", async () => {
    const f = createFixtures(ctx().database.db);
    const nokia = await f.category({ name: 'Nokia' });
    const g42 = await f.phoneModel({ categoryId: nokia.id, name: 'Nokia G42' });
    const listing = (extra: { seller?: Awaited<ReturnType<typeof f.seller>>; booking?: boolean }) =>
      f.product({ category: nokia, modelId: g42.id, productName: 'Nokia G42', ...extra });
    // Created oldest first: newest first among equals would put them the other way round.
    const verified = await listing({ seller: await f.seller({ verified: true }) });
    const inStock = await listing({});
    const booked = await listing({ booking: true });
    // A verified seller's listing matching a word only in its description stays below them.
    const mention = await f.product({
      category: nokia,
      productName: 'Nokia phone',
      description: 'Faster than a G42.',
      seller: await f.seller({ verified: true }),
    });
    const r = await q('nokia g42', '&sort=relevance');
    expect(r.items.map((p) => p._id)).toEqual([verified.id, inStock.id, booked.id, mention.id]);
    // Page by page, the cursor keeps the tie-breakers' order.
    expect(await everyPage('q=nokia%20g42&sort=relevance')).toEqual(r.items.map((p) => p._id));
    // The admin's debug shows what each tie-breaker adds.
    const admin = await account(ctx(), 'admin');
    const res = await ctx().app.inject({
      method: 'GET',
      url: '/api/admin/search?q=nokia%20g42&sort=relevance&debug=1',
      headers: admin.headers,
    });
    const scores = (res.json() as SearchDebugResult).scores ?? [];
    expect(scores.map((s) => [s.id, s.verifiedSeller, s.inStock])).toEqual([
      [verified.id, 0.002, 0.001],
      [inStock.id, 0, 0.001],
      [booked.id, 0, 0],
      [mention.id, 0.002, 0.001],
    ]);
    expect(scores[0]!.total).toBe(scores[2]!.total);
  });

  it('When a corrected search has its own sort, then the listings matching the text as typed come first, then the sort', async () => {
    const f = createFixtures(ctx().database.db);
    const [motorola] = await ctx()
      .database.db.select()
      .from(categories)
      .where(eq(categories.name, 'Motorola'));
    // Matches "motorla" as typed (its description) and the correction; the oldest and cheapest.
    const typo = await f.product({
      category: motorola,
      productName: 'Moto phone',
      description: 'Motorla box and charger.',
      sellingPriceCents: 10_000,
      postTime: new Date('2024-01-01T00:00:00Z'),
    });
    const others = [...ids.motoDhaka!, ...ids.motoKhulna!];
    for (const sort of ['newest', 'price_asc', 'price_desc']) {
      const r = await q('motorla', `&sort=${sort}`);
      expect(r.correctedFrom, sort).toBe('motorla');
      expect(r.items[0]?._id, sort).toBe(typo.id);
      expect(sorted(r.items.slice(1).map((p) => p._id)), sort).toEqual(sorted(others));
    }
    // The newest after it, and the same order page by page.
    const newest = await q('motorla', '&sort=newest');
    const times = newest.items.slice(1).map((p) => Date.parse(p.postTime));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(await everyPage('q=motorla&sort=newest')).toEqual(newest.items.map((p) => p._id));
  });
});
