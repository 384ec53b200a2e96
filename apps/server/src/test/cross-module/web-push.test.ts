import { createPublicKey, randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { jwtVerify } from 'jose';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { pushSubscriptions } from '../../db/schema-push.ts';
import {
  messagingCalls,
  messagingCast,
  started,
} from '../../modules/messaging/messaging-test-helpers.ts';
import type { Actor } from '../buying-helpers.ts';
import {
  type BrowserKeys,
  browserKeys,
  decryptPush,
  eventually,
  pushQueueReady,
  startPushEndpoint,
} from '../push-endpoint.ts';
import { describeOnEachDatabase } from '../test-app.ts';

const endpoint = await startPushEndpoint();
afterAll(() => endpoint.close());

const FCM = 'https://fcm.googleapis.com/fcm/send/';
const tag = () => randomBytes(8).toString('hex');

describeOnEachDatabase(
  'Web Push (issue #39)',
  (ctx) => {
    let cast: Awaited<ReturnType<typeof messagingCast>>;
    const calls = messagingCalls(() => ctx().app);
    const call = calls.call;

    beforeAll(async () => {
      // Pushes are enqueued only once the job runner is up (decision 064).
      await pushQueueReady(ctx().database.db);
      cast = await messagingCast(ctx());
    });

    const subscribe = (who: Actor, url: string, keys: BrowserKeys = browserKeys()) =>
      ctx().app.inject({
        method: 'POST',
        url: '/api/push/subscriptions',
        headers: who.headers,
        payload: { endpoint: url, expirationTime: null, keys: keys.json },
      });
    const subscriptionsOf = (userId: string) =>
      ctx()
        .database.db.select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId));

    it('When anyone asks for the public key, then it is the VAPID public key (65 bytes)', async () => {
      const res = await ctx().app.inject({ method: 'GET', url: '/api/push/public-key' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ publicKey: ctx().env.VAPID_PUBLIC_KEY });
      expect(Buffer.from(res.json().publicKey, 'base64url')).toHaveLength(65);
    });

    it('When a browser subscribes twice, then 201 both times and one subscription is kept', async () => {
      const person = await cast.person();
      const url = `${FCM}${tag()}`;
      const first = await subscribe(person, url);
      expect(first.statusCode, first.body).toBe(201);
      expect(first.json()).toMatchObject({ endpoint: url });
      const again = await subscribe(person, url);
      expect(again.statusCode, again.body).toBe(201);
      expect(await subscriptionsOf(person.row.id)).toHaveLength(1);
    });

    it('When an endpoint is on another origin, then 400 PUSH_ENDPOINT_NOT_ALLOWED and nothing is kept', async () => {
      const person = await cast.person();
      for (const url of ['https://evil.example/push/1', 'http://127.0.0.1:1/push']) {
        const res = await subscribe(person, url);
        expect(res.statusCode, url).toBe(400);
        expect(res.json().code).toBe('PUSH_ENDPOINT_NOT_ALLOWED');
      }
      expect(await subscriptionsOf(person.row.id)).toHaveLength(0);
    });

    it('When a subscription body is malformed or the caller is signed out, then it is refused', async () => {
      const person = await cast.person();
      const bad = [
        {},
        { endpoint: `${FCM}${tag()}` },
        { endpoint: `${FCM}${tag()}`, keys: { p256dh: 'short', auth: 'x' } },
        { endpoint: 'javascript:alert(1)', keys: browserKeys().json },
      ];
      for (const payload of bad) {
        const res = await call('POST', '/api/push/subscriptions', person, payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      }
      const anonymous = await ctx().app.inject({
        method: 'POST',
        url: '/api/push/subscriptions',
        payload: { endpoint: `${FCM}${tag()}`, keys: browserKeys().json },
      });
      expect(anonymous.statusCode).toBe(401);
    });

    it('When a subscription is removed, then only its owner can, by body or by query', async () => {
      const [owner, stranger] = [await cast.person(), await cast.person()];
      const url = `${FCM}${tag()}`;
      expect((await subscribe(owner, url)).statusCode).toBe(201);
      const theirs = await call('DELETE', '/api/push/subscriptions', stranger, { endpoint: url });
      expect(theirs.statusCode).toBe(404);
      expect(theirs.json().code).toBe('PUSH_SUBSCRIPTION_NOT_FOUND');
      expect(await subscriptionsOf(owner.row.id)).toHaveLength(1);
      const mine = await call('DELETE', '/api/push/subscriptions', owner, { endpoint: url });
      expect(mine.statusCode, mine.body).toBe(200);
      expect(mine.json()).toEqual({ removed: true });
      expect(await subscriptionsOf(owner.row.id)).toHaveLength(0);
      const url2 = `${FCM}${tag()}`;
      expect((await subscribe(owner, url2)).statusCode).toBe(201);
      const byQuery = await call(
        'DELETE',
        `/api/push/subscriptions?endpoint=${encodeURIComponent(url2)}`,
        owner,
      );
      expect(byQuery.statusCode, byQuery.body).toBe(200);
      const none = await call('DELETE', '/api/push/subscriptions', owner);
      expect(none.statusCode).toBe(400);
    });

    it('When preferences are read and written, then defaults show, a PUT replaces them all, and bad bodies are refused', async () => {
      const person = await cast.person();
      const get = () => call('GET', '/api/notification-preferences', person);
      const initial = await get();
      expect(initial.statusCode).toBe(200);
      for (const group of ['messages', 'offers', 'deals', 'alerts', 'reviews']) {
        expect(initial.json()[group]).toEqual({ inApp: true, mail: true, push: true });
      }
      const on = { mail: true, push: true };
      const body = {
        messages: { mail: false, push: false },
        offers: on,
        deals: { mail: true, push: false },
        alerts: { mail: false, push: true },
        reviews: on,
      };
      const put = await ctx().app.inject({
        method: 'PUT',
        url: '/api/notification-preferences',
        headers: person.headers,
        payload: body,
      });
      expect(put.statusCode, put.body).toBe(200);
      expect(put.json().messages).toEqual({ inApp: true, mail: false, push: false });
      expect((await get()).json().alerts).toEqual({ inApp: true, mail: false, push: true });
      const bad = [
        {},
        { ...body, messages: { mail: 'no', push: true } },
        { ...body, messages: { inApp: false, mail: true, push: true } },
        { ...body, extra: on },
        { ...body, deals: undefined },
      ];
      for (const payload of bad) {
        const res = await ctx().app.inject({
          method: 'PUT',
          url: '/api/notification-preferences',
          headers: person.headers,
          payload,
        });
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      }
      const anonymous = await ctx().app.inject({
        method: 'GET',
        url: '/api/notification-preferences',
      });
      expect(anonymous.statusCode).toBe(401);
    });

    it('When another user sends a message to a subscribed user, then the push service gets a payload that decrypts to the notice, signed with our VAPID key', async () => {
      const { buyer, seller, listing } = cast;
      const keys = browserKeys();
      const path = `/push/${tag()}`;
      const res = await subscribe(seller, `${endpoint.origin}${path}`, keys);
      expect(res.statusCode, res.body).toBe(201);

      const id = await started(calls, buyer, listing.id, 'Still available?');
      const push = await eventually(() => endpoint.received.find((p) => p.path === path));
      expect(push.headers['content-encoding']).toBe('aes128gcm');
      expect(Number(push.headers.ttl)).toBeGreaterThan(0);
      const payload = JSON.parse(decryptPush(push.body, keys));
      expect(payload).toEqual({
        title: `New message about ${listing.productName}`,
        body: expect.stringContaining('wrote to you'),
        url: `/dashboard/conversations/${id}`,
        kind: 'message',
      });

      // The VAPID header: our public key, and a JWT it verifies for this push service.
      const auth = String(push.headers.authorization);
      const [, jwt, k] = /^vapid t=([^,]+), k=(.+)$/.exec(auth) ?? [];
      expect(k).toBe(ctx().env.VAPID_PUBLIC_KEY);
      const point = Buffer.from(k!, 'base64url');
      const key = createPublicKey({
        key: {
          kty: 'EC',
          crv: 'P-256',
          x: point.subarray(1, 33).toString('base64url'),
          y: point.subarray(33).toString('base64url'),
        },
        format: 'jwk',
      });
      const { payload: claims } = await jwtVerify(jwt!, key);
      expect(claims.aud).toBe(endpoint.origin);
      expect(claims.sub).toBe(ctx().env.VAPID_SUBJECT);
      const [row] = await subscriptionsOf(seller.row.id);
      await eventually(async () => (await subscriptionsOf(seller.row.id))[0]?.lastSuccessAt);
      expect(row).toBeDefined();

      // Push off for messages: the next message notice is written, no push job is made.
      const off = { mail: true, push: false };
      const on = { mail: true, push: true };
      const put = await ctx().app.inject({
        method: 'PUT',
        url: '/api/notification-preferences',
        headers: seller.headers,
        payload: { messages: off, offers: on, deals: on, alerts: on, reviews: on },
      });
      expect(put.statusCode, put.body).toBe(200);
      const jobs = async () => {
        const r = await ctx().database.db.execute(
          sql`select count(*)::int as n from pgboss.job where name = 'push-send'`,
        );
        return (r as unknown as { rows: { n: number }[] }).rows[0]!.n;
      };
      const jobsBefore = await jobs();
      const pushesBefore = endpoint.received.filter((p) => p.path === path).length;
      expect((await calls.read(seller, id)).statusCode).toBe(200);
      expect((await calls.send(buyer, id, 'Hello again?')).statusCode).toBe(200);
      const notices = await call('GET', '/api/notifications', seller);
      expect(
        notices.json().items.filter((n: { kind: string }) => n.kind === 'message'),
      ).toHaveLength(2);
      await new Promise((r) => setTimeout(r, 3000));
      expect(await jobs()).toBe(jobsBefore);
      expect(endpoint.received.filter((p) => p.path === path)).toHaveLength(pushesBefore);
    });

    it('When the push service answers 410, then the subscription is deleted', async () => {
      const { listing } = cast;
      const [recipient, sender] = [await cast.person(), await cast.person()];
      // The recipient sells: a buyer's first message tells them.
      const own = await cast.f.product({ seller: recipient.row });
      const path = `/push/${tag()}`;
      endpoint.answer(path, 410);
      expect((await subscribe(recipient, `${endpoint.origin}${path}`)).statusCode).toBe(201);
      await started(calls, sender, own.id, 'Hi');
      await eventually(() => endpoint.received.find((p) => p.path === path));
      await eventually(async () => (await subscriptionsOf(recipient.row.id)).length === 0);
      expect(listing).toBeDefined();
    });

    it('When the push service answers 503, then the job runner sends it again and the retry lands', async () => {
      const [recipient, sender] = [await cast.person(), await cast.person()];
      const own = await cast.f.product({ seller: recipient.row });
      const keys = browserKeys();
      const path = `/push/${tag()}`;
      endpoint.answer(path, 503);
      expect((await subscribe(recipient, `${endpoint.origin}${path}`, keys)).statusCode).toBe(201);
      await started(calls, sender, own.id, 'Hi');
      await eventually(() => endpoint.received.find((p) => p.path === path));
      const [failed] = await subscriptionsOf(recipient.row.id);
      expect(failed?.lastFailureAt).toBeTruthy();
      endpoint.answer(path, 201);
      const tries = await eventually(() => {
        const mine = endpoint.received.filter((p) => p.path === path);
        return mine.length >= 2 ? mine : undefined;
      }, 40_000);
      expect(JSON.parse(decryptPush(tries[1]!.body, keys)).kind).toBe('message');
      await eventually(async () => (await subscriptionsOf(recipient.row.id))[0]?.lastSuccessAt);
    }, 60_000);
  },
  { PUSH_ENDPOINT_ORIGINS: endpoint.origin },
);
