import {
  NEXT_CURSOR_HEADER,
  type SearchFacet,
  type SearchResult,
  toSearchString,
} from '@phonebazaar/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeOnEachDatabase } from '../../test/test-app.ts';
import { IN_STOCK_BOOST, VERIFIED_BOOST } from './candidate-statement.ts';
import {
  COUNTED,
  facetCounts,
  type ListingFacts,
  matches,
  type ReferenceQuery,
  type ReferenceSort,
  type SearchWorld,
  seedSearchWorld,
  sortListings,
} from './search-test-data.ts';

const FACETS: SearchFacet[] = ['category', 'model', 'storage', 'condition', 'area', 'variant'];

describeOnEachDatabase('search against a brute-force reference', (ctx) => {
  let world: SearchWorld;
  beforeAll(async () => {
    world = await seedSearchWorld(ctx().database.db, 2600);
  }, 120_000);

  const ids = (kind: 'category' | 'model', name: string) => {
    const map = kind === 'category' ? world.categories : world.models;
    return [...map].filter(([, n]) => n === name).map(([id]) => id);
  };

  /** Every page of a search, following x-next-cursor. */
  async function everyPage(query: ReferenceQuery & { sort?: string }, limit = 60) {
    const items: string[] = [];
    let first: SearchResult | undefined;
    let cursor: string | undefined;
    for (let i = 0; i < 100; i++) {
      const search = toSearchString(query as Parameters<typeof toSearchString>[0]);
      const url = `/api/search?${search}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`;
      const res = await ctx().app.inject({ method: 'GET', url });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as SearchResult;
      first ??= body;
      items.push(...body.items.map((p) => p._id));
      cursor = res.headers[NEXT_CURSOR_HEADER] as string | undefined;
      if (!cursor) return { items, first };
      expect(body.items).toHaveLength(limit);
    }
    throw new Error('more than 100 pages');
  }

  /** Same listings in the same order, the same total, and exact facets when not sampled. */
  async function expectLikeReference(query: ReferenceQuery, sort: ReferenceSort = 'newest') {
    const expected = sortListings(
      world.listings.filter((l) => matches(l, query)),
      sort,
    );
    const { items, first } = await everyPage({ ...query, ...(sort !== 'newest' ? { sort } : {}) });
    expect(items).toEqual(expected.map((l) => l.id));
    const unfiltered = Object.keys(query).every((k) => k === 'category');
    expect(first.total).toBe(expected.length > COUNTED && !unfiltered ? '2000+' : expected.length);
    for (const facet of FACETS) {
      const over = world.listings.filter((l) => matches(l, query, facet));
      if (over.length > COUNTED && !unfiltered) {
        expect(first.facetsSampled).toBe(true);
        continue;
      }
      const got = first.facets[facet].map(({ value, count }) => ({ value, count }));
      expect(got, facet).toEqual(facetCounts(over, facet));
    }
    return expected;
  }

  it('When nothing narrows the search, then every live listing comes newest first with exact counts', async () => {
    const all = await expectLikeReference({});
    expect(all.length).toBeGreaterThan(COUNTED);
  }, 120_000);

  it('When one brand or two are asked for, then totals and counts come from the counters, exact', async () => {
    await expectLikeReference({ category: ids('category', 'Apple') });
    await expectLikeReference(
      { category: [...ids('category', 'Google'), ...ids('category', 'Samsung')] },
      'price_desc',
    );
  });

  describe('each filter alone', () => {
    it('When filtered by model, storage, condition, area or variant, then exactly the matching listings come', async () => {
      await expectLikeReference({ model: ids('model', 'Pixel 7') });
      await expectLikeReference({ storage: [128, 1024] });
      await expectLikeReference({ condition: ['Excellent'] });
      await expectLikeReference({ area: ['Khulna'] }, 'price_asc');
      await expectLikeReference({ variant: ['refurbished'] });
    });

    it('When filtered by price, battery, verified seller, IMEI on file or no defects, then exactly the matching listings come', async () => {
      await expectLikeReference({ priceMin: 500, priceMax: 2000 });
      await expectLikeReference({ batteryMin: 90 });
      await expectLikeReference({ verifiedSeller: true, area: ['Dhaka'] });
      await expectLikeReference({ imeiOnFile: true, condition: ['Good'] });
      await expectLikeReference({ noDefects: true, storage: [256] });
    });
  });

  it('When filters are combined with text, then every sort matches the reference', async () => {
    const query: ReferenceQuery = {
      q: 'galaxy',
      area: ['Dhaka', 'Khulna'],
      storage: [128, 256],
      priceMax: 9000,
    };
    for (const sort of ['newest', 'price_asc', 'price_desc'] as const) {
      await expectLikeReference(query, sort);
    }
    await expectLikeReference({ q: 'iphone 14 pr', batteryMin: 70, noDefects: true });
    await expectLikeReference({ q: 'box charg' }, 'price_desc');
  }, 120_000);

  it('When several facets are filtered, then each facet counts the listings the other filters let through', async () => {
    const query: ReferenceQuery = {
      condition: ['Good', 'Excellent'],
      area: ['Dhaka'],
      variant: ['official', 'refurbished'],
      model: [...ids('model', 'Galaxy S23'), ...ids('model', 'iPhone 15')],
    };
    await expectLikeReference(query);
    await expectLikeReference(query, 'price_desc');
    await expectLikeReference({ ...query, q: 'used' }, 'price_asc');
  });

  it('When a word is in most listings, then the total is 2000+ and every page still comes in order', async () => {
    const expected = await expectLikeReference({ q: 'used' }, 'price_asc');
    expect(expected.length).toBeGreaterThan(COUNTED);
    await expectLikeReference({ q: 'used' });
  }, 120_000);

  it('When sorted by relevance, then the matches come by rank and its tie-breakers, newest first among equals', async () => {
    const q = 'pixel pro';
    const expected = world.listings.filter((l) => matches(l, { q }));
    const { db } = ctx().database;
    const ranked =
      (await db.execute(sql`select id, ts_rank(search_doc, search_query(${q}))::float8 as r,
        (${sql.raw(String(VERIFIED_BOOST))} * seller_verified::int
          + ${sql.raw(String(IN_STOCK_BOOST))} * (not booking)::int)::float8 as b,
        post_time from products where sold = false and deleted_at is null
        and search_doc @@ search_query(${q}) order by r desc, b desc, post_time desc, id desc`)) as unknown as {
        rows: { id: string }[];
      };
    const { items, first } = await everyPage({ q, sort: 'relevance' } as ReferenceQuery, 25);
    expect(new Set(items)).toEqual(new Set(expected.map((l) => l.id)));
    expect(items).toEqual(ranked.rows.map((r) => r.id));
    expect(first.total).toBe(expected.length);
  });

  it('When relevance is asked of a set over the cap, then it comes newest first (decision 030)', async () => {
    const expected = sortListings(
      world.listings.filter((l) => matches(l, { q: 'used' })),
      'newest',
    );
    const { items } = await everyPage({ q: 'used', sort: 'relevance' } as ReferenceQuery);
    expect(items).toEqual(expected.map((l: ListingFacts) => l.id));
  }, 120_000);
});
