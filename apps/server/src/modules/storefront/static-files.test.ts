import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext } from '../../test/test-app.ts';

type Ctx = Awaited<ReturnType<typeof createTestContext>>;

describe('static files, SPA fallback and security headers', () => {
  let ctx: Ctx;
  let web: string;

  beforeAll(async () => {
    web = await mkdtemp(path.join(os.tmpdir(), 'pb-web-'));
    await mkdir(path.join(web, 'assets'));
    await writeFile(path.join(web, 'index.html'), '<!doctype html><title>shell</title>');
    await writeFile(path.join(web, 'assets', 'app-abc123.js'), 'console.log(1)');
    await writeFile(path.join(web, 'assets', 'app-abc123.js.br'), 'brotli-bytes');
    ctx = await createTestContext('pglite', {
      WEB_DIST_DIR: web,
      CORS_ORIGINS: 'https://partner.example',
    });
    await writeFile(path.join(ctx.env.IMAGES_DIR, 'phone.webp'), 'img');
  });

  afterAll(async () => {
    await ctx.close();
    await rm(web, { recursive: true, force: true });
  });

  it('When a client-side route is asked, then index.html comes back uncached', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/categories/123?x=1' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('shell');
  });

  it('When the home page is asked by a browser, then the compressed shell comes from memory with an ETag, and a matching If-None-Match gets 304', async () => {
    const br = await ctx.app.inject({
      url: '/',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(String(br.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('shell');

    const gz = await ctx.app.inject({
      url: '/sell',
      headers: { 'accept-encoding': 'gzip, br;q=0' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toContain('shell');
    expect(gz.headers.etag).not.toBe(br.headers.etag);

    const again = await ctx.app.inject({
      url: '/',
      headers: { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers['content-security-policy']).toContain("frame-ancestors 'none'");

    // Read once at start: a later change on disk is not picked up until the next start.
    await writeFile(path.join(web, 'index.html'), '<!doctype html><title>changed</title>');
    const plain = await ctx.app.inject({ url: '/orders' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('shell');
  });

  it('When a hashed asset is asked with brotli, then the precompressed file is cached forever', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(res.headers.vary).toLowerCase()).toContain('accept-encoding');
  });

  it('When a hashed asset is asked again after a change on disk, then the copy read at start answers, with a 304 for its ETag', async () => {
    await writeFile(path.join(web, 'assets', 'app-abc123.js.br'), 'changed-bytes');
    const res = await ctx.app.inject({
      url: '/assets/app-abc123.js?v=1',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('brotli-bytes');
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    const plain = await ctx.app.inject({ url: '/assets/app-abc123.js' });
    expect(plain.body).toBe('console.log(1)');
    const again = await ctx.app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br', 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('When a missing asset or API path is asked, then a 404 comes back, not the SPA', async () => {
    expect((await ctx.app.inject({ url: '/assets/nope.js' })).statusCode).toBe(404);
    const api = await ctx.app.inject({ url: '/api/nope' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('When an image is asked, then it is served with long caching and nosniff', async () => {
    const res = await ctx.app.inject({ url: '/images/phone.webp' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('When any response is sent, then it carries the CSP and the other security headers', async () => {
    const res = await ctx.app.inject({ url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('When an origin is on the allowlist, then CORS allows it; otherwise not', async () => {
    const allowed = await ctx.app.inject({
      url: '/api/health',
      headers: { origin: 'https://partner.example' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://partner.example');
    const other = await ctx.app.inject({
      url: '/api/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('When a path tries to escape the web root, then nothing outside is served', async () => {
    const res = await ctx.app.inject({ url: '/assets/..%2f..%2f..%2fetc%2fpasswd' });
    expect(res.body).not.toContain('root:');
  });
});
