import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { trustCards, trustDevices, trustNetworks } from '../../db/schema-trust.ts';
import { adminCalls } from '../../test/admin-helpers.ts';
import {
  cookieFrom,
  requestToken,
  signInRequest,
  signUpRequest,
  uniqueEmail,
} from '../../test/auth-helpers.ts';
import { type Actor, actorFor } from '../../test/buying-helpers.ts';
import { armsLength } from '../../test/deal-fixtures.ts';
import { createFixtures, type Fixtures } from '../../test/fixtures.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';
import { DEVICE_ID_COOKIE } from './device-cookie.ts';
import { armsDeals, OTHER_CARD, withHeaders } from './trust-test-helpers.ts';

const DEVICE = /^pb_device=([0-9a-f]{32}); Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax$/;
const setCookies = (res: { headers: Record<string, unknown> }) =>
  [res.headers['set-cookie'] ?? []].flat() as string[];
const deviceSet = (res: { headers: Record<string, unknown> }) =>
  setCookies(res).find((c) => c.startsWith(`${DEVICE_ID_COOKIE}=`));

/**
 * Issue #36 item 2 (decision 055): the evidence is gathered where people sign up, sign in,
 * book and pay; admins see the accounts that share it on the Clusters page, and each released
 * deal's verdict on All Sell.
 */
