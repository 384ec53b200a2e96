import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixtures, type Fixtures } from '../../test/fixtures.ts';
import { createTestContext } from '../../test/test-app.ts';

type Ctx = Awaited<ReturnType<typeof createTestContext>>;

// The parts of the built index.html the server fills or rewrites (apps/web/index.html's slots,
// Vite's tags).
const HTML = `<!doctype html><html><head><!--app-head--><title>PhoneBazaar</title><!--/app-head-->
<script type="module" crossorigin src="/assets/index-abc.js"></script>
<link rel="modulepreload" crossorigin href="/assets/react-abc.js">
</head><body><div id="root"><!--app-html--><div role="status"><span>Loading…</span></div><!--/app-html--></div>
<!--app-state--></body></html>`;

/**
 * A stand-in for apps/web/dist-ssr/entry-server.js with the same contract: it says which
 * addresses are storefront pages and draws them from what the API answers through the client
 * it is handed. The real one is tested in the web project (entry-server.test.tsx) and in the
 * browser suite.
 */
const ENTRY = `
export function storefrontPage(url) {
  const [path, query] = url.split('?');
  // Search pages keep their query (the real entry normalizes it; here it drops utm_ keys).
  if (path === '/search') {
    const kept = new URLSearchParams(query);
    for (const key of [...kept.keys()]) if (key.startsWith('utm_')) kept.delete(key);
    return kept.size ? '/search?' + kept : '/search';
  }
  const category = path.startsWith('/categories/') && path.split('/').length === 3;
  return path === '/' || path === '/all-products' || category ? path : undefined;
}
export async function prerender(url, api) {
  if (url.startsWith('/search')) {
    globalThis.pbSearchRenders = (globalThis.pbSearchRenders ?? 0) + 1;
    const q = new URLSearchParams(url.split('?')[1]).get('q');
    return { head: '', html: '<p>Results for ' + q + '</p>', state: '', staleAt: undefined };
  }
  if (globalThis.pbFailNextRender) {
    globalThis.pbFailNextRender = false;
    throw new Error('render failed once');
  }
  if (url.includes('broken')) throw new Error('render failed');
  if (url.includes('slow')) return new Promise(() => {});
  const path = url === '/' ? '/api/advertisement' : url === '/all-products' ? '/api/allproducts' : '/api' + url;
  const res = await api(path + '?limit=12', { method: 'GET' });
  if (!res.ok) return undefined;
  const items = await res.json();
  const expires = Date.parse(res.headers.get('expires') ?? '');
  return {
    head: '<title>Page $& - PhoneBazaar</title><link rel="preload" as="image" href="/images/x.webp"/>',
    html: '<ul>' + items.map((p) => '<li>' + p.productName + ' $1</li>').join('') + '</ul>',
    state: '<script type="application/json" id="pb-prerendered">{}</script>',
    staleAt: Number.isNaN(expires) ? undefined : expires,
  };
}`;

