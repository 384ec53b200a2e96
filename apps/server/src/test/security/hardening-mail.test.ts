import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { authVerifications, outbox } from '../../db/schema.ts';
import { createLogger } from '../../lib/logger.ts';
import { createMailService } from '../../modules/mail/mail-service.ts';
import { createOutboxRepository } from '../../modules/mail/outbox-repository.ts';
import { backoffSeconds, type OutboxWorker } from '../../modules/mail/outbox-worker.ts';
import {
  cookieFrom,
  signInRequest,
  signUp,
  signUpRequest,
  TEST_ORIGIN,
  uniqueEmail,
} from '../auth-helpers.ts';
import { followLink, latestMail } from '../mail-helpers.ts';
import { linkIn, type SmtpInbox, startSmtpInbox } from '../smtp-inbox.ts';
import { createTestContext, type DatabaseKind, databaseKinds } from '../test-app.ts';
import { type HardeningFigure, writeHardeningFigures } from './hardening-figures.ts';

const NEW_PASSWORD = 'N3w!passw0rd-long';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until<T>(probe: () => Promise<T | undefined>, timeoutMs = 10_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error('condition not met in time');
    await sleep(25);
  }
}

function post(
  app: Awaited<ReturnType<typeof buildApp>>,
  url: string,
  payload: object,
  extra: Record<string, string> = {},
) {
  return app.inject({ method: 'POST', url, headers: { origin: TEST_ORIGIN, ...extra }, payload });
}

function getSession(app: Awaited<ReturnType<typeof buildApp>>, cookie: string) {
  return app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } });
}

