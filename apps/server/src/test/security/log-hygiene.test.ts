import { randomBytes } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../lib/logger.ts';
import { cookieFrom, TEST_ORIGIN, uniqueEmail } from '../auth-helpers.ts';
import { createFixtures } from '../fixtures.ts';
import { createTestContext, databaseKinds } from '../test-app.ts';
import { writeFigures } from './figures.ts';

type Ctx = Awaited<ReturnType<typeof createTestContext>>;
interface Line {
  level: number;
  msg: string;
  reqId?: string;
  code?: string;
}

/**
 * Issue #7 item 9: refusals are logged with the request id and a reason code, and no log
 * line ever holds a password, a token, a session cookie or a card number. Runs at debug, the
 * chattiest level, through the production logger (lib/logger.ts).
 */
for (const kind of databaseKinds) {
  describe(`log hygiene [${kind}]`, () => {
    const raw: string[] = [];
    const lines = () => raw.map((l) => JSON.parse(l) as Line);
    let ctx: Ctx;
    const secrets: Record<string, string> = {};
    const inject = (opts: InjectOptions) => ctx.app.inject(opts);

    beforeAll(async () => {
      const logger = createLogger({ LOG_LEVEL: 'debug' }, { write: (l: string) => raw.push(l) });
      ctx = await createTestContext(kind, {}, { logger });
    });
    afterAll(() => ctx?.close());

    it('When a user signs up, signs in, pays and is refused along the way, then no secret reaches the log', async () => {
      const email = uniqueEmail('logs');
      const password = `Pw!${randomBytes(9).toString('hex')}A1`;
      const wrong = `Wrong!${randomBytes(9).toString('hex')}B2`;
      const auth = (path: string, payload: object) =>
        inject({
          method: 'POST',
          url: `/api/auth/${path}`,
          headers: { origin: TEST_ORIGIN },
          payload,
        });
      const signUp = await auth('sign-up/email', { email, password, name: 'Log Test' });
      expect(signUp.statusCode, signUp.body).toBe(200);
      const failed = await auth('sign-in/email', { email, password: wrong });
      expect(failed.statusCode).toBe(401);
      const signIn = await auth('sign-in/email', { email, password });
      const cookie = cookieFrom(signIn);
      for (const c of signIn.cookies) secrets[`cookie ${c.name}`] = c.value;
      const record = await inject({
        method: 'POST',
        url: '/api/users',
        headers: { cookie, origin: TEST_ORIGIN },
        payload: { email, name: 'Log Test', photoURL: '', role: '' },
      });
      expect(record.statusCode, record.body).toBe(200);
      const jwt = await inject({
        url: `/api/jwt?email=${encodeURIComponent(email)}`,
        headers: { cookie },
      });
      const token = jwt.json().geniusToken as string;
      const bearer = { authorization: `Bearer ${token}` };
      Object.assign(secrets, { password, wrong, token, tokenSignature: token.split('.')[2]! });

      // Refusals: a forged token (401) and a buyer on an admin route (403).
      const forged = await inject({
        url: '/api/users',
        headers: { authorization: `Bearer ${token}x` },
      });
      expect(forged.statusCode).toBe(401);
      const denied = await inject({ url: '/api/users', headers: bearer });
      expect(denied.statusCode).toBe(403);

      // A booking paid by card: declined first, then the success card.
      const product = await createFixtures(ctx.database.db).product();
      const booked = await inject({
        method: 'POST',
        url: '/api/booking',
        headers: bearer,
        payload: { productId: product.id, buyerNumber: '+8801712345678', meetingLocation: 'Dhaka' },
      });
      const bookingId = booked.json().insertedId as string;
      const intent = await inject({
        method: 'POST',
        url: '/api/create-payment-intent',
        headers: bearer,
        payload: { bookingId },
      });
      const clientSecret = intent.json().clientSecret as string;
      secrets.clientSecret = clientSecret;
      const card = (number: string) => ({ number, expMonth: 12, expYear: 2099, cvc: '123' });
      for (const number of ['4000 0000 0000 0002', '4242 4242 4242 4242']) {
        secrets[`card ${number}`] = number;
        secrets[`card digits ${number}`] = number.replaceAll(' ', '');
        await inject({
          method: 'POST',
          url: '/api/sandbox/confirm',
          headers: bearer,
          payload: { clientSecret, card: card(number) },
        });
      }
      const paid = await inject({
        method: 'POST',
        url: '/api/payments',
        headers: bearer,
        payload: { bookingId, transactionId: clientSecret.split('_secret_')[0] },
      });
      expect(paid.statusCode, paid.body).toBe(200);
      // An OAuth callback carries a one-time code in its query.
      secrets.oauthCode = `code${randomBytes(12).toString('hex')}`;
      await inject({ url: `/api/auth/callback/google?code=${secrets.oauthCode}&state=s` });
      await inject({
        method: 'POST',
        url: '/api/auth/sign-out',
        headers: { cookie, origin: TEST_ORIGIN },
      });

      expect(raw.length).toBeGreaterThan(20);
      const leaks = Object.entries(secrets).flatMap(([what, value]) =>
        raw.filter((line) => line.includes(value)).map((line) => `${what}: ${line.slice(0, 300)}`),
      );
      expect(leaks).toEqual([]);

      // Each refusal: one warn line with its request id and reason code.
      const warned = (res: typeof forged, msg: string) =>
        lines().find((l) => l.reqId === res.headers['x-request-id'] && l.msg === msg);
      expect(warned(failed, 'authentication failed')).toMatchObject({
        level: 40,
        code: 'INVALID_EMAIL_OR_PASSWORD',
      });
      expect(warned(forged, 'authentication failed')).toMatchObject({
        level: 40,
        code: 'INVALID_TOKEN',
      });
      expect(warned(denied, 'authorization denied')).toMatchObject({
        level: 40,
        code: 'ROLE_REQUIRED',
      });
      writeFigures(`log-hygiene-${kind}`, {
        lines: raw.length,
        secretsChecked: Object.keys(secrets).length,
        leaks: leaks.length,
      });
    });
  });
}
