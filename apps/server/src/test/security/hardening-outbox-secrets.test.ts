import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema.ts';
import { routePolicies } from '../../lib/route-policy.ts';
import { signUp, TEST_ORIGIN, uniqueEmail } from '../auth-helpers.ts';
import { actorFor } from '../buying-helpers.ts';
import { createFixtures } from '../fixtures.ts';
import { latestMail } from '../mail-helpers.ts';
import { freshPhone, latestPhoneCode } from '../phone-helpers.ts';
import { linkIn } from '../smtp-inbox.ts';
import { createTestContext, databaseKinds, describeOnEachDatabase } from '../test-app.ts';
import { type HardeningFigure, writeHardeningFigures } from './hardening-figures.ts';

/** Every admin GET without a path parameter, with a page size that shows the newest rows. */
function adminReads(app: Parameters<typeof routePolicies>[0]) {
  return routePolicies(app)
    .filter((r) => r.method === 'GET' && r.policy === 'admin' && !r.url.includes(':'))
    .map((r) => r.url);
}

/**
 * Issue #36 N5: with MAIL_URL=outbox (production allows it) every admin read every user's live
 * password-reset link on the Outbox page and could take the account over. Now no admin view
 * shows the link or code of a security message (verification, reset, phone code); the row
 * keeps it (delivery and the development log need it).
 */
describeOnEachDatabase(
  'hardening: the outbox keeps account keys from admins (issue #36 N5)',
  (ctx) => {
    const figures: HardeningFigure[] = [];
    afterAll(() => writeHardeningFigures('outbox-secrets', ctx().kind, figures));

    it('When a reset link, a verification link and a phone code are in the outbox, then no admin API answer contains any of them, and the Outbox says they were sent', async () => {
      const { app, database } = ctx();
      const f = createFixtures(database.db);
      const admin = await actorFor(ctx(), await f.admin());
      const email = uniqueEmail('victim');
      await signUp(app, { email });
      const reset = await app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        headers: { origin: TEST_ORIGIN },
        payload: { email },
      });
      expect(reset.statusCode).toBe(200);
      const resetLink = linkIn((await latestMail(database.db, email, 'reset-password')).textBody);
      const resetUrl = new URL(resetLink);
      const resetToken = resetUrl.searchParams.get('token') ?? resetUrl.pathname.split('/').pop()!;
      expect(resetToken.length).toBeGreaterThan(10);
      const verifyLink = linkIn((await latestMail(database.db, email, 'verify-email')).textBody);
      const verifyToken = new URL(verifyLink).searchParams.get('token') ?? verifyLink;
      const person = await actorFor(ctx(), await f.buyer());
      const phone = freshPhone();
      await app.inject({
        method: 'POST',
        url: '/api/phone/start',
        headers: person.headers,
        payload: { phone },
      });
      const code = await latestPhoneCode(database.db, phone);
      const secrets = [resetLink, resetToken, verifyLink, verifyToken, code];

      const urls = adminReads(app);
      expect(urls).toContain('/api/admin/outbox');
      let answers = 0;
      for (const url of urls) {
        const res = await app.inject({ url: `${url}?limit=50`, headers: admin.headers });
        const plain =
          res.statusCode === 400 ? await app.inject({ url, headers: admin.headers }) : res;
        answers += 1;
        for (const secret of secrets) expect(plain.body, `${url} leaks`).not.toContain(secret);
      }
      const outbox = (
        await app.inject({ url: '/api/admin/outbox?limit=50', headers: admin.headers })
      ).json();
      const mine = outbox.filter((m: { to: string }) => m.to === email || m.to === phone);
      expect(mine.map((m: { kind: string }) => m.kind).sort()).toEqual([
        'phone-code',
        'reset-password',
        'verify-email',
      ]);
      const byKind = Object.fromEntries(
        mine.map((m: { kind: string; text: string }) => [m.kind, m.text]),
      );
      expect(byKind['reset-password']).toContain('[link hidden]');
      expect(byKind['verify-email']).toContain('[link hidden]');
      expect(byKind['phone-code']).toContain('[code hidden]');
      expect(mine.find((m: { kind: string }) => m.kind === 'phone-code').channel).toBe('sms');
      figures.push({
        item: 'N5',
        what: `A reset link, a verification link and a phone code in the outbox; ${answers} admin GET APIs read as admin`,
        figure: `0 of ${secrets.length} secrets in any answer; the Outbox lists all 3 messages with [link hidden] / [code hidden]`,
      });
    });

    it('When a mail is not a security message, then admins still read it whole', async () => {
      const { app, database } = ctx();
      const admin = await actorFor(ctx(), await createFixtures(database.db).admin());
      await database.db.insert(outbox).values({
        kind: 'contact-message',
        toEmail: 'admin@example.com',
        subject: 'Hello',
        textBody: 'See https://example.com/listing/123456 please',
        status: 'kept',
      });
      const list = (
        await app.inject({ url: '/api/admin/outbox?limit=5', headers: admin.headers })
      ).json();
      expect(list.find((m: { kind: string }) => m.kind === 'contact-message').text).toBe(
        'See https://example.com/listing/123456 please',
      );
    });
  },
);

describe('development still logs the keys (issue #36 N5: how a developer signs up locally)', () => {
  for (const kind of databaseKinds) {
    it(`When an SMS code is sent in development with SMS_URL=outbox, then the log line at info has kind, to and the text with the code [${kind}]`, async () => {
      const lines: Array<Record<string, unknown>> = [];
      const stream = new Writable({
        write(chunk, _enc, done) {
          for (const line of String(chunk).split('\n').filter(Boolean))
            lines.push(JSON.parse(line));
          done();
        },
      });
      const ctx = await createTestContext(
        kind,
        { NODE_ENV: 'development' },
        { logger: pino({ level: 'info' }, stream) },
      );
      try {
        const person = await actorFor(ctx, await createFixtures(ctx.database.db).buyer());
        const phone = freshPhone();
        const res = await ctx.app.inject({
          method: 'POST',
          url: '/api/phone/start',
          headers: person.headers,
          payload: { phone },
        });
        expect(res.statusCode, res.body).toBe(200);
        const code = await latestPhoneCode(ctx.database.db, phone);
        const line = lines.find((l) => l.kind === 'phone-code' && l.to === phone);
        expect(line).toMatchObject({ level: 30, channel: 'sms' });
        expect(String(line?.text)).toContain(code);
      } finally {
        await ctx.close();
      }
    }, 120_000);
  }
});
