import { SignJWT } from 'jose';
import { TOKEN_AUDIENCE, tokenSigningKey } from '../modules/auth/token-service.ts';
import { type Actor, actorFor } from './buying-helpers.ts';
import { createFixtures } from './fixtures.ts';
import type { TestContext } from './test-app.ts';

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';

/** An admin, a buyer and a seller with real geniusTokens, and fixtures for everything else. */
export async function adminCast(ctx: TestContext) {
  const f = createFixtures(ctx.database.db);
  const [admin, buyer, seller] = await Promise.all([
    f.admin().then((r) => actorFor(ctx, r)),
    f.buyer().then((r) => actorFor(ctx, r)),
    f.seller().then((r) => actorFor(ctx, r)),
  ]);
  return { f, admin, buyer, seller };
}
export type AdminCast = Awaited<ReturnType<typeof adminCast>>;

/** A token for `who` that the server must refuse: signed with another key, or expired. */
export async function badToken(ctx: TestContext, who: Actor, kind: 'forged' | 'expired') {
  const now = Math.floor(Date.now() / 1000);
  const key =
    kind === 'forged' ? new TextEncoder().encode('x'.repeat(48)) : tokenSigningKey(ctx.env);
  const token = await new SignJWT({ email: who.email })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(who.row.id)
    .setIssuer(ctx.env.PUBLIC_URL)
    .setAudience(TOKEN_AUDIENCE)
    .setIssuedAt(now - 3600)
    // Well past the verifier's few seconds of clock tolerance.
    .setExpirationTime(kind === 'expired' ? now - 600 : now + 600)
    .sign(key);
  return { authorization: `Bearer ${token}` };
}

/** The admin calls of spec §7 (and dismiss), bound to a suite's context getter. */
export function adminCalls(ctx: () => TestContext) {
  const call = (method: Method, url: string, who?: Actor | { authorization: string }) =>
    ctx().app.inject({
      method,
      url,
      headers: who ? ('headers' in who ? who.headers : who) : {},
    });
  return {
    call,
    users: (who: Actor, query = '') => call('GET', `/api/users${query}`, who),
    sellers: (who: Actor, query = '') => call('GET', `/api/sellers${query}`, who),
    buyers: (who: Actor, query = '') => call('GET', `/api/buyers${query}`, who),
    makeAdmin: (id: string, who: Actor) => call('PUT', `/api/users/makeadmin/${id}`, who),
    verify: (id: string, who: Actor) => call('PUT', `/api/sellers/${id}`, who),
    deleteUser: (id: string, who: Actor) => call('DELETE', `/api/users/delete/${id}`, who),
    deleteSeller: (id: string, who: Actor) => call('DELETE', `/api/sellers/${id}`, who),
    deleteBuyer: (id: string, who: Actor) => call('DELETE', `/api/buyers/${id}`, who),
    sales: (who: Actor, query = '') => call('GET', `/api/allselling${query}`, who),
    reported: (who: Actor, query = '') => call('GET', `/api/report${query}`, who),
    deleteReported: (id: string, who: Actor) => call('DELETE', `/api/report/${id}`, who),
    dismiss: (id: string, who: Actor) => call('POST', `/api/report/${id}/dismiss`, who),
    /** Every row of a paged admin list, following x-next-cursor. */
    async all<T>(path: string, who: Actor, limit = 100): Promise<T[]> {
      const rows: T[] = [];
      let cursor: string | undefined;
      do {
        const query = `?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`;
        const res = await call('GET', `${path}${query}`, who);
        if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode} ${res.body}`);
        rows.push(...(res.json() as T[]));
        cursor = res.headers['x-next-cursor'] as string | undefined;
      } while (cursor);
      return rows;
    },
  };
}
export type AdminCalls = ReturnType<typeof adminCalls>;

export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