for (const kind of databaseKinds) {
  describe(`Mail: outbox, verification and password reset (issue #14) [${kind}]`, () => {
    const figures: HardeningFigure[] = [];
    afterAll(() => writeHardeningFigures('mail', kind, figures));

    describe('on the embedded default (MAIL_URL=outbox)', () => {
      let ctx: Awaited<ReturnType<typeof createTestContext>>;
      beforeAll(async () => {
        ctx = await createTestContext(kind as DatabaseKind, {
          MAIL_RATE_LIMIT_PER_ACCOUNT: '3',
          MAIL_RATE_LIMIT_PER_IP: '1000',
        });
      });
      afterAll(() => ctx.close());

      it('When someone signs up, then they are signed in at once and a kept verification mail holds a working link', async () => {
        const { app, database } = ctx;
        const email = uniqueEmail('verify');
        const res = await signUpRequest(app, { email });
        expect(res.statusCode).toBe(200);
        const cookie = cookieFrom(res);
        const before = (await getSession(app, cookie)).json();
        expect(before.user.emailVerified).toBe(false);

        const mail = await latestMail(database.db, email, 'verify-email');
        expect(mail.status).toBe('kept');
        const link = linkIn(mail.textBody);
        expect(link.startsWith(`${ctx.env.PUBLIC_URL}/api/auth/verify-email?token=`)).toBe(true);
        const landed = await followLink(app, link);
        expect(landed.statusCode).toBe(302);
        expect(landed.headers.location).toBe('/email-verified');
        const after = (await getSession(app, cookie)).json();
        expect(after.user.emailVerified).toBe(true);

        // A forged or altered token lands on the same page with the error.
        const bad = await followLink(app, link.replace(/token=[^&]+/, 'token=nope'));
        expect(bad.headers.location).toMatch(/^\/email-verified\?error=/);
      });

      it('When an admin opens the outbox, then mails come newest first, a page at a time, with the next cursor header', async () => {
        const { app, database } = ctx;
        const f = await import('../fixtures.ts');
        const { actorFor } = await import('../buying-helpers.ts');
        const admin = await actorFor(ctx, await f.createFixtures(database.db).admin());
        const emails = [uniqueEmail('page'), uniqueEmail('page')];
        for (const email of emails) await signUp(app, { email });
        const first = await app.inject({
          method: 'GET',
          url: '/api/admin/outbox?limit=1',
          headers: admin.headers,
        });
        expect(first.statusCode).toBe(200);
        expect(first.json()).toHaveLength(1);
        expect(first.json()[0]).toMatchObject({
          to: emails[1],
          kind: 'verify-email',
          status: 'kept',
        });
        const cursor = first.headers['x-next-cursor'] as string;
        expect(cursor).toBeTruthy();
        const second = await app.inject({
          method: 'GET',
          url: `/api/admin/outbox?limit=1&cursor=${cursor}`,
          headers: admin.headers,
        });
        expect(second.json()[0].to).toBe(emails[0]);
      });

      it('When a password reset is asked for, then known and unknown addresses get the same answer and only the known one gets a mail', async () => {
        const { app, database } = ctx;
        const email = uniqueEmail('reset');
        await signUp(app, { email });
        const known = await post(app, '/api/auth/request-password-reset', { email });
        const unknown = await post(app, '/api/auth/request-password-reset', {
          email: uniqueEmail('nobody'),
        });
        expect(known.statusCode).toBe(200);
        expect(unknown.statusCode).toBe(known.statusCode);
        expect(unknown.body).toBe(known.body);
        const mail = await latestMail(database.db, email, 'reset-password');
        expect(linkIn(mail.textBody)).toMatch(/\/reset-password\?token=/);
        figures.push({
          item: 'mail',
          what: 'Password reset asked for a known and an unknown address',
          figure: `${known.body === unknown.body && known.statusCode === unknown.statusCode ? 'same' : 'different'} status and body`,
        });
      });

      it('When a password is reset with the mailed link, then every session ends, the link works once, and the new password signs in', async () => {
        const { app, database } = ctx;
        const email = uniqueEmail('reset');
        const cookie = await signUp(app, { email });
        const other = cookieFrom(await signInRequest(app, { email }));
        await post(app, '/api/auth/request-password-reset', { email });
        const token = new URL(
          linkIn((await latestMail(database.db, email, 'reset-password')).textBody),
        ).searchParams.get('token');
        const reset = await post(app, '/api/auth/reset-password', {
          token,
          newPassword: NEW_PASSWORD,
        });
        expect(reset.statusCode, reset.body).toBe(200);
        const [revoked] = [
          (await getSession(app, cookie)).json(),
          (await getSession(app, other)).json(),
        ].filter((s) => s !== null);
        expect(revoked).toBeUndefined();
        const again = await post(app, '/api/auth/reset-password', {
          token,
          newPassword: `${NEW_PASSWORD}x`,
        });
        expect(again.statusCode).toBe(400);
        expect((await signInRequest(app, { email })).statusCode).toBe(401);
        expect((await signInRequest(app, { email, password: NEW_PASSWORD })).statusCode).toBe(200);
        figures.push({
          item: 'mail',
          what: 'Sessions alive after a password reset; second use of the link',
          figure: `0 of 2 sessions alive; second use ${again.statusCode}`,
        });
      });

      it('When a reset link is over an hour old, then it is refused', async () => {
        const { app, database } = ctx;
        const email = uniqueEmail('expired');
        await signUp(app, { email });
        await post(app, '/api/auth/request-password-reset', { email });
        const token = new URL(
          linkIn((await latestMail(database.db, email, 'reset-password')).textBody),
        ).searchParams.get('token');
        const [row] = await database.db
          .select({
            expiresAt: authVerifications.expiresAt,
            createdAt: authVerifications.createdAt,
          })
          .from(authVerifications)
          .where(eq(authVerifications.identifier, `reset-password:${token}`));
        const lifetime = row ? (row.expiresAt.getTime() - row.createdAt.getTime()) / 1000 : -1;
        expect(Math.round(lifetime)).toBe(3600);
        // An hour and a bit later:
        await database.db
          .update(authVerifications)
          .set({ expiresAt: sql`now() - interval '1 second'` })
          .where(eq(authVerifications.identifier, `reset-password:${token}`));
        const res = await post(app, '/api/auth/reset-password', {
          token,
          newPassword: NEW_PASSWORD,
        });
        expect(res.statusCode).toBe(400);
        figures.push({
          item: 'mail',
          what: 'Reset link lifetime; a link past it',
          figure: `${Math.round(lifetime)} s; refused with ${res.statusCode}`,
        });
      });

      it('When verification or reset mails are asked for again and again, then the account limit answers 429', async () => {
        const { app } = ctx;
        const email = uniqueEmail('flood');
        const cookie = await signUp(app, { email });
        const resend = [];
        for (let i = 0; i < 5; i++) {
          resend.push(
            (await post(app, '/api/auth/send-verification-email', { email }, { cookie }))
              .statusCode,
          );
        }
        const reset = [];
        for (let i = 0; i < 5; i++) {
          reset.push((await post(app, '/api/auth/request-password-reset', { email })).statusCode);
        }
        expect(resend).toEqual([200, 200, 200, 429, 429]);
        expect(reset).toEqual([200, 200, 200, 429, 429]);
        figures.push({
          item: 'mail',
          what: 'Verification resends and reset requests for one account (limit 3 in the test)',
          figure: `${resend.filter((s) => s === 429).length + reset.filter((s) => s === 429).length} of 4 past the limit refused`,
        });
      });

      it('When a mail is written inside a transaction that rolls back, then no mail exists', async () => {
        const { database, env } = ctx;
        const repository = createOutboxRepository(database.db);
        const wakes: number[] = [];
        const worker = { wake: (ms = 0) => wakes.push(ms) } as unknown as OutboxWorker;
        const mail = createMailService({ env, repository, worker, log: ctx.app.log });
        const to = uniqueEmail('rollback');
        await database.db
          .transaction(async (tx) => {
            await mail.enqueueMail({ kind: 'test', to, subject: 's', text: 't' }, tx);
            throw new Error('rolled back');
          })
          .catch(() => {});
        const rows = await database.db.select().from(outbox).where(eq(outbox.toEmail, to));
        expect(rows).toHaveLength(0);
      });
    });

    describe('through SMTP (MAIL_URL=smtp://...)', () => {
      let inbox: SmtpInbox;
      let ctx: Awaited<ReturnType<typeof createTestContext>>;
      beforeAll(async () => {
        inbox = await startSmtpInbox();
        ctx = await createTestContext(kind as DatabaseKind, {
          MAIL_URL: inbox.url,
          MAIL_RETRY_BASE_SECONDS: '0.2',
          MAIL_MAX_ATTEMPTS: '4',
          // Only the wake-up of a new row can deliver promptly.
          MAIL_POLL_SECONDS: '3600',
        });
      });
      afterAll(async () => {
        await ctx.close();
        await inbox.close();
      });

      it('When someone signs up, then the verification mail arrives promptly and its link verifies the address', async () => {
        const { app } = ctx;
        const email = uniqueEmail('smtp');
        const started = Date.now();
        const cookie = await signUp(app, { email });
        const answered = Date.now() - started;
        const mail = await inbox.waitFor((m) => m.to === email, 5000);
        const arrived = mail.at - started;
        expect(mail.subject).toMatch(/confirm/i);
        const landed = await followLink(app, linkIn(mail.text));
        expect(landed.statusCode).toBe(302);
        expect((await getSession(app, cookie)).json().user.emailVerified).toBe(true);
        figures.push({
          item: 'mail',
          what: 'Sign-up answer, and the verification mail received over SMTP (poll 1 h: woken by the row)',
          figure: `${answered} ms; mail after ${arrived} ms`,
        });
      });

      it('When the mail server refuses twice, then the mail is retried with growing waits and sent on the third attempt', async () => {
        const { app, database } = ctx;
        const email = uniqueEmail('retry');
        await signUp(app, { email });
        await inbox.waitFor((m) => m.to === email);
        const firstAttempt = inbox.attempts.length + 1;
        inbox.setRefuse((n) => n === firstAttempt || n === firstAttempt + 1);
        await post(app, '/api/auth/request-password-reset', { email });
        await inbox.waitFor((m) => m.to === email && /reset/i.test(m.subject), 10_000);
        inbox.setRefuse(() => false);
        const row = await until(async () => {
          const r = await latestMail(database.db, email, 'reset-password');
          return r.status === 'sent' ? r : undefined;
        });
        expect(row.attempts).toBe(3);
        const times = inbox.attempts.slice(firstAttempt - 1, firstAttempt + 2).map((a) => a.at);
        const waits = [times[1]! - times[0]!, times[2]! - times[1]!];
        // Never sooner than the backoff (0.2 s, then 0.4 s); overheads only add to it.
        expect(waits[0]).toBeGreaterThanOrEqual(backoffSeconds(1, 0.2) * 1000 - 10);
        expect(waits[1]).toBeGreaterThanOrEqual(backoffSeconds(2, 0.2) * 1000 - 10);
        expect([1, 2, 3, 4, 5, 6, 7, 8].map((n) => backoffSeconds(n, 30))).toEqual([
          30, 60, 120, 240, 480, 960, 1920, 3600,
        ]);
        figures.push({
          item: 'mail',
          what: 'Mail refused twice by the SMTP server (retry base 0.2 s)',
          figure: `sent on attempt ${row.attempts}; waits ${waits.join(' ms, ')} ms`,
        });
      });

      it('When the mail server keeps refusing, then the mail is marked failed after the last attempt', async () => {
        const { app, database } = ctx;
        const email = uniqueEmail('failing');
        inbox.setRefuse(() => true);
        try {
          const res = await signUpRequest(app, { email });
          expect(res.statusCode).toBe(200);
          const row = await until(async () => {
            const r = await latestMail(database.db, email, 'verify-email');
            return r.status === 'failed' ? r : undefined;
          }, 15_000);
          expect(row.attempts).toBe(4);
          expect(row.lastError).toMatch(/451/);
          figures.push({
            item: 'mail',
            what: 'Mail refused on every attempt (MAIL_MAX_ATTEMPTS=4)',
            figure: `failed after ${row.attempts} attempts; sign-up answered ${res.statusCode}`,
          });
        } finally {
          inbox.setRefuse(() => false);
        }
      });

      it('When two instances share the outbox, then each of 30 mails is sent exactly once', async () => {
        const { database } = ctx;
        const sibling = await buildApp({ env: { ...ctx.env, MAIL_POLL_SECONDS: 0.05 }, database });
        const other = await buildApp({ env: { ...ctx.env, MAIL_POLL_SECONDS: 0.05 }, database });
        await Promise.all([sibling.ready(), other.ready()]);
        try {
          const repository = createOutboxRepository(database.db);
          const tag = uniqueEmail('many').split('@')[0] ?? 'many';
          for (let i = 0; i < 30; i++) {
            await repository.insert({
              kind: 'test',
              to: `${tag}-${i}@example.com`,
              subject: `${tag} ${i}`,
              text: 'hello',
              status: 'pending',
            });
          }
          await until(async () =>
            inbox.mails.filter((m) => m.subject.startsWith(tag)).length >= 30 ? true : undefined,
          );
          await sleep(300);
          const subjects = inbox.mails
            .filter((m) => m.subject.startsWith(tag))
            .map((m) => m.subject);
          expect(subjects).toHaveLength(30);
          expect(new Set(subjects).size).toBe(30);
          figures.push({
            item: 'mail',
            what: '30 pending mails, three instances sweeping one outbox',
            figure: `${new Set(subjects).size} delivered, ${subjects.length - new Set(subjects).size} duplicates`,
          });
        } finally {
          await sibling.close();
          await other.close();
        }
      });
    });

    describe('in the log', () => {
      it('When mail fails to send and is kept, then no warn or error line holds a link or a token', async () => {
        const raw: string[] = [];
        const logger = createLogger({ LOG_LEVEL: 'debug' }, { write: (l: string) => raw.push(l) });
        const dead = await startSmtpInbox();
        await dead.close();
        const ctx = await createTestContext(
          kind as DatabaseKind,
          { MAIL_URL: dead.url, MAIL_RETRY_BASE_SECONDS: '0.05', MAIL_MAX_ATTEMPTS: '2' },
          { logger },
        );
        try {
          const email = uniqueEmail('quiet');
          await signUp(ctx.app, { email });
          await post(ctx.app, '/api/auth/request-password-reset', { email });
          await until(async () => {
            const rows = await ctx.database.db
              .select()
              .from(outbox)
              .where(eq(outbox.toEmail, email));
            return rows.length === 2 && rows.every((r) => r.status === 'failed') ? rows : undefined;
          });
          const loud = raw
            .map((l) => JSON.parse(l) as { level: number; msg: string })
            .filter((l) => l.level >= 40);
          const leaking = loud.filter((l) => /token=|https?:\/\//.test(JSON.stringify(l)));
          expect(loud.length).toBeGreaterThan(0);
          expect(leaking).toEqual([]);
          figures.push({
            item: 'mail',
            what: 'Warn/error log lines of failed deliveries holding a link or token',
            figure: `${leaking.length} of ${loud.length}`,
          });
        } finally {
          await ctx.close();
        }
      });
    });

    describe('across a restart', () => {
      it('When the app stops with mail still pending, then the next start sends it', async () => {
        const inbox = await startSmtpInbox();
        // First life: the mail server is not there yet (nothing listens on its port).
        await inbox.close();
        const ctx = await createTestContext(kind as DatabaseKind, {
          MAIL_URL: inbox.url,
          MAIL_RETRY_BASE_SECONDS: '0.5',
          MAIL_POLL_SECONDS: '3600',
        });
        let second: Awaited<ReturnType<typeof buildApp>> | undefined;
        let live: SmtpInbox | undefined;
        try {
          const email = uniqueEmail('restart');
          expect((await signUpRequest(ctx.app, { email })).statusCode).toBe(200);
          const pending = await until(async () => {
            const r = await latestMail(ctx.database.db, email, 'verify-email');
            return r.attempts >= 1 && r.status === 'pending' ? r : undefined;
          });
          await ctx.app.close();
          // Second life: a mail server answers, and a new process starts on the same database.
          live = await startSmtpInbox();
          second = await buildApp({
            env: { ...ctx.env, MAIL_URL: live.url },
            database: ctx.database,
          });
          await second.ready();
          const mail = await live.waitFor((m) => m.to === email, 10_000);
          // The mail server has it; the row is marked sent once the server's reply is read.
          const row = await until(async () => {
            const r = await latestMail(ctx.database.db, email, 'verify-email');
            return r.status === 'pending' ? undefined : r;
          });
          expect(row.id).toBe(pending.id);
          expect(row.status).toBe('sent');
          expect(mail.subject).toMatch(/confirm/i);
          figures.push({
            item: 'mail',
            what: 'Mail pending when the process stopped',
            figure: `sent by the next start (attempt ${row.attempts})`,
          });
        } finally {
          await second?.close();
          await live?.close();
          await ctx.close();
        }
      }, 60_000); // two app starts on a fresh database: slow on a loaded machine
    });
  });
}
