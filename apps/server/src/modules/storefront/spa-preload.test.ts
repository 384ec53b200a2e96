import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { CARD_IMAGE_SIZES, IMAGE_VARIANT_WIDTHS } from '@phonebazaar/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixtures, type Fixtures } from '../../test/fixtures.ts';
import {
  account,
  category,
  listing,
  productBody,
  storedImage,
} from '../../test/selling-helpers.ts';
import { createTestContext } from '../../test/test-app.ts';

type Ctx = Awaited<ReturnType<typeof createTestContext>>;

const HTML = '<!doctype html><html><head><title>shell</title></head><body></body></html>';

/** The preload the card <img> of `url` matches, spelled out here rather than shared. */
const preloadOf = (url: string) => {
  const base = url.replace(/\.webp$/, '');
  const srcset = IMAGE_VARIANT_WIDTHS.map((w) => `${base}-w${w}.webp ${w}w`).join(', ');
  return `<link rel="preload" as="image" fetchpriority="high" imagesrcset="${srcset}" imagesizes="${CARD_IMAGE_SIZES}">`;
};

describe('storefront HTML preloads the first card picture', () => {
  let ctx: Ctx;
  let web: string;
  let f: Fixtures;

  beforeAll(async () => {
    web = await mkdtemp(path.join(os.tmpdir(), 'pb-web-'));
    await writeFile(path.join(web, 'index.html'), HTML);
    ctx = await createTestContext('pglite', { WEB_DIST_DIR: web });
    f = createFixtures(ctx.database.db);
  });

  afterAll(async () => {
    await ctx.close();
    await rm(web, { recursive: true, force: true });
  });

  // Pictures are stored relative and named on PUBLIC_URL in answers and pages (decision 025).
  const onPublic = (stored: string) => `${new URL(ctx.env.PUBLIC_URL).origin}${stored}`;
  // Fixtures write straight to the database: announce it as an API write would.
  const written = () => ctx.app.catalogVersion.changed();
  const page = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers });

  it('When / is requested, then the HTML preloads the first advertised listing picture', async () => {
    await f.product({ advertisement: true, productImg: '/images/ad-old.webp' });
    await f.product({ advertisement: true, productImg: '/images/ad-new.webp' });
    await f.product({ productImg: '/images/plain-newest.webp' });
    await written();

    const res = await page('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['content-security-policy']).toContain("img-src 'self'");
    expect(res.body).toContain(`${preloadOf(onPublic('/images/ad-new.webp'))}\n  </head>`);
    expect(res.body).not.toContain('ad-old');
    expect(res.body).not.toContain('plain-newest');
  });

  it('When /all-products is requested, then the HTML preloads the newest listing picture, compressed, with its own ETag and a 304', async () => {
    await f.product({ productImg: '/images/all-newest.webp' });
    await written();

    const br = await page('/all-products', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain(
      preloadOf(onPublic('/images/all-newest.webp')),
    );
    const home = await page('/', { 'accept-encoding': 'br' });
    expect(br.headers.etag).not.toBe(home.headers.etag);

    const again = await page('/all-products', {
      'accept-encoding': 'br',
      'if-none-match': String(br.headers.etag),
    });
    expect(again.statusCode).toBe(304);
  });

  it('When a category page is requested, then the HTML preloads that category newest listing picture', async () => {
    const phones = await f.category();
    await f.product({ category: phones, productImg: '/images/cat-old.webp' });
    await f.product({ category: phones, productImg: '/images/cat-new.webp' });
    await f.product({ productImg: '/images/elsewhere.webp' });
    await written();

    const res = await page(`/categories/${phones.id}`);
    expect(res.body).toContain(preloadOf(onPublic('/images/cat-new.webp')));
    expect(res.body).not.toContain('elsewhere');
  });

  it('When the category is unknown, malformed or empty, then the plain shell comes back', async () => {
    const empty = await f.category();
    await written();
    for (const id of [randomUUID(), 'not-an-id', empty.id]) {
      const res = await page(`/categories/${id}`);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(HTML);
    }
    // Other client-side routes never get a preload.
    expect((await page('/blog')).body).toBe(HTML);
  });

  it('When a listing is advertised through the API, then / preloads its picture on the next visit', async () => {
    const before = await page('/');
    expect(before.body).toContain('rel="preload"');

    const seller = await account(ctx, 'seller');
    const picture = await storedImage(ctx);
    const id = await listing(
      ctx,
      seller,
      productBody({ categoriesId: await category(ctx), productImg: picture }),
    );
    const advertise = await ctx.app.inject({
      method: 'PUT',
      url: `/api/product/${id}`,
      headers: seller.headers,
    });
    expect(advertise.statusCode, advertise.body).toBe(200);

    const after = await page('/');
    expect(after.body).toContain(preloadOf(onPublic(picture)));
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });
});