describe('storefront pages are sent prerendered (decisions 018, 026)', () => {
  let ctx: Ctx;
  let web: string;
  let ssr: string;
  let f: Fixtures;

  beforeAll(async () => {
    web = await mkdtemp(path.join(os.tmpdir(), 'pb-web-'));
    ssr = await mkdtemp(path.join(os.tmpdir(), 'pb-ssr-'));
    await writeFile(path.join(web, 'index.html'), HTML);
    await writeFile(path.join(ssr, 'entry-server.js'), ENTRY);
    ctx = await createTestContext('pglite', { WEB_DIST_DIR: web, WEB_SSR_DIR: ssr });
    f = createFixtures(ctx.database.db);
  });

  afterAll(async () => {
    await ctx.close();
    await rm(web, { recursive: true, force: true });
    await rm(ssr, { recursive: true, force: true });
  });

  const written = () => ctx.app.catalogVersion.changed();
  const page = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers });

  it('When / is requested, then the page is drawn in place of the loading screen from the API answers', async () => {
    await f.product({ advertisement: true, productName: 'Pixel Advertised' });
    await f.product({ productName: 'Plain Listing' });
    await written();

    const res = await page('/', { 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(200);
    const html = brotliDecompressSync(res.rawPayload).toString();
    expect(html).toContain(
      '<div id="root"><ul><li>Pixel Advertised $1</li></ul></div>\n<script type="application/json" id="pb-prerendered">{}</script></body>',
    );
    expect(html).not.toContain('<!--app-');
    expect(html).not.toContain('Loading…');
    expect(html).not.toContain('Plain Listing');
    // The page's own title, once, where index.html had its own; `$&` stays as written.
    expect(html).toContain('<head><title>Page $& - PhoneBazaar</title><link rel="preload"');
    expect(html.match(/<title>/g)).toHaveLength(1);
    // The code starts after the paint, which needs only the stylesheet and the picture.
    expect(html).toContain(
      '<script src="/start-app.js" defer data-entry="/assets/index-abc.js" data-preload="/assets/react-abc.js"></script>',
    );
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('modulepreload');
    expect(res.headers['content-security-policy']).toBeDefined();
  });

  it('When a listing changes through the catalogue, then the next visit gets a page drawn anew', async () => {
    const before = await page('/all-products');
    await f.product({ productName: 'Newest Phone' });
    await written();
    const after = await page('/all-products');
    expect(before.body).not.toContain('Newest Phone');
    expect(after.body).toContain('<li>Newest Phone $1</li>');
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('When a shown hold lapses, then the page is drawn anew without any write', async () => {
    const held = await f.product({ productName: 'Held Phone' });
    await f.booking({ product: held, expiresAt: new Date(Date.now() + 1500) });
    await written();
    expect((await page('/all-products')).body).toContain('Held Phone');
    // Behind the app's back: only the page's own expiry can bring it in.
    await f.product({ productName: 'Quiet Phone' });
    expect((await page('/all-products')).body).not.toContain('Quiet Phone');
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect((await page('/all-products')).body).toContain('Quiet Phone');
  });

  it('When a render fails once, then the plain shell goes out and the next visit draws the page', async () => {
    await written();
    (globalThis as { pbFailNextRender?: boolean }).pbFailNextRender = true;
    expect((await page('/')).body).toBe(HTML);
    expect((await page('/')).body).toContain('<li>Pixel Advertised $1</li>');
  });

  it('When the prerenderer fails, hangs or has nothing to draw, then the page still loads as the plain shell', async () => {
    for (const url of ['/categories/broken', '/categories/00000000-0000-4000-8000-000000000000']) {
      const res = await page(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(HTML);
    }
    const started = Date.now();
    const slow = await page('/categories/slow');
    expect(slow.body).toBe(HTML);
    expect(Date.now() - started).toBeLessThan(10_000);
    // Other client-side routes are never prerendered.
    expect((await page('/dashboard')).body).toBe(HTML);
  });

  it('When searches are requested, then each normalized query is drawn once and kept apart', async () => {
    const renders = () => (globalThis as { pbSearchRenders?: number }).pbSearchRenders ?? 0;
    const before = renders();
    expect((await page('/search?q=alpha')).body).toContain('<p>Results for alpha</p>');
    expect((await page('/search?q=beta')).body).toContain('<p>Results for beta</p>');
    // The same search, however its link was written, is the same drawing.
    expect((await page('/search?q=alpha&utm_source=mail')).body).toContain('Results for alpha');
    expect(renders() - before).toBe(2);
    // A write draws searches anew on their next visit, like every storefront page.
    written();
    expect((await page('/search?q=alpha')).body).toContain('Results for alpha');
    expect(renders() - before).toBe(3);
  });

  it('When the prerenderer itself cannot load, then the server still starts and sends the plain shell', async () => {
    const broken = await mkdtemp(path.join(os.tmpdir(), 'pb-ssr-broken-'));
    await writeFile(path.join(broken, 'entry-server.js'), "import 'no-such-package';\n");
    const other = await createTestContext('pglite', { WEB_DIST_DIR: web, WEB_SSR_DIR: broken });
    try {
      const res = await other.app.inject({ method: 'GET', url: '/' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(HTML);
    } finally {
      await other.close();
      await rm(broken, { recursive: true, force: true });
    }
  });
});
