import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { contactMessages, outbox } from '../../db/schema.ts';
import { actorFor } from '../../test/buying-helpers.ts';
import { createFixtures } from '../../test/fixtures.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';

const GOOD = {
  fullName: 'Rina Das',
  email: 'rina@example.com',
  message: 'Is the iPhone 13 in Dhaka still for sale?',
};

const send = (ctx: { app: import('fastify').FastifyInstance }, body: unknown, ip = '10.9.0.1') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: body as object,
    remoteAddress: ip,
  });

describeOnEachDatabase(
  'Contact Us (issue #23 item 3)',
  (context) => {
    it('When a visitor sends a message, then it is stored and mailed to every live admin through the outbox', async () => {
      const ctx = context();
      const f = createFixtures(ctx.database.db);
      const admins = [await f.admin(), await f.admin()];
      const body = { ...GOOD, email: `rina-${Date.now()}@example.com` };
      const res = await send(ctx, body);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toEqual({ acknowledged: true });
      const [stored] = await ctx.database.db
        .select()
        .from(contactMessages)
        .where(eq(contactMessages.email, body.email));
      expect(stored).toMatchObject({ fullName: 'Rina Das', message: GOOD.message });
      const mails = await ctx.database.db
        .select()
        .from(outbox)
        .where(eq(outbox.kind, 'contact-message'));
      for (const admin of admins) {
        const mail = mails.find(
          (m) => m.toEmail === admin.email && m.textBody.includes(body.email),
        );
        expect(mail?.subject).toBe('Contact Us: message from Rina Das');
        expect(mail?.textBody).toContain(GOOD.message);
      }
    });

    it('When the fields are missing, too short, too long or hostile, then the answer is 400 with a field message and nothing is stored', async () => {
      const ctx = context();
      const before = (await ctx.database.db.select().from(contactMessages)).length;
      const bad = [
        {},
        { ...GOOD, fullName: '' },
        { ...GOOD, fullName: 'Rina\u202eDas' },
        { ...GOOD, email: 'not-an-email' },
        { ...GOOD, message: 'hi' },
        { ...GOOD, message: 'x'.repeat(5001) },
        { ...GOOD, extra: true },
      ];
      for (const body of bad) {
        const res = await send(ctx, body, '10.9.0.2');
        expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
        expect(res.json().message).toBeTruthy();
      }
      expect((await ctx.database.db.select().from(contactMessages)).length).toBe(before);
    });

    it('When one IP sends more messages than its limit, then the next is 429 and another IP still gets through', async () => {
      const ctx = context();
      for (let i = 0; i < 2; i += 1)
        expect((await send(ctx, GOOD, '10.9.0.3')).statusCode).toBe(201);
      const refused = await send(ctx, GOOD, '10.9.0.3');
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBeTruthy();
      expect((await send(ctx, GOOD, '10.9.0.4')).statusCode).toBe(201);
    });

    it('When an admin opens Messages, then they come newest first a page at a time; others are refused', async () => {
      const ctx = context();
      const f = createFixtures(ctx.database.db);
      const admin = await actorFor(ctx, await f.admin());
      const seller = await actorFor(ctx, await f.user({ role: 'seller' }));
      await send(ctx, { ...GOOD, fullName: 'First Sender' }, '10.9.0.5');
      await send(ctx, { ...GOOD, fullName: 'Second Sender' }, '10.9.0.5');
      const first = await ctx.app.inject({
        method: 'GET',
        url: '/api/admin/contact-messages?limit=1',
        headers: admin.headers,
      });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual([expect.objectContaining({ fullName: 'Second Sender' })]);
      const cursor = first.headers['x-next-cursor'] as string;
      const second = await ctx.app.inject({
        method: 'GET',
        url: `/api/admin/contact-messages?limit=1&cursor=${cursor}`,
        headers: admin.headers,
      });
      expect(second.json()[0].fullName).toBe('First Sender');
      const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/admin/contact-messages' });
      expect(anonymous.statusCode).toBe(401);
      const forbidden = await ctx.app.inject({
        method: 'GET',
        url: '/api/admin/contact-messages',
        headers: seller.headers,
      });
      expect(forbidden.statusCode).toBe(403);
    });
  },
  { CONTACT_RATE_LIMIT_PER_IP: '2' },
);
