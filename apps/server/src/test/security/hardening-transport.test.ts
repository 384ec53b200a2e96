import { readdir } from 'node:fs/promises';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { createIdentity } from '../../modules/auth/identity.ts';
import { signedInUser, TEST_ORIGIN } from '../auth-helpers.ts';
import { describeOnEachDatabase } from '../test-app.ts';
import { type HardeningFigure, writeHardeningFigures } from './hardening-figures.ts';

const EVIL = 'http://evil.example';
/** Another port on the same host: same site, so SameSite cookies still go along. */
const SIBLING = 'http://localhost:4000';
const CLIENT = 'https://client.example';

function multipart(data: Buffer) {
  const boundary = `----pb${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

const png = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 9, g: 9, b: 9 } } })
    .png()
    .toBuffer();

/** One cookie-authenticated write of each method the API has, and the upload (no preflight). */
const WRITES = [
  { method: 'POST', url: '/api/users', payload: { name: 'Mallory', photoURL: '', role: 'seller' } },
  { method: 'PATCH', url: '/api/users/me', payload: { name: 'Mallory' } },
  { method: 'PUT', url: '/api/users/makeadmin/00000000-0000-4000-8000-000000000000' },
  { method: 'DELETE', url: '/api/product/00000000-0000-4000-8000-000000000000' },
] as const;

describeOnEachDatabase(
  'hardening: Origin of cookie-authenticated writes (issue #14 finding 12)',
  (ctx) => {
    it('When a cookie-authenticated write of any method or an upload comes from another origin or none, then 403 ORIGIN_NOT_ALLOWED and nothing changes', async () => {
      const { app, env, kind } = ctx();
      const me = await signedInUser(app);
      const before = (await readdir(env.IMAGES_DIR)).length;
      const image = await png();
      let refused = 0;
      let tried = 0;
      const origins: Array<Record<string, string>> = [
        { origin: EVIL },
        { origin: SIBLING },
        { origin: 'null' },
        {},
        { 'sec-fetch-site': 'same-site' },
        { origin: EVIL, 'sec-fetch-site': 'same-origin' },
      ];
      for (const extra of origins) {
        for (const write of WRITES) {
          const res = await app.inject({
            method: write.method,
            url: write.url,
            headers: { cookie: me.cookie, ...extra },
            ...('payload' in write ? { payload: write.payload } : {}),
          });
          tried += 1;
          if (res.statusCode === 403 && res.json().code === 'ORIGIN_NOT_ALLOWED') refused += 1;
          expect(res.statusCode, `${write.method} ${write.url} ${JSON.stringify(extra)}`).toBe(403);
        }
        const form = multipart(image);
        const upload = await app.inject({
          method: 'POST',
          url: '/api/upload',
          headers: { cookie: me.cookie, 'content-type': form.contentType, ...extra },
          payload: form.payload,
        });
        tried += 1;
        if (upload.statusCode === 403 && upload.json().code === 'ORIGIN_NOT_ALLOWED') refused += 1;
      }
      expect(refused).toBe(tried);
      expect((await readdir(env.IMAGES_DIR)).length).toBe(before);
      const profile = await app.inject({
        method: 'GET',
        url: '/api/users/me',
        headers: { authorization: me.authorization },
      });
      if (profile.statusCode === 200) expect(profile.json().name).not.toBe('Mallory');

      // Our own pages still work: an allowed Origin, or a same-origin fetch without one.
      const own = await app.inject({
        method: 'PATCH',
        url: '/api/users/me',
        headers: { cookie: me.cookie, origin: TEST_ORIGIN },
        payload: { name: 'Own Page' },
      });
      expect(own.statusCode, own.body).toBe(200);
      const sameOrigin = await app.inject({
        method: 'PATCH',
        url: '/api/users/me',
        headers: { cookie: me.cookie, 'sec-fetch-site': 'same-origin' },
        payload: { name: 'Same Origin' },
      });
      expect(sameOrigin.statusCode, sameOrigin.body).toBe(200);
      const form = multipart(image);
      const ownUpload = await app.inject({
        method: 'POST',
        url: '/api/upload',
        headers: { cookie: me.cookie, 'content-type': form.contentType, origin: TEST_ORIGIN },
        payload: form.payload,
      });
      expect(ownUpload.statusCode, ownUpload.body).toBe(200);
      // A bearer client on any origin is not a forged request: a page cannot add the header.
      const bearer = await app.inject({
        method: 'PATCH',
        url: '/api/users/me',
        headers: { authorization: me.authorization, origin: EVIL, cookie: me.cookie },
        payload: { name: 'Bearer Client' },
      });
      expect(bearer.statusCode, bearer.body).toBe(200);
      // The Stripe webhook carries no cookie: its signature check answers, not ours.
      const webhook = await app.inject({
        method: 'POST',
        url: '/api/webhooks/stripe',
        headers: { 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(webhook.json().code).not.toBe('ORIGIN_NOT_ALLOWED');

      writeHardeningFigures('transport-origin', kind, [
        {
          item: '12',
          what: 'Cookie-authenticated POST/PATCH/PUT/DELETE and multipart uploads from a foreign, sibling, null or missing Origin',
          figure: `${refused} of ${tried} refused with 403 before any work; 0 images stored`,
        },
      ]);
    });

    it('When a cookie-bearing POST to any better-auth endpoint comes from another origin, then better-auth refuses it', async () => {
      const { app, env, database, kind } = ctx();
      const me = await signedInUser(app);
      const identity = createIdentity(env, database.db, {
        onProfileChanged: async () => {},
        sendMail: async () => {},
        onEmailVerified: async () => {},
      });
      const posts = Object.values(identity.api as Record<string, unknown>)
        .map((e) => e as { path?: string; options?: { method?: string | string[] } })
        .filter((e) => {
          const m = e.options?.method;
          return (
            typeof e.path === 'string' && (m === 'POST' || (Array.isArray(m) && m.includes('POST')))
          );
        })
        .map((e) => (e.path as string).replace(/:(\w+)/g, 'x'));
      const accepted: string[] = [];
      for (const path of posts) {
        const res = await app.inject({
          method: 'POST',
          url: `/api/auth${path}`,
          headers: { cookie: me.cookie, origin: SIBLING, 'content-type': 'application/json' },
          // Enough for our own body check before better-auth (sign-in and sign-up need an email).
          payload: JSON.stringify({ email: me.email, password: 'Str0ng!pass', name: 'x' }),
        });
        if (res.statusCode !== 403) accepted.push(`${path}: ${res.statusCode}`);
      }
      expect(posts.length).toBeGreaterThan(10);
      expect(accepted).toEqual([]);
      writeHardeningFigures('transport-identity', kind, [
        {
          item: '12',
          what: 'Cookie-bearing POSTs from a sibling origin to every better-auth endpoint we expose',
          figure: `${posts.length - accepted.length} of ${posts.length} refused by better-auth (403)`,
        },
      ]);
    });
  },
);

describeOnEachDatabase(
  'hardening: API clients on other origins (issue #14)',
  (ctx) => {
    it('When an allowed origin sends a preflight, then every method and the headers it needs are allowed, and the cursor header is readable', async () => {
      const { app, kind } = ctx();
      const figures: HardeningFigure[] = [];
      const methods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];
      let allowed = 0;
      for (const method of methods) {
        const res = await app.inject({
          method: 'OPTIONS',
          url: '/api/product/00000000-0000-4000-8000-000000000000',
          headers: {
            origin: CLIENT,
            'access-control-request-method': method,
            'access-control-request-headers': 'authorization,content-type',
          },
        });
        const list = String(res.headers['access-control-allow-methods'] ?? '').split(/,\s*/);
        const headers = String(res.headers['access-control-allow-headers'] ?? '').toLowerCase();
        if (
          res.statusCode < 300 &&
          res.headers['access-control-allow-origin'] === CLIENT &&
          list.includes(method) &&
          headers.includes('authorization') &&
          headers.includes('content-type')
        ) {
          allowed += 1;
        }
      }
      expect(allowed).toBe(methods.length);
      const list = await app.inject({
        method: 'GET',
        url: '/api/allproducts',
        headers: { origin: CLIENT },
      });
      expect(String(list.headers['access-control-expose-headers'])).toContain('x-next-cursor');
      // Not listed: no CORS headers at all.
      const other = await app.inject({
        method: 'OPTIONS',
        url: '/api/allproducts',
        headers: { origin: EVIL, 'access-control-request-method': 'PUT' },
      });
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
      figures.push({
        item: 'cors',
        what: 'Preflights from an allowed origin for GET, HEAD, POST, PUT, PATCH, DELETE with Authorization and Content-Type',
        figure: `${allowed} of ${methods.length} allowed; x-next-cursor exposed`,
      });

      // Pictures may be shown by other origins; everything else stays same-origin.
      const me = await signedInUser(app);
      const form = multipart(await png());
      const uploaded = await app.inject({
        method: 'POST',
        url: '/api/upload',
        headers: { authorization: me.authorization, 'content-type': form.contentType },
        payload: form.payload,
      });
      const url = uploaded.json().data.url as string;
      const picture = await app.inject({ method: 'GET', url: new URL(url, TEST_ORIGIN).pathname });
      const api = await app.inject({ method: 'GET', url: '/api/allproducts' });
      expect(picture.statusCode).toBe(200);
      expect(picture.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(api.headers['cross-origin-resource-policy']).toBe('same-origin');
      figures.push({
        item: 'cors',
        what: 'Cross-Origin-Resource-Policy of an uploaded picture; of an API answer',
        figure: `${picture.headers['cross-origin-resource-policy']}; ${api.headers['cross-origin-resource-policy']}`,
      });
      writeHardeningFigures('transport-cors', kind, figures);
    });
  },
  { CORS_ORIGINS: CLIENT },
);
