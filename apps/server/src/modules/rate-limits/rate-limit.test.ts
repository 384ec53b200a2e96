import { expect, it } from 'vitest';
import {
  signInRequest,
  signUp,
  signUpRequest,
  TEST_ORIGIN,
  uniqueEmail,
} from '../../test/auth-helpers.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';

describeOnEachDatabase(
  'sign-in and sign-up rate limits',
  (ctx) => {
    it('When one email gets too many wrong passwords from different IPs, then unknown devices are slowed (429) but never locked, and the known one signs in', async () => {
      const { app } = ctx();
      const email = uniqueEmail();
      await signUp(app, { email, ip: '198.51.100.1' });
      // The limit (3) plus the one attempt the first slow-down still lets through.
      for (let i = 0; i < 4; i += 1) {
        const res = await signInRequest(app, {
          email,
          password: 'Wrong!pass1',
          ip: `203.0.113.${i + 1}`,
        });
        expect(res.statusCode).toBe(401);
      }
      // Another unknown address right away is slowed down, whatever the spelling of the email.
      const limited = await signInRequest(app, { email: email.toUpperCase(), ip: '203.0.113.99' });
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({
        message: expect.stringContaining('Too many sign-in attempts'),
        code: 'RATE_LIMITED',
      });
      const wait = Number(limited.headers['retry-after']);
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(60);
      // The address the owner signed up from is known: the right password works at once.
      expect((await signInRequest(app, { email, ip: '198.51.100.1' })).statusCode).toBe(200);
    });

    it('When one IP tries many emails, then 429 after the per-IP limit', async () => {
      const { app } = ctx();
      const ip = '192.0.2.77';
      for (let i = 0; i < 5; i += 1) {
        const res = await signInRequest(app, { email: uniqueEmail(), ip });
        expect(res.statusCode).toBe(401);
      }
      const limited = await signInRequest(app, { email: uniqueEmail(), ip });
      expect(limited.statusCode).toBe(429);
      expect(limited.json().code).toBe('RATE_LIMITED');
      // Another address is not affected.
      expect(
        (await signInRequest(app, { email: uniqueEmail(), ip: '192.0.2.78' })).statusCode,
      ).toBe(401);
    });

    it('When credentials are sent as a form instead of JSON, then 415 (the limit must see the email)', async () => {
      const res = await ctx().app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: TEST_ORIGIN },
        payload: 'email=a%40example.com&password=whatever',
      });
      expect(res.statusCode).toBe(415);
    });

    it('When one IP signs up too often, then 429', async () => {
      const { app } = ctx();
      const ip = '192.0.2.200';
      for (let i = 0; i < 5; i += 1) {
        expect((await signUpRequest(app, { email: uniqueEmail(), ip })).statusCode).toBe(200);
      }
      expect((await signUpRequest(app, { email: uniqueEmail(), ip })).statusCode).toBe(429);
    });
  },
  {
    AUTH_RATE_LIMIT_PER_EMAIL: '3',
    AUTH_RATE_LIMIT_PER_IP: '5',
    AUTH_RATE_LIMIT_WINDOW_SECONDS: '600',
  },
);
