import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app.ts';

/** Building the app runs the migrations: slow on a busy machine. */
const SLOW = 120_000;

/** Every URL the page loads: scripts, style sheets, images, anything with src or href. */
const referenced = (html: string) =>
  [...html.matchAll(/\b(?:src|href)="([^"]+)"/g)].map((match) => match[1]!);

// The page's own answers are the same on either database: PGlite only.
describe('the API reference page (issue #40)', () => {
  let ctx: TestContext & { close: () => Promise<void> };
  beforeAll(async () => {
    ctx = await createTestContext('pglite');
  }, SLOW);
  afterAll(() => ctx?.close());

  it('When /api/docs is opened, then it is an HTML page whose every asset is ours, under the unrelaxed CSP', async () => {
    const page = await ctx.app.inject('/api/docs');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(page.body).not.toMatch(/<script>|<script [^>]*>[^<]/);
    const assets = referenced(page.body);
    expect(assets.length).toBeGreaterThanOrEqual(3);
    for (const asset of assets) {
      // Same origin: a path, never another host or protocol-relative URL.
      expect(asset).toMatch(/^\/api\/docs\/[\w.-]+$/);
      const reply = await ctx.app.inject(asset);
      expect(reply.statusCode, asset).toBe(200);
      expect(reply.headers['content-type'], asset).toMatch(/^text\/(css|javascript)/);
      expect(reply.body).not.toContain('sourceMappingURL');
    }
    // The initializer reads our document, and turns off Swagger UI's online validator badge.
    const init = await ctx.app.inject('/api/docs/docs.js');
    expect(init.body).toContain('"/api/openapi.json"');
    expect(init.body).toContain('validatorUrl: null');
  });

  it('When a file that is not the page’s is asked for under /api/docs, then it is 404', async () => {
    for (const url of [
      '/api/docs/package.json',
      '/api/docs/..%2Fpackage.json',
      '/api/docs/index.html',
    ])
      expect((await ctx.app.inject(url)).statusCode, url).toBe(404);
  });

  it('When the bundle is asked for with brotli, then the compressed bytes are sent, with an ETag that answers 304', async () => {
    const url = '/api/docs/swagger-ui-bundle.js';
    const first = await ctx.app.inject({ url, headers: { 'accept-encoding': 'br' } });
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers['cache-control']).toBe('public, max-age=86400');
    const again = await ctx.app.inject({
      url,
      headers: { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});
