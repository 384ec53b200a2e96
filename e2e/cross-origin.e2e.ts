import { randomBytes } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppServer, startAppServer } from './support/app-server.ts';
import { launchBrowser } from './support/browser.ts';
import { type SecondOrigin, serveSecondOrigin } from './support/second-origin.ts';

/** 1x1 PNG: a real picture, so without the Origin check the upload would be stored. */
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC';
const PAGE =
  '<!doctype html><html lang="en"><title>Elsewhere</title><body><h1>Elsewhere</h1></body></html>';

let browser: Browser;
let app: AppServer;
let attacker: SecondOrigin;
let client: SecondOrigin;

beforeAll(async () => {
  [attacker, client] = await Promise.all([serveSecondOrigin(PAGE), serveSecondOrigin(PAGE)]);
  // Only the client is listed: the attacker is another origin of the same site.
  app = await startAppServer({
    DEMO_DATA: 'true',
    CORS_ORIGINS: client.origin,
    AUTH_RATE_LIMIT_PER_IP: '1000',
    TOKEN_RATE_LIMIT_PER_IP: '1000',
    UPLOAD_RATE_LIMIT_PER_IP: '1000',
    REPORT_RATE_LIMIT_PER_IP: '1000',
    PROFILE_RATE_LIMIT_PER_IP: '1000',
  });
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await app?.close();
  await attacker?.close();
  await client?.close();
});

