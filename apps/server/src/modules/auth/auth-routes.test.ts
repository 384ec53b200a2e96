import { expect, it } from 'vitest';
import {
  cookieFrom,
  requestToken,
  signInRequest,
  signUp,
  signUpRequest,
  TEST_ORIGIN,
  uniqueEmail,
} from '../../test/auth-helpers.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';

describeOnEachDatabase('identity and tokens', (ctx) => {
  it('When someone signs up with a mixed-case email, then it is stored lower case and they get a session', async () => {
    const email = uniqueEmail('Mixed').replace('mixed', 'MiXeD');
    const cookie = await signUp(ctx().app, { email });
    const res = await ctx().app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email).toBe(email.toLowerCase());
  });

  it('When the password is right, then sign-in sets a session cookie; when wrong, then 401', async () => {
    const { app } = ctx();
    const email = uniqueEmail();
    await signUp(app, { email });
    const ok = await signInRequest(app, { email: email.toUpperCase() });
    expect(ok.statusCode).toBe(200);
    expect(cookieFrom(ok)).toContain('session_token');
    const bad = await signInRequest(app, { email, password: 'Wrong!pass1' });
    expect(bad.statusCode).toBe(401);
    // No session; a first-party device id cookie (issue #36 item 2) may be set on any answer.
    expect(cookieFrom(bad)).not.toContain('session_token');
  });

  it('When there is no session, then /api/jwt answers 401 and no token', async () => {
    const res = await requestToken(ctx().app, undefined, 'a@example.com');
    expect(res.statusCode).toBe(401);
    expect(res.json()).not.toHaveProperty('geniusToken');
  });

  it("When the session is someone else's, then /api/jwt answers 401 and no token", async () => {
    const { app } = ctx();
    const mine = uniqueEmail();
    const cookie = await signUp(app, { email: mine });
    const res = await requestToken(app, cookie, uniqueEmail('victim'));
    expect(res.statusCode).toBe(401);
    expect(res.body).not.toContain('geniusToken');
  });

  it('When the session matches the email, then /api/jwt issues a geniusToken that works as bearer', async () => {
    const { app } = ctx();
    const email = uniqueEmail();
    const cookie = await signUp(app, { email });
    const res = await requestToken(app, cookie, email.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { geniusToken } = res.json();
    const check = await app.inject({
      method: 'GET',
      url: `/api/users/admin/${email}`,
      headers: { authorization: `bearer ${geniusToken}` },
    });
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({ isAdmin: false });
  });

  it('When the user signs out, then the session no longer yields a token', async () => {
    const { app } = ctx();
    const email = uniqueEmail();
    const cookie = await signUp(app, { email });
    const out = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie, origin: TEST_ORIGIN },
    });
    expect(out.statusCode).toBe(200);
    expect((await requestToken(app, cookie, email)).statusCode).toBe(401);
  });

  it('When a cookie-bearing POST comes from a foreign origin, then better-auth refuses it', async () => {
    const { app } = ctx();
    const cookie = await signUp(app, { email: uniqueEmail() });
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('When an email is already registered, then a second sign-up does not create a session for it', async () => {
    const { app } = ctx();
    const email = uniqueEmail();
    await signUp(app, { email });
    const again = await signUpRequest(app, { email, password: 'Other!pass2' });
    expect(cookieFrom(again)).not.toContain('session_token');
  });

  it('When no social provider is configured, then /api/auth-config lists none', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/api/auth-config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ emailPassword: true, social: [] });
  });

  it('When the popup asks for an unconfigured provider, then it lands on the done page with an error', async () => {
    const res = await ctx().app.inject({
      method: 'GET',
      url: '/api/auth-popup/start?provider=google',
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/api/auth-popup/done?error=provider_not_configured');
    expect(res.headers['cross-origin-opener-policy']).toBe('unsafe-none');
  });
});
