import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthUser } from '../../lib/access.ts';
import type { RoutePolicy } from '../../lib/route-policy.ts';
import { authenticate } from './authenticate.ts';
import type { Identity } from './identity.ts';
import type { SessionLiveness } from './session-liveness.ts';
import { InvalidTokenError, type TokenService } from './token-service.ts';

const account = (n: number, role: AuthUser['role']): AuthUser => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  email: `member${n}@example.com`,
  role,
  name: `Member ${n}`,
  verified: true,
});
const ACCOUNTS = {
  buyer: account(1, ''),
  seller: account(2, 'seller'),
  admin: account(3, 'admin'),
};
const byId = new Map(Object.values(ACCOUNTS).map((a) => [a.id, a]));

// Stand-ins for the token service, the account lookup and better-auth: a bearer token is
// "token:<id>", a live session is the cookie "session=live".
const tokens = {
  async verify(token: string) {
    const id = token.replace(/^token:/, '');
    const found = byId.get(id);
    if (!found) throw new InvalidTokenError('unknown');
    return { sub: found.id, email: found.email };
  },
} as unknown as TokenService;
type Accounts = Parameters<typeof authenticate>[1]['users'];
const users: Accounts = { findLiveById: async (id) => byId.get(id) as never };
const sessions = { isLive: async () => true } as unknown as SessionLiveness;
const identity = {
  api: {
    getSession: async ({ headers }: { headers: Headers }) =>
      headers.get('cookie') === 'session=live'
        ? {
            user: { id: 'identity-1', email: 'member1@example.com', name: 'M', image: null },
            session: { id: 'session-1' },
          }
        : null,
  },
} as unknown as Identity;

const bearer = (who: keyof typeof ACCOUNTS) => ({
  authorization: `Bearer token:${ACCOUNTS[who].id}`,
});
const body = { type: 'object', required: ['name'], properties: { name: { type: 'string' } } };

describe('policy checks: config.policy is the guard (decision 027)', () => {
  let app: FastifyInstance;
  let ownCheckRuns = 0;

  beforeAll(async () => {
    app = Fastify();
    await app.register(authenticate, { identity, tokens, users, sessions });
    const route = (method: 'GET' | 'POST', url: string, policy: RoutePolicy) =>
      app.route({
        method,
        url,
        config: { policy },
        ...(method === 'POST' ? { schema: { body } } : {}),
        handler: async (request) => ({
          user: request.user?.email ?? request.identitySession?.email,
        }),
      });
    for (const policy of ['seller', 'seller-or-admin', 'owner', 'public', 'webhook'] as const)
      route('POST', `/${policy}`, policy);
    route('GET', '/session', 'session');
    route('GET', '/session-or-bearer', 'session-or-bearer');
    // A route that also has a check of its own: it runs after the policy's, once per request.
    app.get(
      '/signed-in',
      {
        config: { policy: 'signed-in' },
        preValidation: [
          async () => {
            ownCheckRuns += 1;
          },
        ],
      },
      async () => ({ ok: true }),
    );
    await app.ready();
  });
  afterAll(() => app.close());

  const post = (url: string, headers: Record<string, string>, payload: unknown) =>
    app.inject({ method: 'POST', url, headers, payload: payload as object });

  it('When a caller without a token sends a bad body to a seller route, then 401 before 400', async () => {
    const res = await post('/seller', {}, { wrong: 1 });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHORIZED');
  });

  it('When a buyer sends a bad body to a seller route, then 403 ROLE_REQUIRED before 400', async () => {
    const res = await post('/seller', bearer('buyer'), { wrong: 1 });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'ROLE_REQUIRED',
      message: 'Your account is not allowed to do this.',
    });
  });

  it('When a seller sends a bad body, then 400; a good one, then the handler runs as them', async () => {
    expect((await post('/seller', bearer('seller'), { wrong: 1 })).statusCode).toBe(400);
    const ok = await post('/seller', bearer('seller'), { name: 'x' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user).toBe(ACCOUNTS.seller.email);
  });

  it('When a bad or unknown token is sent, then 401 INVALID_TOKEN', async () => {
    const res = await post('/owner', { authorization: 'Bearer token:nobody' }, { name: 'x' });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('INVALID_TOKEN');
  });

  it('When seller-or-admin is called, then sellers and admins pass and buyers get 403', async () => {
    expect((await post('/seller-or-admin', bearer('seller'), { name: 'x' })).statusCode).toBe(200);
    expect((await post('/seller-or-admin', bearer('admin'), { name: 'x' })).statusCode).toBe(200);
    expect((await post('/seller-or-admin', bearer('buyer'), { name: 'x' })).statusCode).toBe(403);
  });

  it('When an owner route is called with any role, then the role is not checked here (the service decides)', async () => {
    for (const who of ['buyer', 'seller', 'admin'] as const)
      expect((await post('/owner', bearer(who), { name: 'x' })).statusCode).toBe(200);
    expect((await post('/owner', {}, { name: 'x' })).statusCode).toBe(401);
  });

  it('When public and webhook routes are called without credentials, then nothing is asked', async () => {
    expect((await post('/public', {}, { name: 'x' })).statusCode).toBe(200);
    expect((await post('/webhook', {}, { name: 'x' })).statusCode).toBe(200);
  });

  it('When a session route gets a bearer token only, then 401; with the cookie, then 200', async () => {
    const get = (url: string, headers: Record<string, string>) =>
      app.inject({ method: 'GET', url, headers });
    expect((await get('/session', bearer('buyer'))).statusCode).toBe(401);
    expect((await get('/session', { cookie: 'session=live' })).statusCode).toBe(200);
    expect((await get('/session-or-bearer', { cookie: 'session=live' })).statusCode).toBe(200);
    expect((await get('/session-or-bearer', bearer('seller'))).statusCode).toBe(200);
    expect((await get('/session-or-bearer', {})).statusCode).toBe(401);
    // A bad token never falls back to the cookie.
    const both = { cookie: 'session=live', authorization: 'Bearer token:nobody' };
    expect((await get('/session-or-bearer', both)).statusCode).toBe(401);
  });

  it("When a GET route's HEAD twin is called, then it is guarded too and the route's own check runs once", async () => {
    expect((await app.inject({ method: 'HEAD', url: '/signed-in' })).statusCode).toBe(401);
    ownCheckRuns = 0;
    const head = await app.inject({ method: 'HEAD', url: '/signed-in', headers: bearer('buyer') });
    expect(head.statusCode).toBe(200);
    const get = await app.inject({ method: 'GET', url: '/signed-in', headers: bearer('buyer') });
    expect(get.statusCode).toBe(200);
    expect(ownCheckRuns).toBe(2);
  });
});
