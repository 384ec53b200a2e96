import type { SearchResult } from '@phonebazaar/shared';
import { beforeAll, expect, it } from 'vitest';
import { createFixtures } from '../../test/fixtures.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';

/**
 * Issue #45 item 5: a listing without a structured model or storage is counted as "Not stated",
 * so each facet adds up to the listings it counts: the matches, or (for a facet the search
 * filters on) the matches without that filter.
 */
describeOnEachDatabase('Search facets: Not stated (issue #45)', (ctx) => {
  let categoryId = '';
  const read = async (query: string) => {
    const res = await ctx().app.inject({ method: 'GET', url: `/api/search?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as SearchResult;
  };
  const sum = (values: { count: number }[]) => values.reduce((n, v) => n + v.count, 0);

  beforeAll(async () => {
    const f = createFixtures(ctx().database.db);
    const category = await f.category();
    categoryId = category.id;
    const model = await f.phoneModel({ categoryId });
    const seller = await f.seller();
    const stated = { seller, category, modelId: model.id };
    await f.product({ ...stated, productName: 'Quokka phone one', storageGb: 128 });
    await f.product({ ...stated, productName: 'Quokka phone two', storageGb: 128 });
    await f.product({ ...stated, productName: 'Quokka phone three', storageGb: 256 });
    // Free text only: no model, no storage.
    await f.product({ seller, category, productName: 'Quokka phone four' });
  });

  it('When a search matches listings without a model or storage, then each facet counts them as not stated and adds up to the total', async () => {
    const found = await read('q=quokka');
    expect(found.total).toBe(4);
    expect(sum(found.facets.storage)).toBe(3);
    expect(found.facetsNotStated).toMatchObject({ storage: 1, model: 1 });
    expect(sum(found.facets.model) + (found.facetsNotStated?.model ?? 0)).toBe(4);
  });

  it('When the search filters on storage, then the storage facet still adds up (without its own filter)', async () => {
    const ticked = await read('q=quokka&storage=128');
    expect(ticked.total).toBe(2);
    expect(ticked.facets.storage).toEqual([
      { value: '128', count: 2 },
      { value: '256', count: 1 },
    ]);
    expect(ticked.facetsNotStated?.storage).toBe(1);
    // The other facets count the two matches: both state their model.
    expect(ticked.facetsNotStated?.model).toBeUndefined();
  });

  it('When a category is listed without filters (the counters), then the facets add up too', async () => {
    const listed = await read(`category=${categoryId}`);
    expect(listed.total).toBe(4);
    expect(listed.facetsNotStated).toMatchObject({ storage: 1, model: 1 });
    expect(listed.facetsNotStated?.condition).toBeUndefined();
  });
});
