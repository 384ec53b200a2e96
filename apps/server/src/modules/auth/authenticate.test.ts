import { eq } from 'drizzle-orm';
import { base64url, SignJWT } from 'jose';
import { expect, it, vi } from 'vitest';
import { users } from '../../db/schema.ts';
import { signedInUser } from '../../test/auth-helpers.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';
import { TOKEN_AUDIENCE, tokenSigningKey } from './token-service.ts';

describeOnEachDatabase('bearer authentication', (ctx) => {
  /** A protected call whose answer depends on the caller: own email or admin only. */
  const isAdmin = (email: string, authorization?: string) =>
    ctx().app.inject({
      method: 'GET',
      url: `/api/users/admin/${encodeURIComponent(email)}`,
      headers: authorization ? { authorization } : {},
    });

  async function forge(
    claims: Record<string, unknown>,
    options: { key?: Uint8Array; iss?: string; aud?: string; exp?: number } = {},
  ) {
    const { env } = ctx();
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(options.iss ?? env.PUBLIC_URL)
      .setAudience(options.aud ?? TOKEN_AUDIENCE)
      .setIssuedAt(now - 10)
      .setExpirationTime(options.exp ?? now + 600)
      .sign(options.key ?? tokenSigningKey(env));
  }

  /**
   * A write made outside this app (raw SQL: a script, another instance) applies to the very
   * next request on PGlite, and on PostgreSQL once its notification is heard (decision 049).
   */
  async function whenHeard<T>(check: () => Promise<T>) {
    if (ctx().kind === 'pglite') return check();
    return vi.waitFor(check, { timeout: 2000, interval: 10 });
  }

  async function claimsOf(token: string) {
    return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'));
  }

  it('When no Authorization header is sent, then 401', async () => {
    const res = await isAdmin('a@example.com');
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHORIZED');
  });

  it('When a well-formed token signed with our key is sent, then it is accepted (control)', async () => {
    const me = await signedInUser(ctx().app);
    const forged = await forge(await claimsOf(me.token));
    expect((await isAdmin(me.email, `Bearer ${forged}`)).statusCode).toBe(200);
  });

  it('When the token uses alg "none", then 401', async () => {
    const me = await signedInUser(ctx().app);
    const header = base64url.encode(JSON.stringify({ alg: 'none', typ: 'JWT' }));
    const payload = base64url.encode(JSON.stringify(await claimsOf(me.token)));
    const res = await isAdmin(me.email, `Bearer ${header}.${payload}.`);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('INVALID_TOKEN');
  });

  it('When the token is signed with another key, then 401', async () => {
    const me = await signedInUser(ctx().app);
    const forged = await forge(await claimsOf(me.token), {
      key: new TextEncoder().encode('x'.repeat(48)),
    });
    expect((await isAdmin(me.email, `Bearer ${forged}`)).statusCode).toBe(401);
  });

  it('When the token has expired, then 401', async () => {
    const me = await signedInUser(ctx().app);
    const past = Math.floor(Date.now() / 1000) - 60;
    const forged = await forge(await claimsOf(me.token), { exp: past });
    expect((await isAdmin(me.email, `Bearer ${forged}`)).statusCode).toBe(401);
  });

  it('When the issuer or the audience is wrong, then 401', async () => {
    const me = await signedInUser(ctx().app);
    const claims = await claimsOf(me.token);
    const wrongIss = await forge(claims, { iss: 'https://elsewhere.example' });
    const wrongAud = await forge(claims, { aud: 'another-api' });
    expect((await isAdmin(me.email, `Bearer ${wrongIss}`)).statusCode).toBe(401);
    expect((await isAdmin(me.email, `Bearer ${wrongAud}`)).statusCode).toBe(401);
  });

  it('When claims are changed without re-signing (email, role), then 401', async () => {
    const me = await signedInUser(ctx().app);
    const other = await signedInUser(ctx().app);
    const [h, p, s] = me.token.split('.');
    const claims = JSON.parse(Buffer.from(p!, 'base64url').toString('utf8'));
    const tampered = base64url.encode(
      JSON.stringify({ ...claims, email: other.email, role: 'admin' }),
    );
    const res = await isAdmin(other.email, `Bearer ${h}.${tampered}.${s}`);
    expect(res.statusCode).toBe(401);
  });

  it('When the account has been deleted, then its still-valid token gets 401', async () => {
    const { app, database } = ctx();
    const me = await signedInUser(app);
    expect((await isAdmin(me.email, me.authorization)).statusCode).toBe(200);
    await database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.email, me.email));
    await whenHeard(async () =>
      expect((await isAdmin(me.email, me.authorization)).statusCode).toBe(401),
    );
  });

  it("When a buyer asks about someone else's email, then 403; once made admin, then allowed", async () => {
    const { app, database } = ctx();
    const me = await signedInUser(app);
    const other = await signedInUser(app, { role: 'seller' });
    const before = await isAdmin(other.email, me.authorization);
    expect(before.statusCode).toBe(403);
    expect(before.json().code).toBe('EMAIL_MISMATCH');

    await database.db.update(users).set({ role: 'admin' }).where(eq(users.email, me.email));
    await whenHeard(async () => {
      const after = await isAdmin(other.email, me.authorization);
      expect(after.statusCode).toBe(200);
      expect(after.json()).toEqual({ isAdmin: false });
    });
    const self = await isAdmin(me.email, me.authorization);
    expect(self.json()).toEqual({ isAdmin: true });
  });
});
