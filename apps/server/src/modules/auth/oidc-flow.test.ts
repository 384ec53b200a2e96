import type { FastifyInstance } from 'fastify';
import { afterAll, expect, it } from 'vitest';
import { cookieFrom, requestToken, TEST_ORIGIN } from '../../test/auth-helpers.ts';
import { CookieJar, startTestIssuer, TEST_OIDC_ACCOUNTS } from '../../test/oidc-issuer.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';

// A real issuer on localhost; the app itself is driven with inject, and the issuer's
// redirect back to PUBLIC_URL is replayed into the app by path.
const issuer = await startTestIssuer(`${TEST_ORIGIN}/api/auth/callback/oidc`);
afterAll(() => issuer.close());

/**
 * Walks the issuer's pages like a browser in the popup would: follow redirects, log in
 * as `account` on the dev login form, approve consent (or abort), until the issuer sends
 * the browser back to our callback. Returns that callback URL.
 */
async function authorizeAtIssuer(authorizeUrl: string, account: string, abort = false) {
  const jar = new CookieJar();
  let url = authorizeUrl;
  for (let step = 0; step < 12; step += 1) {
    if (url.startsWith(TEST_ORIGIN)) return new URL(url);
    const interaction = new URL(url).pathname.match(/^\/interaction\/([^/]+)$/);
    let res: Response;
    if (interaction && abort) {
      res = await fetch(`${url}/abort`, { headers: { cookie: jar.header() }, redirect: 'manual' });
    } else if (interaction) {
      const page = await fetch(url, { headers: { cookie: jar.header() }, redirect: 'manual' });
      jar.store(page.headers.getSetCookie());
      const html = await page.text();
      const prompt = html.includes('name="login"') ? 'login' : 'consent';
      const form = new URLSearchParams({ prompt, login: account, password: 'any' });
      res = await fetch(url, {
        method: 'POST',
        headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
        body: form.toString(),
        redirect: 'manual',
      });
    } else {
      res = await fetch(url, { headers: { cookie: jar.header() }, redirect: 'manual' });
    }
    jar.store(res.headers.getSetCookie());
    const location = res.headers.get('location');
    if (!location)
      throw new Error(`issuer stopped at ${url} with ${res.status}: ${await res.text()}`);
    url = new URL(location, url).toString();
  }
  throw new Error('the issuer never redirected back');
}

async function startPopup(app: FastifyInstance) {
  const start = await app.inject({ method: 'GET', url: '/api/auth-popup/start?provider=oidc' });
  expect(start.statusCode, start.body).toBe(302);
  expect(start.headers['cross-origin-opener-policy']).toBe('unsafe-none');
  const location = String(start.headers.location);
  expect(location.startsWith(`${issuer.url}/auth?`)).toBe(true);
  return { location, cookie: cookieFrom(start) };
}

describeOnEachDatabase(
  'social sign-in through a real OIDC issuer',
  (ctx) => {
    it('When the OIDC issuer is configured, then /api/auth-config lists it by name', async () => {
      const res = await ctx().app.inject({ method: 'GET', url: '/api/auth-config' });
      expect(res.json()).toEqual({
        emailPassword: true,
        social: [{ id: 'oidc', name: 'Test Issuer' }],
      });
    });

    it('When the popup completes login and consent, then the callback sets a session and lands on the done page', async () => {
      const { app } = ctx();
      const popup = await startPopup(app);
      const authorize = new URL(popup.location);
      expect(authorize.searchParams.get('redirect_uri')).toBe(
        `${TEST_ORIGIN}/api/auth/callback/oidc`,
      );
      expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');

      const callback = await authorizeAtIssuer(popup.location, 'olivia');
      const back = await app.inject({
        method: 'GET',
        url: `${callback.pathname}${callback.search}`,
        headers: { cookie: popup.cookie },
      });
      expect(back.statusCode, back.body).toBe(302);
      expect(back.headers.location).toBe(`${TEST_ORIGIN}/api/auth-popup/done`);
      expect(back.headers['cross-origin-opener-policy']).toBe('unsafe-none');
      const session = cookieFrom(back);
      expect(session).toContain('session_token');

      const email = TEST_OIDC_ACCOUNTS.olivia!.email.toLowerCase();
      const me = await app.inject({
        method: 'GET',
        url: '/api/auth/get-session',
        headers: { cookie: session },
      });
      expect(me.json().user).toMatchObject({ email, name: 'Olivia Oidc' });
      // What the web does next: record the profile (role '') and fetch the token.
      const recorded = await app.inject({
        method: 'POST',
        url: '/api/users',
        // A browser sends its Origin with a cookie-authenticated write (issue #14 finding 12).
        headers: { cookie: session, origin: TEST_ORIGIN },
        payload: { email, name: 'Olivia Oidc', photoURL: '', role: '' },
      });
      expect(recorded.statusCode).toBe(200);
      expect((await requestToken(app, session, email)).json()).toHaveProperty('geniusToken');

      const done = await app.inject({ method: 'GET', url: '/api/auth-popup/done' });
      expect(done.statusCode).toBe(200);
      expect(done.headers['content-type']).toContain('text/html');
      expect(done.body).toContain('<script src="/api/auth-popup/done.js"></script>');
      const script = await app.inject({ method: 'GET', url: '/api/auth-popup/done.js' });
      expect(script.body).toContain('window.opener.postMessage(message, window.location.origin)');
    });

    it('When the state cookie from the start is missing, then the callback signs nobody in', async () => {
      const { app } = ctx();
      const popup = await startPopup(app);
      const callback = await authorizeAtIssuer(popup.location, 'olivia');
      const back = await app.inject({
        method: 'GET',
        url: `${callback.pathname}${callback.search}`,
      });
      expect(cookieFrom(back)).not.toContain('session_token');
    });

    it('When the user cancels at the issuer, then the popup lands on the done page with the error', async () => {
      const { app } = ctx();
      const popup = await startPopup(app);
      const callback = await authorizeAtIssuer(popup.location, 'olivia', true);
      const back = await app.inject({
        method: 'GET',
        url: `${callback.pathname}${callback.search}`,
        headers: { cookie: popup.cookie },
      });
      expect(back.statusCode).toBe(302);
      const location = new URL(String(back.headers.location), TEST_ORIGIN);
      expect(location.pathname).toBe('/api/auth-popup/done');
      expect(location.searchParams.get('error')).toBeTruthy();
      expect(cookieFrom(back)).not.toContain('session_token');
    });
  },
  {
    OIDC_ISSUER: issuer.url,
    OIDC_CLIENT_ID: issuer.clientId,
    OIDC_CLIENT_SECRET: issuer.clientSecret,
    OIDC_NAME: 'Test Issuer',
  },
);
