import type { SearchResult } from '@phonebazaar/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { listing, sellingCast } from '../../test/selling-helpers.ts';
import { describeOnEachDatabase, type TestContext } from '../../test/test-app.ts';
import { seedSearchWorld } from './search-test-data.ts';

/** Another instance on the suite's database that keeps samples this many seconds. */
async function instance(ctx: TestContext, sampleSeconds: number) {
  const app = await buildApp({
    env: { ...ctx.env, SEARCH_SAMPLE_SECONDS: sampleSeconds },
    database: ctx.database,
  });
  await app.ready();
  return app;
}

async function read(app: FastifyInstance, query: string): Promise<SearchResult> {
  const res = await app.inject({ method: 'GET', url: `/api/search?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as SearchResult;
}

const brands = (answer: SearchResult) => answer.facets.category.map((c) => c.value);

/**
 * A search over the cap keeps its sampled facets for SEARCH_SAMPLE_SECONDS (decision 045);
 * its page, and every answer at or under the cap, is read afresh each time. Every listing
 * added here is the newest and of a new brand, so the newest-first sample of a search
 * without text holds it when, and only when, the sample is read again.
 */
describeOnEachDatabase('search keeps a big set’s sampled facets for a few seconds', (ctx) => {
  const opened: FastifyInstance[] = [];
  beforeAll(async () => {
    await seedSearchWorld(ctx().database.db, 2400);
  }, 120_000);
  afterAll(async () => {
    await Promise.all(opened.map((app) => app.close()));
  });
  const open = async (seconds: number) => {
    const app = await instance(ctx(), seconds);
    opened.push(app);
    return app;
  };

  it('When a search over 2,000 matches is asked again, then its page is read afresh and its sampled facets are kept', async () => {
    const before = await read(ctx().app, 'priceMin=0');
    expect(before).toMatchObject({ total: '2000+', facetsSampled: true });
    const cast = await sellingCast(ctx());
    const id = await listing(ctx(), cast.seller, cast.body);

    const again = await read(ctx().app, 'priceMin=0');
    expect(again.items[0]?._id).toBe(id);
    expect(again).toMatchObject({ total: '2000+', facetsSampled: true });
    expect(again.facets).toEqual(before.facets);
    expect(brands(again)).not.toContain(cast.categoryId);
    // An instance that keeps nothing reads the sample again, and the new brand is in it.
    expect(brands(await read(await open(0), 'priceMin=0'))).toContain(cast.categoryId);
  });

  it('When a search finds 2,000 listings or fewer, then its total and facets are read every time', async () => {
    const cast = await sellingCast(ctx());
    const query = `category=${cast.categoryId}&priceMin=0`;
    await listing(ctx(), cast.seller, cast.body);
    expect(await read(ctx().app, query)).toMatchObject({ total: 1 });
    await listing(ctx(), cast.seller, cast.body);
    const after = await read(ctx().app, query);
    expect(after.total).toBe(2);
    // The category facet counts every brand (it is the facet filtered on); this one has two.
    expect(after.facets.category).toContainEqual(
      expect.objectContaining({ value: cast.categoryId, count: 2 }),
    );
    // The other facets count the two exactly.
    expect(after.facets.area.reduce((n, { count }) => n + count, 0)).toBe(2);
  });

  it('When the kept seconds have passed, then the sample is read again', async () => {
    // Kept long enough that making a seller and a listing on a loaded machine (up to ~2 s
    // seen) cannot outlast it; 1 s flaked in CI-like runs.
    const keptMs = 4000;
    const app = await open(keptMs / 1000);
    const query = 'priceMin=1';
    const readAt = Date.now();
    await read(app, query);
    const cast = await sellingCast(ctx());
    await listing(ctx(), cast.seller, cast.body);
    expect(brands(await read(app, query))).not.toContain(cast.categoryId);
    await new Promise((resolve) => setTimeout(resolve, readAt + keptMs + 100 - Date.now()));
    expect(brands(await read(app, query))).toContain(cast.categoryId);
  });
});
