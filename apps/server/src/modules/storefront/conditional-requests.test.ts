import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext } from '../../test/test-app.ts';

type Ctx = Awaited<ReturnType<typeof createTestContext>>;

const HTML = `<!doctype html><html><head><!--app-head--><title>PhoneBazaar</title><!--/app-head--></head><body><div id="root"><!--app-html--><span>Loading…</span><!--/app-html--></div><!--app-state--></body></html>`;
/** A stand-in prerenderer (storefront-prerender.test.ts has the one that reads the API). */
const ENTRY = `export const storefrontPage = (url) => url === '/all-products' ? url : undefined;
export async function prerender() {
  return { head: '<title>Page</title>', html: '<p>drawn</p>', state: '', staleAt: undefined };
}`;

/** Every kind of answer sent from memory (http/send-from-memory.ts), one address each. */
const PATHS = {
  'a response-cache hit': '/api/categories',
  'the SPA shell': '/dashboard',
  'a hashed asset': '/assets/app-abc123.js',
  'a prerendered page': '/all-products',
};

describe('answers from memory agree on If-None-Match (RFC 9110 §13.1.2)', () => {
  let ctx: Ctx;
  let web: string;
  let ssr: string;

  beforeAll(async () => {
    web = await mkdtemp(path.join(os.tmpdir(), 'pb-web-'));
    ssr = await mkdtemp(path.join(os.tmpdir(), 'pb-ssr-'));
    await mkdir(path.join(web, 'assets'));
    await writeFile(path.join(web, 'index.html'), HTML);
    await writeFile(path.join(web, 'assets', 'app-abc123.js'), 'console.log(1)');
    await writeFile(path.join(web, 'assets', 'app-abc123.js.br'), 'brotli-bytes');
    await writeFile(path.join(ssr, 'entry-server.js'), ENTRY);
    ctx = await createTestContext('pglite', {
      WEB_DIST_DIR: web,
      WEB_SSR_DIR: ssr,
      RESPONSE_CACHE: 'true',
    });
  });

  afterAll(async () => {
    await ctx.close();
    await rm(web, { recursive: true, force: true });
    await rm(ssr, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br', ...headers } });

  for (const [kind, url] of Object.entries(PATHS)) {
    it(`When ${kind} is revalidated with *, a weak tag or a list, then each gets 304 keeping ETag, Vary and Cache-Control`, async () => {
      // The first read fills the response cache; the ones below are its hits.
      await get(url);
      const full = await get(url);
      expect(full.statusCode).toBe(200);
      // The page is the drawn one, not the shell every other address gets.
      if (url === '/all-products') {
        expect(full.headers.etag).not.toBe((await get('/dashboard')).headers.etag);
      }
      const etag = String(full.headers.etag);
      expect(etag).toMatch(/^"[\w-]+"$/);

      for (const ifNoneMatch of ['*', `W/${etag}`, `"other", ${etag}`, `"x" ,W/${etag}`]) {
        const res = await get(url, { 'if-none-match': ifNoneMatch });
        expect(res.statusCode, ifNoneMatch).toBe(304);
        expect(res.rawPayload.length).toBe(0);
        expect(res.headers.etag).toBe(etag);
        expect(String(res.headers.vary)).toMatch(/Accept-Encoding/);
        expect(res.headers['cache-control']).toBe(full.headers['cache-control']);
        expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
        expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      }
      for (const ifNoneMatch of ['"other"', 'W/"other"', `${etag.slice(0, -1)}x"`]) {
        const res = await get(url, { 'if-none-match': ifNoneMatch });
        expect(res.statusCode, ifNoneMatch).toBe(200);
        expect(res.rawPayload.equals(full.rawPayload)).toBe(true);
      }
    });
  }
});