/** Signs in from Node (as a non-browser client would) and returns a geniusToken. */
async function tokenFor(email: string): Promise<string> {
  const signIn = await fetch(`${app.baseURL}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: app.baseURL },
    body: JSON.stringify({ email, password: 'Demo@2022' }),
  });
  expect(signIn.status).toBe(200);
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const jwt = await fetch(`${app.baseURL}/api/jwt?email=${encodeURIComponent(email)}`, {
    headers: { cookie },
  });
  expect(jwt.status).toBe(200);
  return ((await jwt.json()) as { geniusToken: string }).geniusToken;
}

describe('a page on another origin of the same site (issue #14 finding 12)', () => {
  it('When a signed-in victim opens it, then its credentialed PATCH and its multipart upload change and store nothing', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const email = `victim-${randomBytes(4).toString('hex')}@example.com`;

    // The victim signs up on the app itself; the browser adds Origin to these writes.
    await page.goto(`${app.baseURL}/`);
    const own = await page.evaluate(async (address) => {
      const json = { 'content-type': 'application/json' };
      const up = await fetch('/api/auth/sign-up/email', {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ email: address, password: 'Str0ng!pass', name: 'Victim' }),
      });
      const recorded = await fetch('/api/users', {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ email: address, name: 'Victim', photoURL: '', role: '' }),
      });
      const patched = await fetch('/api/users/me', {
        method: 'PATCH',
        headers: json,
        body: JSON.stringify({ name: 'Victim Own' }),
      });
      return [up.status, recorded.status, patched.status];
    }, email);
    expect(own).toEqual([200, 200, 200]);

    const uploads: number[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/api/upload')) uploads.push(response.status());
    });
    await page.goto(`${attacker.origin}/`);
    const patch = await page.evaluate(async (api) => {
      try {
        const res = await fetch(`${api}/api/users/me`, {
          method: 'PATCH',
          credentials: 'include',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ name: 'Hacked' }),
        });
        return String(res.status);
      } catch {
        return 'blocked';
      }
    }, app.baseURL);
    // A multipart form needs no preflight: it reaches the server with the victim's cookie.
    const uploaded = page.waitForResponse((r) => r.url().endsWith('/api/upload'));
    await page.evaluate(
      ({ api, png }) => {
        const frame = document.createElement('iframe');
        frame.name = 'sink';
        document.body.append(frame);
        const form = document.createElement('form');
        form.method = 'POST';
        form.enctype = 'multipart/form-data';
        form.action = `${api}/api/upload`;
        form.target = 'sink';
        const input = document.createElement('input');
        input.type = 'file';
        input.name = 'image';
        const bytes = Uint8Array.from(atob(png), (c) => c.charCodeAt(0));
        const files = new DataTransfer();
        files.items.add(new File([bytes], 'a.png', { type: 'image/png' }));
        input.files = files.files;
        form.append(input);
        document.body.append(form);
        form.submit();
      },
      { api: app.baseURL, png: PNG_BASE64 },
    );
    // The sink frame navigates away at once; its status is what the server answered.
    const upload = await uploaded;

    await page.goto(`${app.baseURL}/`);
    const name = await page.evaluate(async () => {
      const res = await fetch('/api/auth/get-session');
      return ((await res.json()) as { user: { name: string } }).user.name;
    });
    await context.close();

    expect(patch).toBe('blocked');
    expect(upload.status()).toBe(403);
    expect(uploads).toEqual([403]);
    expect(name).toBe('Victim Own');
  }, 60_000);
});

describe('an API client on an origin listed in CORS_ORIGINS (issue #14)', () => {
  it('When it lists, reports (PUT), deletes (DELETE) with a bearer token and shows a picture and an icon as the API names them, then all of it works', async () => {
    const [buyer, seller] = await Promise.all([
      tokenFor('buyer@phonebazaar.test'),
      tokenFor('seller@phonebazaar.test'),
    ]);
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${client.origin}/`);
    const outcome = await page.evaluate(
      async ({ api, buyer, seller }) => {
        const list = await fetch(`${api}/api/allproducts`);
        const items = (await list.json()) as Array<{
          _id: string;
          productImg: string;
          sellerId: string;
        }>;
        // Public lists name the seller by id, not email (issue #19, decision 036); the
        // seller's token says whose it is.
        const claims = seller.split('.')[1] ?? '';
        const sellerId = JSON.parse(atob(claims.replace(/-/g, '+').replace(/_/g, '/'))).sub;
        const own = items.find((p) => p.sellerId === sellerId);
        const other = items.find((p) => p.sellerId !== sellerId);
        const put = await fetch(`${api}/api/report/${other?._id}`, {
          method: 'PUT',
          headers: { authorization: `Bearer ${buyer}`, 'content-type': 'application/json' },
          body: JSON.stringify({ reason: 'Asked for an advance payment before meeting.' }),
        });
        const del = await fetch(`${api}/api/product/${own?._id}`, {
          method: 'DELETE',
          headers: { authorization: `Bearer ${seller}` },
        });
        // Pictures and icons are used exactly as the API names them (absolute on PUBLIC_URL,
        // decision 025): a relative path would resolve against this page's own origin.
        const categories = (await (await fetch(`${api}/api/categories`)).json()) as Array<{
          icon: string;
        }>;
        const pictureUrl = items[0]?.productImg ?? '';
        const iconUrl = categories[0]?.icon ?? '';
        const img = new Image();
        img.src = pictureUrl;
        const shown = await img.decode().then(
          () => img.naturalWidth,
          () => 0,
        );
        const icon = new Image();
        icon.src = iconUrl;
        const iconShown = await icon.decode().then(
          () => icon.naturalWidth,
          () => 0,
        );
        return {
          list: list.status,
          count: items.length,
          put: put.status,
          del: del.status,
          shown,
          iconShown,
          pictureUrl,
          iconUrl,
        };
      },
      { api: app.baseURL, buyer, seller },
    );
    await context.close();
    expect(outcome.list).toBe(200);
    expect(outcome.count).toBeGreaterThan(0);
    expect(outcome.put).toBe(200);
    expect(outcome.del).toBe(200);
    expect(outcome.shown).toBeGreaterThan(0);
    expect(outcome.iconShown).toBeGreaterThan(0);
    expect(outcome.pictureUrl.startsWith(`${app.baseURL}/images/`)).toBe(true);
    expect(outcome.iconUrl.startsWith(`${app.baseURL}/icons/`)).toBe(true);
  }, 60_000);
});
