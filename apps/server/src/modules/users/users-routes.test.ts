import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import {
  recordUser,
  requestToken,
  signedInUser,
  signUp,
  TEST_ORIGIN,
  uniqueEmail,
} from '../../test/auth-helpers.ts';
import { verifyEmailFromOutbox } from '../../test/mail-helpers.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';

const BOSS = 'boss@example.com';

describeOnEachDatabase(
  'users',
  (ctx) => {
    const roleOf = async (email: string) => {
      const [row] = await ctx()
        .database.db.select({ role: users.role })
        .from(users)
        .where(eq(users.email, email));
      return row?.role;
    };

    it('When a signed-in identity records itself, then the profile is inserted, then re-recording is acknowledged', async () => {
      const { app } = ctx();
      const email = uniqueEmail();
      const cookie = await signUp(app, { email });
      const first = await recordUser(app, cookie, {
        email,
        name: 'Ann',
        photoURL: '/images/a.webp',
        role: 'seller',
      });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ acknowledged: true, insertedId: expect.any(String) });
      const again = await recordUser(app, cookie, {
        email,
        name: 'Ann',
        photoURL: '',
        role: 'seller',
      });
      expect(again.json()).toEqual({ acknowledged: true, modifiedCount: 0 });
    });

    it('When there is no session, then POST /api/users answers 401', async () => {
      const res = await ctx().app.inject({
        method: 'POST',
        url: '/api/users',
        payload: { email: 'x@example.com', name: 'X', photoURL: '', role: '' },
      });
      expect(res.statusCode).toBe(401);
    });

    it("When the body's email is not the session's, then 403", async () => {
      const { app } = ctx();
      const cookie = await signUp(app, { email: uniqueEmail() });
      const res = await recordUser(app, cookie, { email: uniqueEmail('other') });
      expect(res.statusCode).toBe(403);
    });

    it("When the role is 'admin' or unknown, or an unknown field is sent, then 400", async () => {
      const { app } = ctx();
      const email = uniqueEmail();
      const cookie = await signUp(app, { email });
      for (const body of [{ role: 'admin' }, { role: 'moderator' }, { isAdmin: true }]) {
        const res = await recordUser(app, cookie, { email, ...body });
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json().code).toBe('VALIDATION_FAILED');
      }
      expect(await roleOf(email)).toBeUndefined();
    });

    it("When a seller is recorded again with role '', then the role stays seller", async () => {
      const { app } = ctx();
      const email = uniqueEmail();
      const cookie = await signUp(app, { email });
      await recordUser(app, cookie, { email, role: 'seller' });
      const res = await recordUser(app, cookie, { email, name: 'New name', role: '' });
      expect(res.json()).toEqual({ acknowledged: true, modifiedCount: 1 });
      expect(await roleOf(email)).toBe('seller');
    });

    it("When an admin is recorded again with role '' or 'seller', then the role stays admin", async () => {
      const { app, database } = ctx();
      const email = uniqueEmail();
      const cookie = await signUp(app, { email });
      await recordUser(app, cookie, { email, role: '' });
      await database.db.update(users).set({ role: 'admin' }).where(eq(users.email, email));
      await recordUser(app, cookie, { email, role: 'seller' });
      await recordUser(app, cookie, { email, role: '' });
      expect(await roleOf(email)).toBe('admin');
    });

    it('When an email in ADMIN_EMAILS is proven and recorded, then it becomes admin', async () => {
      const { app, database } = ctx();
      const cookie = await signUp(app, { email: BOSS.toUpperCase() });
      // Only a proven address gets ADMIN_EMAILS' admin (issue #14 item 2).
      await verifyEmailFromOutbox(app, database.db, BOSS);
      await recordUser(app, cookie, { email: BOSS, role: '' });
      expect(await roleOf(BOSS)).toBe('admin');
      const token = (await requestToken(app, cookie, BOSS)).json().geniusToken;
      const res = await app.inject({
        method: 'GET',
        url: `/api/users/seller/${uniqueEmail()}`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.json()).toEqual({ isSellerOrAdmin: false });
    });

    it('When a seller or buyer asks the seller check for themselves, then the answer follows the role', async () => {
      const { app } = ctx();
      const seller = await signedInUser(app, { role: 'seller' });
      const buyer = await signedInUser(app);
      const ask = (who: typeof seller) =>
        app.inject({
          method: 'GET',
          url: `/api/users/seller/${who.email}`,
          headers: { authorization: who.authorization },
        });
      expect((await ask(seller)).json()).toEqual({ isSellerOrAdmin: true });
      expect((await ask(buyer)).json()).toEqual({ isSellerOrAdmin: false });
    });

    it('When anyone asks whether a seller is verified, then it answers without a token', async () => {
      const { app, database } = ctx();
      const seller = await signedInUser(app, { role: 'seller' });
      const ask = () => app.inject({ method: 'GET', url: `/api/verify/seller/${seller.email}` });
      expect((await ask()).json()).toEqual({ isVerify: false });
      await database.db.update(users).set({ verified: true }).where(eq(users.email, seller.email));
      expect((await ask()).json()).toEqual({ isVerify: true });
    });

    it('When the profile is updated with a bearer token, then users and the identity both change', async () => {
      const { app, database } = ctx();
      const me = await signedInUser(app);
      const res = await app.inject({
        method: 'PATCH',
        url: '/api/users/me',
        headers: { authorization: me.authorization },
        payload: { name: 'Renamed', photoURL: '/images/new.webp' },
      });
      expect(res.statusCode).toBe(200);
      const [row] = await database.db.select().from(users).where(eq(users.email, me.email));
      expect(row).toMatchObject({ name: 'Renamed', photoUrl: '/images/new.webp' });
      const session = await app.inject({
        method: 'GET',
        url: '/api/auth/get-session',
        headers: { cookie: me.cookie },
      });
      // Stored relative, answered on PUBLIC_URL (decision 025).
      expect(session.json().user).toMatchObject({
        name: 'Renamed',
        image: `${new URL(ctx().env.PUBLIC_URL).origin}/images/new.webp`,
      });
    });

    it("When the profile is updated through better-auth's update-user, then users follows", async () => {
      const { app, database } = ctx();
      const me = await signedInUser(app);
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/update-user',
        headers: { cookie: me.cookie, origin: TEST_ORIGIN },
        // An upload of ours, in the absolute spelling API answers use: stored relative.
        payload: {
          name: 'Via identity',
          image: `http://localhost:3000/images/${'a'.repeat(24)}.webp`,
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      const [row] = await database.db.select().from(users).where(eq(users.email, me.email));
      expect(row).toMatchObject({
        name: 'Via identity',
        photoUrl: `/images/${'a'.repeat(24)}.webp`,
      });
    });

    it("When better-auth's update-user gets a bad photo URL, then 400 and nothing changes", async () => {
      const { app, database } = ctx();
      const me = await signedInUser(app);
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/update-user',
        headers: { cookie: me.cookie, origin: TEST_ORIGIN },
        payload: { image: 'javascript:alert(1)' },
      });
      expect(res.statusCode).toBe(400);
      const [row] = await database.db.select().from(users).where(eq(users.email, me.email));
      expect(row?.photoUrl).toBe('');
    });

    it('When PATCH /api/users/me has a bad photo URL or an unknown field, then 400', async () => {
      const { app } = ctx();
      const me = await signedInUser(app);
      for (const payload of [{ photoURL: 'javascript:alert(1)' }, { role: 'admin' }]) {
        const res = await app.inject({
          method: 'PATCH',
          url: '/api/users/me',
          headers: { authorization: me.authorization },
          payload,
        });
        expect(res.statusCode).toBe(400);
      }
    });
  },
  { ADMIN_EMAILS: `someone@example.com, ${BOSS.toUpperCase()}` },
);
