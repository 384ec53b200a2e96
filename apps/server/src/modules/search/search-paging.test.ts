import { NEXT_CURSOR_HEADER, type SearchResult } from '@phonebazaar/shared';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { products } from '../../db/schema.ts';
import { createFixtures } from '../../test/fixtures.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';
import { type SearchWorld, seedSearchWorld } from './search-test-data.ts';

/**
 * Paging to the end while listings are added, sold, deleted and repriced between pages: no
 * listing comes twice, every one that stayed live and unchanged comes once, and none comes
 * after it was sold or deleted (keyset cursors, decision 030).
 */
describeOnEachDatabase('search paging while writes happen', (ctx) => {
  let world: SearchWorld;
  beforeAll(async () => {
    world = await seedSearchWorld(ctx().database.db, 2300, 29);
  }, 120_000);

  async function pageThrough(query: string, limit: number) {
    const { db } = ctx().database;
    const f = createFixtures(db);
    const category = await f.category();
    const seen: string[] = [];
    const gone = new Set<string>();
    const touched = new Set<string>();
    let cursor: string | undefined;
    for (let page = 0; page < 200; page++) {
      const url = `/api/search?${query}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`;
      const res = await ctx().app.inject({ method: 'GET', url });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as SearchResult;
      for (const item of body.items) expect(gone.has(item._id), item._id).toBe(false);
      seen.push(...body.items.map((p) => p._id));
      cursor = res.headers[NEXT_CURSOR_HEADER] as string | undefined;
      if (!cursor) break;
      // Between pages: one listing added, two not yet seen taken off, one repriced.
      const added = await f.product({ category, productName: 'Fresh used phone' });
      touched.add(added.id);
      const unseen = world.listings.filter(
        (l) => l.live && !seen.includes(l.id) && !touched.has(l.id),
      );
      const [sold, deleted, repriced] = [unseen.at(-1), unseen.at(-2), unseen.at(-3)];
      if (sold) {
        await db.update(products).set({ sold: true }).where(eq(products.id, sold.id));
        gone.add(sold.id);
        touched.add(sold.id);
      }
      if (deleted) {
        await db.update(products).set({ deletedAt: new Date() }).where(eq(products.id, deleted.id));
        gone.add(deleted.id);
        touched.add(deleted.id);
      }
      if (repriced) {
        await db
          .update(products)
          .set({ sellingPriceCents: 777_700 })
          .where(eq(products.id, repriced.id));
        touched.add(repriced.id);
      }
    }
    expect(cursor, 'the paging came to an end').toBeUndefined();
    expect(new Set(seen).size, 'no listing twice').toBe(seen.length);
    // Put the world back for the next case.
    const off = [...gone];
    if (off.length > 0) {
      await db
        .update(products)
        .set({ sold: false, deletedAt: null })
        .where(inArray(products.id, off));
    }
    await db.delete(products).where(eq(products.categoryId, category.id));
    return { seen: new Set(seen), touched };
  }

  function expectEveryUntouched(
    seen: Set<string>,
    touched: Set<string>,
    matches: (l: SearchWorld['listings'][number]) => boolean,
  ) {
    const expected = world.listings.filter((l) => l.live && matches(l) && !touched.has(l.id));
    expect(expected.length).toBeGreaterThan(0);
    for (const l of expected) expect(seen.has(l.id), l.id).toBe(true);
  }

  it('When every listing is paged newest first (counters, index walk), then none is lost or repeated', async () => {
    const { seen, touched } = await pageThrough('sort=newest', 60);
    expectEveryUntouched(seen, touched, () => true);
  }, 120_000);

  it('When a big text match set is paged by price, then none is lost or repeated', async () => {
    const { seen, touched } = await pageThrough('q=used&sort=price_desc', 60);
    expectEveryUntouched(seen, touched, () => true);
  }, 120_000);

  it('When a counted set is paged by price, then none is lost or repeated', async () => {
    const { seen, touched } = await pageThrough('area=Khulna&sort=price_asc', 25);
    expectEveryUntouched(seen, touched, (l) => l.area === 'Khulna');
  });

  it('When a counted text set is paged by relevance, then none is lost or repeated', async () => {
    const { seen, touched } = await pageThrough('q=pixel&sort=relevance', 20);
    expectEveryUntouched(seen, touched, (l) => /pixel/i.test(l.productName));
  });

  it('When sold and deleted listings match, then they never come back', async () => {
    const f = createFixtures(ctx().database.db);
    const live = await f.product({ productName: 'Quokka phone' });
    const sold = await f.product({ productName: 'Quokka phone', sold: true });
    const deleted = await f.product({ productName: 'Quokka phone', deletedAt: new Date() });
    const booked = await f.product({ productName: 'Quokka phone' });
    await f.booking({ product: booked });
    for (const sort of ['newest', 'price_asc', 'relevance']) {
      const res = await ctx().app.inject({
        method: 'GET',
        url: `/api/search?q=quokka&sort=${sort}`,
      });
      const body = res.json() as SearchResult;
      expect(body.items.map((p) => p._id).sort()).toEqual([live.id, booked.id].sort());
      expect(body.total).toBe(2);
      expect(body.items.find((p) => p._id === booked.id)?.booking).toBe(true);
      expect(body.items.map((p) => p._id)).not.toContain(sold.id);
      expect(body.items.map((p) => p._id)).not.toContain(deleted.id);
    }
  });
});
