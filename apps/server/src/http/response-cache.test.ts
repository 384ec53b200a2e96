import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, expect, it } from 'vitest';
import { PASSWORD, signInRequest, signUp, uniqueEmail } from '../test/auth-helpers.ts';
import { bookThrough, buyingCalls, buyingCast } from '../test/buying-helpers.ts';
import { createFixtures, type Fixtures } from '../test/fixtures.ts';
import { describeOnEachDatabase } from '../test/test-app.ts';

// Headers that differ between any two answers, cached or not.
const PER_RESPONSE = ['x-request-id', 'date', 'connection', 'keep-alive'];
const stable = (headers: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !PER_RESPONSE.includes(name)));

describeOnEachDatabase(
  'response cache: hot public GETs from memory',
  (ctx) => {
    let f: Fixtures;
    beforeAll(async () => {
      f = createFixtures(ctx().database.db);
      // Enough listings that a page is compressed (the threshold is 1 KiB).
      await f.products(14);
    });
    const get = (url: string, headers: Record<string, string> = {}) =>
      ctx().app.inject({ method: 'GET', url, headers });
    const ids = (res: { json(): unknown }) => (res.json() as { _id: string }[]).map((p) => p._id);

    it('When a public list is read twice, then the second answer is the first, from memory, not the database', async () => {
      const first = await get('/api/allproducts?limit=12');
      // Written behind the app's back: only a read from memory can miss it.
      const hidden = await f.product({ postTime: new Date(Date.now() + 60_000) });
      const second = await get('/api/allproducts?limit=12');
      expect(second.statusCode).toBe(200);
      expect(second.body).toBe(first.body);
      expect(ids(second)).not.toContain(hidden.id);
      // The same query in another order is the same answer; another query is not.
      expect(ids(await get('/api/allproducts?limit=12&'))).not.toContain(hidden.id);
      expect(ids(await get('/api/allproducts?limit=13'))).toContain(hidden.id);
    });

    it('When a hit is served, then it carries exactly the headers of the miss that filled it', async () => {
      const url = '/api/advertisement?limit=5';
      const miss = await get(url, { 'accept-encoding': 'br' });
      const hit = await get(url, { 'accept-encoding': 'br' });
      expect(hit.rawPayload.equals(miss.rawPayload)).toBe(true);
      expect(stable(hit.headers)).toEqual(stable(miss.headers));
      expect(hit.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(hit.headers['x-request-id']).not.toBe(miss.headers['x-request-id']);
      expect(hit.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(hit.headers['x-content-type-options']).toBe('nosniff');
      expect(hit.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(hit.headers.vary).toMatch(/Accept-Encoding/);
      expect(hit.headers['cache-control']).toBe('no-cache');
    });

    it('When the client sends the ETag back, then the answer is 304 with no body; a stale tag gets the page', async () => {
      const url = '/api/allproducts?limit=3';
      const page = await get(url);
      const etag = page.headers.etag as string;
      expect(etag).toMatch(/^"[\w-]+"$/);
      const again = await get(url, { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect((await get(url, { 'if-none-match': `W/${etag}, "x"` })).statusCode).toBe(304);
      const other = await get(url, { 'if-none-match': '"not-this-one"' });
      expect(other.statusCode).toBe(200);
      expect(other.body).toBe(page.body);
    });

    it('When br, gzip or nothing is accepted, then each gets its own bytes and tag, all the same JSON', async () => {
      const url = '/api/allproducts?limit=12';
      const plain = await get(url);
      const br = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
      const gzip = await get(url, { 'accept-encoding': 'gzip' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(br.headers['content-encoding']).toBe('br');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
      expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      const tags = new Set([plain.headers.etag, br.headers.etag, gzip.headers.etag]);
      expect(tags.size).toBe(3);
      expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
      // A tag is only good for its own encoding.
      const cross = await get(url, {
        'accept-encoding': 'br',
        'if-none-match': plain.headers.etag as string,
      });
      expect(cross.statusCode).toBe(200);
    });

    it('When a request carries Authorization or an Origin, then it is answered by the pipeline, fresh', async () => {
      const url = '/api/allproducts?limit=2';
      await get(url);
      const hidden = await f.product({ postTime: new Date(Date.now() + 120_000) });
      expect(ids(await get(url))).not.toContain(hidden.id);
      const cast = await buyingCast(ctx());
      expect(ids(await get(url, cast.buyer.headers))).toContain(hidden.id);
      expect(ids(await get(url, { origin: 'https://elsewhere.example' }))).toContain(hidden.id);
    });

    it('When someone signs up and signs in, then cached lists stay (those writes change no list)', async () => {
      const url = '/api/allproducts?limit=4';
      const first = await get(url);
      const hidden = await f.product({ postTime: new Date(Date.now() + 120_000) });
      const user = { email: uniqueEmail('cache'), password: PASSWORD, name: 'Cache Reader' };
      await signUp(ctx().app, user);
      expect((await signInRequest(ctx().app, user)).statusCode).toBe(200);
      const after = await get(url);
      expect(after.body).toBe(first.body);
      expect(ids(after)).not.toContain(hidden.id);
    });

    it('When a request is refused, then nothing is stored and the error is not served from memory', async () => {
      const bad = await get('/api/allproducts?limit=abc');
      expect(bad.statusCode).toBe(400);
      expect((await get('/api/allproducts?limit=abc')).statusCode).toBe(400);
    });
  },
  { RESPONSE_CACHE: 'true' },
);

describeOnEachDatabase(
  'response cache: a hold lapsing by time',
  (ctx) => {
    it('When a shown hold lapses, then the cached page is not served past its expiry', async () => {
      const cast = await buyingCast(ctx(), { postTime: new Date(Date.now() + 3_600_000) });
      const calls = buyingCalls(ctx);
      await bookThrough(calls, cast.buyer, cast.product.id);
      const read = async () =>
        (
          (await ctx().app.inject({ method: 'GET', url: '/api/allproducts?limit=1' })).json() as {
            _id: string;
            booking: boolean;
          }[]
        )[0];
      expect(await read()).toMatchObject({ _id: cast.product.id, booking: true });
      // No write happens from here on: only the hold's expiry (1.8 s) can turn the flag.
      await new Promise((resolve) => setTimeout(resolve, 2500));
      expect(await read()).toMatchObject({ _id: cast.product.id, booking: false });
    });
  },
  // Max age far beyond the hold, so only the hold's own expiry can end the entry.
  { RESPONSE_CACHE: 'true', BOOKING_HOLD_HOURS: '0.0005', RESPONSE_CACHE_MAX_AGE_SECONDS: '3600' },
);
