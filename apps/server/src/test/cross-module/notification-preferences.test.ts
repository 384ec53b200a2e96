import { randomBytes } from 'node:crypto';
import { NOTICE_GROUP_OF, NOTIFICATION_TEXTS, noticeGroupOf } from '@phonebazaar/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, outbox } from '../../db/schema.ts';
import {
  messagingCalls,
  messagingCast,
  started,
} from '../../modules/messaging/messaging-test-helpers.ts';
import { signedInUser, TEST_ORIGIN, uniqueEmail } from '../auth-helpers.ts';
import type { Actor } from '../buying-helpers.ts';
import { buyingCalls, buyingCast, handoffCalls, paidThroughSandbox } from '../buying-helpers.ts';
import {
  browserKeys,
  decryptPush,
  eventually,
  pushQueueReady,
  startPushEndpoint,
} from '../push-endpoint.ts';
import { describeOnEachDatabase, type TestContext } from '../test-app.ts';

const endpoint = await startPushEndpoint();
afterAll(() => endpoint.close());

const ON = { mail: true, push: true };
const ALL_OFF = Object.fromEntries(
  ['messages', 'offers', 'deals', 'alerts', 'reviews'].map((g) => [
    g,
    { mail: false, push: false },
  ]),
);

function setPreferences(ctx: TestContext, who: Actor, body: object) {
  return ctx.app.inject({
    method: 'PUT',
    url: '/api/notification-preferences',
    headers: who.headers,
    payload: body,
  });
}

describe('notice groups (issue #39)', () => {
  it('When a deal notice kind is grouped, then every one is a deal step', () => {
    for (const kind of Object.keys(NOTIFICATION_TEXTS.deal))
      expect(noticeGroupOf(kind)).toBe('deals');
    expect(noticeGroupOf('message')).toBe('messages');
    expect(noticeGroupOf('offer_received')).toBe('offers');
    expect(noticeGroupOf('price_drop')).toBe('alerts');
    // A kind nobody grouped yet is never muted by a quieter group's choice.
    expect(noticeGroupOf('some_new_kind')).toBe('deals');
    expect(new Set(Object.values(NOTICE_GROUP_OF))).toEqual(
      new Set(['messages', 'offers', 'deals', 'alerts', 'reviews']),
    );
  });
});

describeOnEachDatabase(
  'Notification preferences: mail and push per group (issue #39)',
  (ctx) => {
    let cast: Awaited<ReturnType<typeof messagingCast>>;
    const calls = messagingCalls(() => ctx().app);

    beforeAll(async () => {
      // Pushes are enqueued only once the job runner is up (decision 064).
      await pushQueueReady(ctx().database.db);
      cast = await messagingCast(ctx());
    });

    const mailsTo = (email: string, kind: string) =>
      ctx()
        .database.db.select()
        .from(outbox)
        .where(and(eq(outbox.toEmail, email), eq(outbox.kind, kind)));
    const noticesOf = (userId: string, kind: string) =>
      ctx()
        .database.db.select()
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind)));

    it('When mail is off for messages, then a message still reaches the bell but no mail goes out; mail on mails it', async () => {
      const [quiet, loud, writer] = [await cast.person(), await cast.person(), await cast.person()];
      const put = await setPreferences(ctx(), quiet, {
        ...Object.fromEntries(Object.keys(ALL_OFF).map((g) => [g, ON])),
        messages: { mail: false, push: true },
      });
      expect(put.statusCode, put.body).toBe(200);
      for (const seller of [quiet, loud]) {
        const listing = await cast.f.product({ seller: seller.row });
        await started(calls, writer, listing.id, 'Hi there');
      }
      expect(await noticesOf(quiet.row.id, 'message')).toHaveLength(1);
      expect(await mailsTo(quiet.email, 'message')).toHaveLength(0);
      expect(await noticesOf(loud.row.id, 'message')).toHaveLength(1);
      const [mailed] = await mailsTo(loud.email, 'message');
      // Every notice's mail links to where its person chooses (issue #39).
      expect(mailed?.textBody).toContain(
        `${NOTIFICATION_TEXTS.mail.preferences}\n${ctx().env.PUBLIC_URL}/dashboard/profile#notifications`,
      );
      expect(mailed?.htmlBody).toContain(`${ctx().env.PUBLIC_URL}/dashboard/profile#notifications`);
    });

    it('When every mail is turned off, then security mail (password reset) still goes out', async () => {
      const person = await signedInUser(ctx().app, { email: uniqueEmail('prefs') });
      const email = person.email;
      const who = { headers: { authorization: person.authorization } } as Actor;
      expect((await setPreferences(ctx(), who, ALL_OFF)).statusCode).toBe(200);
      const res = await ctx().app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        headers: { origin: TEST_ORIGIN },
        payload: { email },
      });
      expect(res.statusCode).toBe(200);
      expect(await mailsTo(email, 'reset-password')).toHaveLength(1);
    });

    it('When a deal runs to the handoff with both parties subscribed, then every step is pushed and no push, notice or mail holds the handoff code', async () => {
      const deal = await buyingCast(ctx());
      const buying = buyingCalls(ctx);
      const keys = new Map<string, ReturnType<typeof browserKeys>>();
      for (const who of [deal.buyer, deal.seller]) {
        const k = browserKeys();
        const path = `/deal/${randomBytes(8).toString('hex')}`;
        keys.set(path, k);
        const res = await ctx().app.inject({
          method: 'POST',
          url: '/api/push/subscriptions',
          headers: who.headers,
          payload: { endpoint: `${endpoint.origin}${path}`, keys: k.json },
        });
        expect(res.statusCode, res.body).toBe(201);
      }
      const { bookingId } = await paidThroughSandbox(buying, deal);
      const handoff = handoffCalls(ctx);
      const shown = await handoff.code(bookingId, deal.buyer);
      expect(shown.statusCode, shown.body).toBe(200);
      const code = String(shown.json().code);
      expect(code).toMatch(/^\d{6}$/);
      const entered = await handoff.enter(bookingId, deal.seller, code);
      expect(entered.statusCode, entered.body).toBe(200);

      // booked, paid and code_entered, to each party: six pushes.
      const pushes = await eventually(() => {
        const mine = endpoint.received.filter((p) => keys.has(p.path));
        return mine.length >= 6 ? mine : undefined;
      });
      const texts = pushes.map((p) => decryptPush(p.body, keys.get(p.path)!));
      const kinds = texts.map((t) => JSON.parse(t).kind).sort();
      expect(kinds).toEqual(['booked', 'booked', 'code_entered', 'code_entered', 'paid', 'paid']);
      for (const text of texts) expect(text).not.toContain(code);
      const notices = await ctx()
        .database.db.select()
        .from(notifications)
        .where(eq(notifications.bookingId, bookingId));
      expect(notices).toHaveLength(6);
      for (const n of notices) expect(`${n.title} ${n.body}`).not.toContain(code);
      for (const who of [deal.buyer, deal.seller]) {
        const mails = await ctx()
          .database.db.select()
          .from(outbox)
          .where(eq(outbox.toEmail, who.email));
        expect(mails.length).toBeGreaterThan(0);
        for (const m of mails)
          expect(`${m.subject} ${m.textBody} ${m.htmlBody}`).not.toContain(code);
      }
    });
  },
  { PUSH_ENDPOINT_ORIGINS: endpoint.origin },
);
