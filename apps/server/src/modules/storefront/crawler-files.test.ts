import { beforeAll, describe, expect, it } from 'vitest';
import { type Cursor, decodeCursor } from '../../lib/cursor.ts';
import { createFixtures, type Fixtures } from '../../test/fixtures.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';
import { liveListingRunEnds, liveListingsAfter } from '../catalogue/index.ts';
import { listingsSitemap, type SitemapSource, sitemapIndex } from './sitemap.ts';

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');
const unescapeXml = (loc: string) => loc.replaceAll('&amp;', '&');

/** Newest first, as the live listings' index has them. */
const rows = Array.from({ length: 12 }, (_, i) => ({
  id: `00000000-0000-4000-8000-0000000000${String(99 - i)}`,
  postTime: new Date(Date.UTC(2025, 0, 20 - i)),
}));
const isAfter = (row: (typeof rows)[number], c: Cursor) =>
  row.postTime < c.at || (row.postTime.getTime() === c.at.getTime() && row.id < c.id);

/** The catalogue's reads over `rows`, recording each listings read. */
function fakeSource(reads: (Cursor | undefined)[] = []): SitemapSource {
  return {
    categoryIds: async () => ['c1'],
    listingsAfter: async (cursor, limit, until) => {
      reads.push(cursor);
      return rows
        .filter((r) => (!cursor || isAfter(r, cursor)) && (!until || !isAfter(r, until)))
        .slice(0, limit);
    },
    runEnds: async (size) => rows.filter((_, i) => (i + 1) % size === 0),
  };
}

async function collect(chunks: AsyncGenerator<string>) {
  const out: string[] = [];
  for await (const chunk of chunks) out.push(chunk);
  return out;
}

describe('sitemap files', () => {
  it('When the market holds more listings than a file may, then the index names one file per run and the runs cover every listing once', async () => {
    const source = fakeSource();
    const index = await sitemapIndex('https://shop.example', source, 5);
    const files = locs(index).map(unescapeXml);
    expect(files[0]).toBe('https://shop.example/sitemaps/pages.xml');
    // 12 listings, 5 a file: runs end at the 5th and 10th, and a last run of 2.
    expect(files).toHaveLength(4);
    const listed: string[] = [];
    for (const file of files.slice(1)) {
      const query = new URL(file).searchParams;
      const range = {
        after: decodeCursor(query.get('after') ?? undefined),
        until: decodeCursor(query.get('until') ?? undefined),
      };
      const xml = (await collect(listingsSitemap('https://shop.example', source, range, 2))).join(
        '',
      );
      const urls = locs(xml);
      expect(urls.length).toBeLessThanOrEqual(5);
      listed.push(...urls);
    }
    expect(listed).toEqual(rows.map((r) => `https://shop.example/listings/${r.id}`));
  });

  it('When a file is written, then it is read page by page after the last row, one chunk per read', async () => {
    const reads: (Cursor | undefined)[] = [];
    const chunks = await collect(listingsSitemap('https://shop.example', fakeSource(reads), {}, 5));
    // Three reads of at most 5 (the third finds 2 and ends it): nothing holds the whole market.
    expect(reads).toEqual([
      undefined,
      { at: rows[4]?.postTime, id: rows[4]?.id },
      expect.anything(),
    ]);
    expect(chunks).toHaveLength(5);
    const xml = chunks.join('');
    expect(xml).toContain(
      `<url><loc>https://shop.example/listings/${rows[0]?.id}</loc><lastmod>2025-01-20T00:00:00.000Z</lastmod></url>`,
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
  const get = (url: string) => ctx().app.inject({ url });

  it('When a crawler asks for robots.txt, then the storefront is allowed, the dashboard and API are not, and the sitemap is named', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body.split('\n')).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Allow: /',
        'Disallow: /dashboard',
        'Disallow: /api',
        `Sitemap: ${origin()}/sitemap.xml`,
      ]),
    );
  });

  it('When a crawler follows sitemap.xml, then its files list the storefront pages and live listings with their post time, not sold or deleted ones', async () => {
    const category = await f.category();
    const postTime = new Date('2025-05-06T07:08:09.010Z');
    const live = await f.product({ category, postTime });
    const booked = await f.product({ category });
    await f.booking({ product: booked });
    const sold = await f.product({ category });
    await f.sale({ product: sold });
    const deleted = await f.product({ category, deletedAt: new Date() });

    const index = await get('/sitemap.xml');
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(index.body).toContain(
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    );
    let body = '';
    for (const file of locs(index.body).map(unescapeXml)) {
      expect(file.startsWith(`${origin()}/sitemaps/`)).toBe(true);
      const res = await get(file.slice(origin().length));
      expect(res.statusCode).toBe(200);
      expect(res.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
      body += res.body;
    }
    const urls = locs(body);
    expect(urls).toEqual(
      expect.arrayContaining([
        `${origin()}/`,
        `${origin()}/all-products`,
        `${origin()}/categories/${category.id}`,
        `${origin()}/listings/${booked.id}`,
      ]),
    );
    expect(body).toContain(
      `<loc>${origin()}/listings/${live.id}</loc><lastmod>2025-05-06T07:08:09.010Z</lastmod>`,
    );
    expect(urls).not.toContain(`${origin()}/listings/${sold.id}`);
    expect(urls).not.toContain(`${origin()}/listings/${deleted.id}`);
  });

  it('When the live listings are cut into runs, then the runs together are every live listing once, newest first', async () => {
    await f.products(5);
    const db = ctx().database.db;
    const all = await liveListingsAfter(db, undefined, 100_000);
    const ends = await liveListingRunEnds(db, 2);
    expect(ends).toHaveLength(Math.floor(all.length / 2));
    const walked: string[] = [];
    for (let i = 0; i <= ends.length; i += 1) {
      const at = (row?: { id: string; postTime: Date }) => row && { at: row.postTime, id: row.id };
      const run = await liveListingsAfter(db, at(ends[i - 1]), 100, at(ends[i]));
      expect(run.length).toBeLessThanOrEqual(2);
      walked.push(...run.map((row) => row.id));
    }
    expect(walked).toEqual(all.map((row) => row.id));
  });

  it('When a listing file is asked for with a malformed range, then it is the 400 BAD_CURSOR', async () => {
    const res = await get('/sitemaps/listings.xml?after=nonsense');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'BAD_CURSOR' });
  });
});
