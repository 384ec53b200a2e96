import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { authUsers, users } from '../../db/schema.ts';
import { cookieFrom, PASSWORD, TEST_ORIGIN, uniqueEmail } from '../auth-helpers.ts';
import { describeOnEachDatabase } from '../test-app.ts';
import { writeFigures } from './figures.ts';
import {
  callAs,
  expectRefusedUnchanged,
  PRIVILEGED_FIELDS,
  tamperedTally,
} from './mass-assignment-helpers.ts';
import { matrixWorld, type World } from './matrix-world.ts';

/** Issue #7 item 2 for accounts: nobody grants themselves a role, a badge or an email. */
describeOnEachDatabase('mass assignment and tampering: accounts', (ctx) => {
  let w: World;
  const db = () => ctx().database.db;
  beforeAll(async () => {
    w = await matrixWorld(ctx());
  });
  afterAll(() => {
    const refused = tamperedTally[ctx().kind] ?? 0;
    writeFigures(`mass-assignment-accounts-${ctx().kind}`, { refusedUnchanged: refused });
  });
  const profile = async (id: string) =>
    (await db().select().from(users).where(eq(users.id, id)))[0]!;
  const identity = async (email: string) =>
    (await db().select().from(authUsers).where(eq(authUsers.email, email)))[0]!;

  it('When a user records itself with a privileged role or field, then 400 and nothing changes', async () => {
    const body = { email: w.buyer.email, name: 'Me', photoURL: '', role: '' };
    const send = (x: object) =>
      callAs(ctx, w.buyer, 'POST', '/api/users', { ...body, ...x }, { cookie: true });
    await expectRefusedUnchanged(ctx, send, [...PRIVILEGED_FIELDS, { role: 'Admin' }]);
  });

  it("When a user records someone else's email, then 403 and nothing changes", async () => {
    const body = { email: w.otherBuyer.email, name: 'Me', photoURL: '', role: 'seller' };
    const send = (x: object) =>
      callAs(ctx, w.buyer, 'POST', '/api/users', { ...body, ...x }, { cookie: true });
    await expectRefusedUnchanged(ctx, send, [{}], 403);
  });

  it('When a seller re-records as a buyer, then the role and the badge stay', async () => {
    await db().update(users).set({ verified: true }).where(eq(users.id, w.seller.id));
    const res = await callAs(
      ctx,
      w.seller,
      'POST',
      '/api/users',
      { email: w.seller.email, name: 'Seller', photoURL: '', role: '' },
      { cookie: true },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await profile(w.seller.id)).toMatchObject({ role: 'seller', verified: true });
  });

  it('When a profile update carries a role, a badge or an email, then 400 and nothing changes', async () => {
    const fields = [...PRIVILEGED_FIELDS, { email: w.otherBuyer.email }, { emailVerified: true }];
    for (const cookie of [false, true]) {
      const send = (x: object) =>
        callAs(ctx, w.buyer, 'PATCH', '/api/users/me', { name: 'Renamed', ...x }, { cookie });
      await expectRefusedUnchanged(ctx, send, fields);
    }
  });

  it('When an admin call that takes no body gets role or verified fields, then 400 and nothing changes', async () => {
    const target = await w.fresh.account('seller');
    const fields = [{ role: 'admin' }, { verified: false }, { role: 'seller' }, { verified: true }];
    for (const url of [`/api/users/makeadmin/${target.id}`, `/api/sellers/${target.id}`]) {
      await expectRefusedUnchanged(ctx, (x) => callAs(ctx, w.admin, 'PUT', url, x), fields);
    }
    expect(await profile(target.id)).toMatchObject({ role: 'seller', verified: false });
  });

  it("When sign-up or better-auth's update-user carry a role, a verified email or another email, then none sticks", async () => {
    const email = uniqueEmail('tamper');
    const signUp = await ctx().app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: TEST_ORIGIN, 'x-forwarded-for': '10.9.9.9' },
      payload: { email, password: PASSWORD, name: 'T', role: 'admin', emailVerified: true },
    });
    if (signUp.statusCode === 200) {
      expect(await identity(email)).toMatchObject({ emailVerified: false });
      const update = await ctx().app.inject({
        method: 'POST',
        url: '/api/auth/update-user',
        headers: { origin: TEST_ORIGIN, cookie: cookieFrom(signUp) },
        payload: { email: w.admin.email, emailVerified: true, role: 'admin', name: 'T2' },
      });
      expect(update.statusCode, update.body).toBeLessThan(500);
      expect(await identity(email)).toMatchObject({ email, emailVerified: false });
    } else {
      expect(signUp.statusCode, signUp.body).toBe(400);
    }
    // Neither way makes a marketplace admin: the profile comes from POST /api/users only.
    const made = await db().select().from(users).where(eq(users.email, email));
    expect(made.filter((u) => u.role === 'admin')).toEqual([]);
    expect(await identity(w.admin.email)).toBeDefined();
  });
});
