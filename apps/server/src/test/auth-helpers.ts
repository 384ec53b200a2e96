import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/** PUBLIC_URL in tests (PORT defaults to 3000); better-auth checks Origin against it. */
export const TEST_ORIGIN = 'http://localhost:3000';
export const PASSWORD = 'Str0ng!pass';

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomBytes(4).toString('hex')}@example.com`;
}

/** `name=value; ...` from a reply's Set-Cookie headers, for the next request's Cookie. */
export function cookieFrom(res: LightMyRequestResponse): string {
  return res.cookies
    .filter((c) => c.value !== '' && !(c.maxAge !== undefined && c.maxAge <= 0))
    .map((c) => `${c.name}=${c.value}`)
    .join('; ');
}

interface Credentials {
  email: string;
  password?: string;
  name?: string;
  ip?: string;
}

export function signUpRequest(app: FastifyInstance, c: Credentials) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin: TEST_ORIGIN, ...(c.ip ? { 'x-forwarded-for': c.ip } : {}) },
    payload: { email: c.email, password: c.password ?? PASSWORD, name: c.name ?? 'Test User' },
  });
}

export function signInRequest(app: FastifyInstance, c: Credentials) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: TEST_ORIGIN, ...(c.ip ? { 'x-forwarded-for': c.ip } : {}) },
    payload: { email: c.email, password: c.password ?? PASSWORD },
  });
}

/** Creates an identity and returns its session cookie. */
export async function signUp(app: FastifyInstance, c: Credentials): Promise<string> {
  const res = await signUpRequest(app, c);
  expect(res.statusCode, res.body).toBe(200);
  const cookie = cookieFrom(res);
  expect(cookie).toContain('session_token');
  return cookie;
}

export function requestToken(app: FastifyInstance, cookie: string | undefined, email: string) {
  return app.inject({
    method: 'GET',
    url: `/api/jwt?email=${encodeURIComponent(email)}`,
    headers: cookie ? { cookie } : {},
  });
}

export function recordUser(app: FastifyInstance, cookie: string, body: Record<string, unknown>) {
  return app.inject({
    method: 'POST',
    url: '/api/users',
    headers: { cookie, origin: TEST_ORIGIN },
    payload: { name: 'Test User', photoURL: '', role: '', ...body },
  });
}

/** Sign-up, record the profile with `role`, and fetch a geniusToken. */
export async function signedInUser(
  app: FastifyInstance,
  options: { email?: string; role?: '' | 'seller' } = {},
) {
  const email = options.email ?? uniqueEmail();
  const cookie = await signUp(app, { email });
  const recorded = await recordUser(app, cookie, { email, role: options.role ?? '' });
  expect(recorded.statusCode, recorded.body).toBe(200);
  const res = await requestToken(app, cookie, email);
  expect(res.statusCode, res.body).toBe(200);
  const token = (res.json() as { geniusToken: string }).geniusToken;
  return { email, cookie, token, authorization: `Bearer ${token}` };
}