describeOnEachDatabase('Trust evidence and clusters (issue #36 item 2)', (ctx) => {
  let f: Fixtures;
  let admin: Actor;
  let buyer: Actor;
  let seller: Actor;
  const deals = armsDeals(ctx);
  const admins = adminCalls(ctx);
  const db = () => ctx().database.db;

  beforeAll(async () => {
    f = createFixtures(db());
    admin = await actorFor(ctx(), await f.admin());
    buyer = await actorFor(ctx(), await f.buyer());
    seller = await actorFor(ctx(), await f.buyer());
    await armsLength(db(), buyer.row, seller.row);
  });

  it('When a person signs up and signs in, then the device cookie is set once and the account recorded on the device and its sign-up network (/24 only)', async () => {
    const email = uniqueEmail('evidence');
    const signedUp = await signUpRequest(ctx().app, { email, ip: '192.0.2.44' });
    expect(signedUp.statusCode, signedUp.body).toBe(200);
    const cookie = deviceSet(signedUp);
    expect(cookie).toMatch(DEVICE);
    const deviceId = cookie!.match(DEVICE)![1]!;
    const session = cookieFrom(signedUp);
    const signedIn = await ctx().app.inject({
      ...{ method: 'POST', url: '/api/auth/sign-in/email' },
      headers: {
        origin: 'http://localhost:3000',
        cookie: session,
        'x-forwarded-for': '192.0.2.45',
      },
      payload: { email, password: 'Str0ng!pass' },
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    // The browser already has its id: nothing new is set.
    expect(deviceSet(signedIn)).toBeUndefined();
    expect((await requestToken(ctx().app, session, email)).statusCode).toBe(200);

    const devices = await db().select().from(trustDevices).where(eq(trustDevices.email, email));
    expect(devices.map((d) => d.deviceId)).toEqual([deviceId]);
    const networks = await db().select().from(trustNetworks).where(eq(trustNetworks.email, email));
    expect(networks.map((n) => [n.prefix, n.context])).toEqual([['192.0.2.0/24', 'sign-up']]);
    // A refused sign-in records nothing (the account is not proven), but still gets a device.
    const refused = await signInRequest(ctx().app, { email, password: 'wrong-Passw0rd!' });
    expect(refused.statusCode).toBe(401);
    expect(deviceSet(refused)).toMatch(DEVICE);
    expect(
      await db().select().from(trustDevices).where(eq(trustDevices.email, email)),
    ).toHaveLength(1);
  });

  it('When a buyer books and pays, then the device and checkout network are recorded and the card kept as a keyed fingerprint', async () => {
    const deviceId = 'ffeeddccbbaa99887766554433221100';
    const from = withHeaders(buyer, {
      cookie: `${DEVICE_ID_COOKIE}=${deviceId}`,
      'x-forwarded-for': '2001:db8:abcd:12::7',
    });
    const first = await deals.paid(f, { buyer: from, seller });
    const second = await deals.paid(f, { buyer: from, seller }, {}, OTHER_CARD);
    const devices = await db()
      .select()
      .from(trustDevices)
      .where(eq(trustDevices.email, buyer.email));
    expect(devices.map((d) => d.deviceId)).toEqual([deviceId]);
    const networks = await db()
      .select()
      .from(trustNetworks)
      .where(eq(trustNetworks.email, buyer.email));
    expect(networks.map((n) => [n.prefix, n.context])).toEqual([
      ['2001:db8:abcd::/48', 'checkout'],
    ]);
    const cards = await db().select().from(trustCards).where(eq(trustCards.buyerId, buyer.row.id));
    const byBooking = new Map(cards.map((c) => [c.bookingId, c.fingerprint]));
    expect(byBooking.get(first)).toMatch(/^sbx_[A-Za-z0-9_-]{32}$/);
    expect(byBooking.get(first)).not.toContain('4242');
    expect(byBooking.get(second)).not.toBe(byBooking.get(first));
  });

  it('When two accounts share a device, then admins see them as a cluster with their deals and verdicts; others are refused', async () => {
    // The seller books from the buyer's browser: one device, two accounts.
    const shared = { cookie: `${DEVICE_ID_COOKIE}=0a0b0c0d0e0f00112233445566778899` };
    await deals.paid(
      f,
      { buyer: withHeaders(seller, shared), seller: await actorFor(ctx(), await f.seller()) },
      {},
      OTHER_CARD,
    );
    const bookingId = await deals.released(
      f,
      { buyer: withHeaders(buyer, shared), seller },
      {},
      OTHER_CARD,
    );

    const res = await admins.call('GET', '/api/admin/clusters', admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const clusters = res.json().items as {
      kind: string;
      value: string;
      accounts: { id: string }[];
      deals: { bookingId: string; verdict: unknown }[];
    }[];
    const device = clusters.find(
      (c) => c.kind === 'device' && c.accounts.some((a) => a.id === seller.row.id),
    );
    expect(device?.value).toBe('0a0b0c0d0e…');
    expect(device?.accounts.map((a) => a.id).sort()).toEqual([buyer.row.id, seller.row.id].sort());
    expect(device?.deals).toContainEqual(
      expect.objectContaining({
        bookingId,
        // Also the card and the network: both paid with the Mastercard, both from 127.0.0.1.
        verdict: { counted: false, reasons: ['SAME_DEVICE', 'SAME_CARD', 'SAME_NETWORK'] },
      }),
    );
    // The same card paid twice on two accounts is a cluster too.
    const card = clusters.find(
      (c) => c.kind === 'card' && c.accounts.some((a) => a.id === seller.row.id),
    );
    expect(card?.value).toMatch(/^sbx_.{6}…$/);

    // All Sell shows the verdict of a released deal, and none for one not released.
    const sales = await admins.all<{ _id: string; armsLength: unknown }>('/api/allselling', admin);
    expect(sales.find((s) => s._id === bookingId)?.armsLength).toEqual({
      counted: false,
      reasons: ['SAME_DEVICE', 'SAME_CARD', 'SAME_NETWORK'],
    });
    const unreleased = sales.find((s) => s._id !== bookingId && s.armsLength === null);
    expect(unreleased).toBeDefined();

    expect((await admins.call('GET', '/api/admin/clusters', buyer)).statusCode).toBe(403);
    expect((await admins.call('GET', '/api/admin/clusters')).statusCode).toBe(401);
  });

  it('When two accounts claim one phone number, then they form a phone cluster', async () => {
    const phone = '+8801912345678';
    const [a, b] = [await f.buyer(), await f.buyer()];
    await db().update(users).set({ phone }).where(eq(users.id, a.id));
    await db().update(users).set({ phone }).where(eq(users.id, b.id));
    const items = (await admins.call('GET', '/api/admin/clusters', admin)).json().items as {
      kind: string;
      value: string;
      accounts: { id: string }[];
    }[];
    const cluster = items.find((c) => c.kind === 'phone' && c.value === phone);
    expect(cluster?.accounts.map((x) => x.id).sort()).toEqual([a.id, b.id].sort());
  });
});
