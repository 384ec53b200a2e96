import { NEXT_CURSOR_HEADER, type Product } from '@phonebazaar/shared';
import { beforeAll, expect, it } from 'vitest';
import { createFixtures, type Fixtures } from '../../test/fixtures.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';

const cursorAt = (ms: number) =>
  Buffer.from(`${ms}:6f1c1f5e-4a4b-4c4d-8e8f-909192939495`).toString('base64url');

describeOnEachDatabase('product list pagination', (ctx) => {
  let f: Fixtures;
  beforeAll(() => {
    f = createFixtures(ctx().database.db);
  });

  const get = (url: string) => ctx().app.inject({ method: 'GET', url });

  /** Follows x-next-cursor until it stops; returns every page's ids. */
  async function walk(path: string, limit: number): Promise<string[][]> {
    const pages: string[][] = [];
    let cursor: string | undefined;
    do {
      const query = new URLSearchParams({ limit: String(limit), ...(cursor ? { cursor } : {}) });
      const res = await get(`${path}?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      const page = (res.json() as Product[]).map((p) => p._id);
      expect(page.length).toBeLessThanOrEqual(limit);
      pages.push(page);
      cursor = res.headers[NEXT_CURSOR_HEADER] as string | undefined;
      // A header promises more rows, so a full page precedes it.
      if (cursor) expect(page).toHaveLength(limit);
      expect(pages.length).toBeLessThan(100);
    } while (cursor);
    return pages;
  }

  async function everything(path: string): Promise<string[]> {
    const res = await get(`${path}?limit=100`);
    expect(res.headers[NEXT_CURSOR_HEADER]).toBeUndefined();
    return (res.json() as Product[]).map((p) => p._id);
  }

  it('When /api/allproducts is walked with limit and cursor, then every row comes exactly once, in order', async () => {
    const category = await f.category();
    await f.products(7, { category });
    const gone = await f.product({ category, deletedAt: new Date() });
    const sold = await f.product({ category });
    await f.sale({ product: sold });

    const all = await everything('/api/allproducts');
    const pages = await walk('/api/allproducts', 3);
    expect(pages.flat()).toEqual(all);
    expect(new Set(pages.flat()).size).toBe(all.length);
    expect(all).not.toContain(gone.id);
    expect(all).not.toContain(sold.id);
  });

  it('When the rows fill the last page exactly, then that page carries no next cursor', async () => {
    const category = await f.category();
    const rows = await f.products(6, { category });
    const pages = await walk(`/api/categories/${category.id}`, 3);
    expect(pages).toEqual([
      [rows[5]!.id, rows[4]!.id, rows[3]!.id],
      [rows[2]!.id, rows[1]!.id, rows[0]!.id],
    ]);
  });

  it('When many listings share one postTime, then the id breaks the tie and none is skipped or repeated', async () => {
    const category = await f.category();
    const postTime = new Date('2025-05-05T05:05:05.555Z');
    const rows = await f.products(5, { category, postTime });
    const pages = await walk(`/api/categories/${category.id}`, 2);
    expect(pages.map((p) => p.length)).toEqual([2, 2, 1]);
    expect(pages.flat()).toEqual(
      rows
        .map((r) => r.id)
        .sort()
        .reverse(),
    );
  });

  it('When /api/advertisement is walked, then it follows advertisedAt and ends without a header', async () => {
    const days = [3, 9, 1, 7, 5];
    const rows = await f.products(days.length, (i) => ({
      advertisement: true,
      advertisedAt: new Date(Date.UTC(2030, 0, days[i]!)),
    }));
    const all = await everything('/api/advertisement');
    const pages = await walk('/api/advertisement', 2);
    expect(pages.flat()).toEqual(all);
    const byDay = [...rows].sort((a, b) => b.advertisedAt!.getTime() - a.advertisedAt!.getTime());
    expect(all.slice(0, rows.length)).toEqual(byDay.map((r) => r.id));
  });

  it('When there are fewer rows than the limit, then no next cursor is sent', async () => {
    const category = await f.category();
    await f.products(2, { category });
    const res = await get(`/api/categories/${category.id}?limit=5`);
    expect(res.json()).toHaveLength(2);
    expect(res.headers[NEXT_CURSOR_HEADER]).toBeUndefined();
  });

  it.each(['0', '101', 'x', '-1', '2.5', ''])(
    'When limit is %j, then it is a 400',
    async (limit) => {
      for (const path of ['/api/allproducts', '/api/advertisement']) {
        const res = await get(`${path}?limit=${limit}`);
        expect(res.statusCode, path).toBe(400);
        expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
      }
    },
  );

  it.each([
    ['garbage', 'not-a-cursor'],
    ['no separator', Buffer.from('12345').toString('base64url')],
    ['a bad id', Buffer.from('1700000000000:nope').toString('base64url')],
    ['a bad time', Buffer.from('soon:6f1c1f5e-4a4b-4c4d-8e8f-909192939495').toString('base64url')],
    ['a time out of range', cursorAt(9007199254740991)],
    ['the last instant a Date holds', cursorAt(8.64e15)],
    ['the first instant a Date holds', cursorAt(-8.64e15)],
    ['a five-digit year', cursorAt(Date.UTC(10000, 0, 1))],
  ])('When the cursor is %s, then it is a 400, never a 500', async (_label, cursor) => {
    for (const path of ['/api/allproducts', '/api/advertisement']) {
      const res = await get(`${path}?cursor=${encodeURIComponent(cursor)}`);
      expect(res.statusCode, `${path} ${res.body}`).toBe(400);
      expect(res.json()).toMatchObject({ code: 'BAD_CURSOR', message: expect.any(String) });
    }
  });
});
