import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext } from '../test-app.ts';
import { writeFigures } from './figures.ts';

type Ctx = Awaited<ReturnType<typeof createTestContext>>;

/** One request of every kind of response the server sends (issue #7 item 6). */
const KINDS: Record<string, InjectOptions> = {
  'API 200': { url: '/api/health' },
  'API 200 from better-auth': { url: '/api/auth/get-session' },
  'API 401': { url: '/api/users' },
  'API 400': { url: '/api/allproducts?limit=0' },
  'API 404': { url: '/api/nope' },
  'API 413': {
    method: 'POST',
    url: '/api/booking',
    headers: { 'content-type': 'application/json' },
    payload: `{"x":"${'a'.repeat(1_100_000)}"}`,
  },
  'API HEAD': { method: 'HEAD', url: '/api/categories' },
  'CORS preflight': {
    method: 'OPTIONS',
    url: '/api/booking',
    headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
  },
  'popup page': { url: '/api/auth-popup/done' },
  image: { url: '/images/phone.webp' },
  'missing image': { url: '/images/none.webp' },
  'SPA html': { url: '/dashboard/myorder' },
  asset: { url: '/assets/app-abc123.js' },
  'missing asset': { url: '/assets/nope.js' },
};

async function webRoot() {
  const web = await mkdtemp(path.join(os.tmpdir(), 'pb-headers-'));
  await mkdir(path.join(web, 'assets'));
  await writeFile(path.join(web, 'index.html'), '<!doctype html><title>shell</title>');
  await writeFile(path.join(web, 'assets', 'app-abc123.js'), 'console.log(1)');
  return web;
}

function expectHardened(kind: string, headers: Record<string, unknown>, production: boolean) {
  const csp = String(headers['content-security-policy']);
  expect(csp, kind).toContain("frame-ancestors 'none'");
  expect(csp, kind).toContain("default-src 'self'");
  expect(csp, kind).toContain("script-src 'self'");
  expect(headers['x-content-type-options'], kind).toBe('nosniff');
  expect(headers['referrer-policy'], kind).toBe('strict-origin-when-cross-origin');
  if (production) expect(headers['strict-transport-security'], kind).toMatch(/max-age=31536000/);
  else expect(headers['strict-transport-security'], kind).toBeUndefined();
}

const MODES = {
  test: {},
  production: {
    NODE_ENV: 'production',
    AUTH_SECRET: randomBytes(32).toString('hex'),
    // Shared PostgreSQL in production needs the IMEI key given too (issue #16, decision 022).
    IMEI_KEY: randomBytes(32).toString('hex'),
    PUBLIC_URL: 'https://shop.example',
    PAYMENT_PROVIDER: 'sandbox',
    // Production names its mail on purpose (issue #14): the outbox keeps this run's mail.
    MAIL_URL: 'outbox',
  },
};

for (const [mode, overrides] of Object.entries(MODES)) {
  describe(`security headers [${mode}]`, () => {
    let ctx: Ctx;
    let web: string;
    const production = mode === 'production';
    beforeAll(async () => {
      web = await webRoot();
      ctx = await createTestContext('pglite', { WEB_DIST_DIR: web, ...overrides });
      await writeFile(path.join(ctx.env.IMAGES_DIR, 'phone.webp'), 'img');
    });
    afterAll(async () => {
      // The second test closed the database already, so close() stops there: tidy up after it.
      await ctx.close().catch(() => {});
      await rm(ctx.env.DATA_DIR, { recursive: true, force: true });
      await rm(web, { recursive: true, force: true });
    });

    it('When each kind of response is sent, then each carries CSP, nosniff and referrer policy; HSTS only in production', async () => {
      const statuses: Record<string, number> = {};
      for (const [kind, request] of Object.entries(KINDS)) {
        const res = await ctx.app.inject(request);
        statuses[kind] = res.statusCode;
        expectHardened(`${kind} (${res.statusCode})`, res.headers, production);
      }
      expect(statuses).toMatchObject({ 'API 200': 200, 'API 401': 401, 'API 413': 413 });
      expect(statuses).toMatchObject({ image: 200, 'SPA html': 200, asset: 200 });
      writeFigures(`security-headers-${mode}`, { kinds: Object.keys(KINDS).length + 2, statuses });
    });

    it('When the database is gone, then the 500 and the 503 carry the same headers and no internals', async () => {
      await ctx.database.close();
      const failed = await ctx.app.inject({ url: '/api/categories' });
      expect(failed.statusCode).toBe(500);
      expect(failed.json()).toEqual({
        message: 'Something went wrong on our side. Please try again.',
        code: 'INTERNAL',
      });
      expectHardened('API 500', failed.headers, production);
      const ready = await ctx.app.inject({ url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expectHardened('API 503', ready.headers, production);
    });
  });
}
