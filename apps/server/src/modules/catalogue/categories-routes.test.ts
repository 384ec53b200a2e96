import { randomUUID } from 'node:crypto';
import type { Category, Product } from '@phonebazaar/shared';
import pino from 'pino';
import { beforeAll, expect, it } from 'vitest';
import { CATEGORY_SEED } from '../../seed/categories.ts';
import { seedDatabase } from '../../seed/seed.ts';
import { createFixtures, type Fixtures } from '../../test/fixtures.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';

const SAFELISTED_BG = [
  'bg-sky-100',
  'bg-rose-100',
  'bg-amber-100',
  'bg-emerald-100',
  'bg-violet-100',
  'bg-orange-100',
];

describeOnEachDatabase('categories API', (ctx) => {
  let f: Fixtures;
  beforeAll(async () => {
    f = createFixtures(ctx().database.db);
    await seedDatabase(ctx().database.db, { env: ctx().env, log: pino({ level: 'silent' }) });
  });

  const get = (url: string) => ctx().app.inject({ method: 'GET', url });

  it('When the categories are seeded, then GET /api/categories lists the six brands in order', async () => {
    const res = await get('/api/categories');
    expect(res.statusCode).toBe(200);
    const body = res.json() as Category[];
    const brands = body.filter((c) => CATEGORY_SEED.some((s) => s.name === c.name));
    expect(brands.map((c) => c.name)).toEqual([
      'Apple',
      'Samsung',
      'Google',
      'Xiaomi',
      'OnePlus',
      'Motorola',
    ]);
    for (const category of brands) {
      expect(Object.keys(category).sort()).toEqual(['_id', 'bg', 'icon', 'name']);
      expect(category._id).toMatch(/^[0-9a-f-]{36}$/);
      // Stored relative, answered on PUBLIC_URL (decision 025).
      const icon = new URL(category.icon);
      expect(icon.origin).toBe(new URL(ctx().env.PUBLIC_URL).origin);
      expect(icon.pathname).toMatch(/^\/icons\/[a-z]+\.svg$/);
      expect(SAFELISTED_BG).toContain(category.bg);
    }
  });

  it('When a category has listings in every state, then /api/categories/:id returns only the available ones, newest first', async () => {
    const category = await f.category();
    const other = await f.category();
    const older = await f.product({ category, postTime: new Date('2025-01-01T10:00:00Z') });
    const booked = await f.product({ category, postTime: new Date('2025-01-02T10:00:00Z') });
    await f.booking({ product: booked });
    const newest = await f.product({ category, postTime: new Date('2025-01-03T10:00:00Z') });
    const sold = await f.product({ category });
    await f.sale({ product: sold });
    await f.product({ category, deletedAt: new Date() });
    await f.product({ category: other });

    const res = await get(`/api/categories/${category.id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json() as Product[];
    expect(body.map((p) => p._id)).toEqual([newest.id, booked.id, older.id]);
    expect(body.every((p) => p.categoriesId === category.id && !p.sold)).toBe(true);
    expect(body.find((p) => p._id === booked.id)?.booking).toBe(true);
  });

  it('When a category has no listings, then its page is an empty array', async () => {
    const category = await f.category();
    const res = await get(`/api/categories/${category.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('When the id is a well-formed uuid of no category, then the answer is a JSON 404', async () => {
    const res = await get(`/api/categories/${randomUUID()}`);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({ message: expect.any(String), code: 'CATEGORY_NOT_FOUND' });
  });

  it.each([
    'abc',
    "1' or 1=1",
    "1' or '1'='1' --",
    '00000000-0000-0000-0000-00000000000g',
    '1; drop table categories',
    '%00',
  ])('When the id is malformed (%s), then the answer is 404, never 500', async (id) => {
    const res = await get(`/api/categories/${encodeURIComponent(id)}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: expect.any(String), code: expect.any(String) });
  });

  it('When the id is long, then it is answered like any unknown id: 404', async () => {
    const res = await get(`/api/categories/${'a'.repeat(300)}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'CATEGORY_NOT_FOUND' });
  });

  it('When the id is absurdly long, then the answer is a JSON client error', async () => {
    // Past the router's limit the path is refused before any handler: 414, still JSON.
    const res = await get(`/api/categories/${'a'.repeat(2000)}`);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json()).toMatchObject({ code: expect.any(String) });
  });

  it('When a category page gets an unknown query field, then it is a 400', async () => {
    const category = await f.category();
    const res = await get(`/api/categories/${category.id}?sort=price`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});
