import { beforeAll, describe, expect, it } from 'vitest';
import type { Cursor } from '../../lib/cursor.ts';
import { createFixtures, type Fixtures } from '../../test/fixtures.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';
import { sitemapChunks } from './sitemap.ts';

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

describe('sitemap stream', () => {
  it('When the market is larger than a page, then it is read page by page after the last row and every listing appears once', async () => {
    const rows = Array.from({ length: 12 }, (_, i) => ({
      id: `id-${String(i).padStart(2, '0')}`,
      postTime: new Date(Date.UTC(2025, 0, 20 - i)),
    }));
    const reads: (Cursor | undefined)[] = [];
    const chunks: string[] = [];
    for await (const chunk of sitemapChunks(
      'https://shop.example',
      {
        categoryIds: async () => ['c1'],
        listingsAfter: async (cursor, limit) => {
          reads.push(cursor);
          const from = cursor ? rows.findIndex((r) => r.id === cursor.id) + 1 : 0;
          return rows.slice(from, from + limit);
        },
      },
      5,
    )) {
      chunks.push(chunk);
    }
    // One query per 5 rows (the third finds 2 and ends it): nothing holds the whole market.
    expect(reads).toEqual([undefined, { at: rows[4]!.postTime, id: 'id-04' }, expect.anything()]);
    const xml = chunks.join('');
    expect(chunks.length).toBe(5);
    expect(locs(xml)).toEqual([
      'https://shop.example/',
      'https://shop.example/all-products',
      'https://shop.example/categories/c1',
      ...rows.map((r) => `https://shop.example/listings/${r.id}`),
    ]);
    expect(xml).toContain(
      '<url><loc>https://shop.example/listings/id-00</loc><lastmod>2025-01-20T00:00:00.000Z</lastmod></url>',
    );
    expect(xml.endsWith('</urlset>\n')).toBe(true);
  });
});

describeOnEachDatabase('robots.txt and sitemap.xml', (ctx) => {
  let f: Fixtures;
  beforeAll(() => {
    f = createFixtures(ctx().database.db);
  });
  const origin = () => ctx().env.PUBLIC_URL;

  it('When a crawler asks for robots.txt, then the storefront is allowed, the dashboard and API are not, and the sitemap is named', async () => {
    const res = await ctx().app.inject({ url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Allow: /',
        'Disallow: /dashboard',
        'Disallow: /api',
        `Sitemap: ${origin()}/sitemap.xml`,
      ]),
    );
  });

  it('When a crawler asks for sitemap.xml, then it lists the storefront pages and live listings with their post time, not sold or deleted ones', async () => {
    const category = await f.category();
    const postTime = new Date('2025-05-06T07:08:09.010Z');
    const live = await f.product({ category, postTime });
    const booked = await f.product({ category });
    await f.booking({ product: booked });
    const sold = await f.product({ category });
    await f.sale({ product: sold });
    const deleted = await f.product({ category, deletedAt: new Date() });

    const res = await ctx().app.inject({ url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const urls = locs(res.body);
    expect(urls).toEqual(
      expect.arrayContaining([
        `${origin()}/`,
        `${origin()}/all-products`,
        `${origin()}/categories/${category.id}`,
        `${origin()}/listings/${booked.id}`,
      ]),
    );
    expect(res.body).toContain(
      `<loc>${origin()}/listings/${live.id}</loc><lastmod>2025-05-06T07:08:09.010Z</lastmod>`,
    );
    expect(urls).not.toContain(`${origin()}/listings/${sold.id}`);
    expect(urls).not.toContain(`${origin()}/listings/${deleted.id}`);
  });
});
