import { expect, it } from 'vitest';
import { loadEnv } from '../../env.ts';
import { requireGivenSecrets } from '../../lib/secrets.ts';
import { limitTable } from '../../modules/rate-limits/rate-limit-table.ts';
import { describeOnEachDatabase, RAISED_RATE_LIMITS } from '../test-app.ts';
import { freshIp, limitedCalls } from './abuse-limit-calls.ts';

/** '' is "unset" to loadEnv: this suite runs with the production defaults, not the raised ones. */
const DEFAULTS = Object.fromEntries(Object.keys(RAISED_RATE_LIMITS).map((k) => [k, '']));

it('When nothing is configured, then the limits are the documented production defaults', () => {
  const table = limitTable(requireGivenSecrets(loadEnv({ AUTH_SECRET: 'x'.repeat(40) })));
  const perAction = Object.fromEntries(
    Object.entries(table).map(([action, l]) => [action, [l.perAccount, l.perIp, l.windowSeconds]]),
  );
  expect(perAction).toEqual({
    'sign-in': [10, 50, 900],
    'sign-up': [10, 50, 900],
    'social-start': [10, 50, 900],
    token: [60, 300, 3600],
    upload: [60, 300, 3600],
    booking: [30, 300, 3600],
    report: [20, 100, 3600],
    'verify-email': [5, 30, 3600],
    'password-reset': [5, 30, 3600],
    profile: [60, 300, 3600],
    listing: [30, 150, 3600],
    contact: [5, 5, 3600],
    check: [120, 120, 3600],
    'notification-read': [120, 600, 3600],
    'phone-code': [5, 10, 3600],
  });
});

describeOnEachDatabase(
  'abuse limits with the production defaults',
  (ctx) => {
    it('When one account reports more than the default 20 times an hour, then the 21st is 429', async () => {
      const calls = await limitedCalls(ctx());
      const who = await calls.caller('report');
      const ip = freshIp();
      const statuses: number[] = [];
      for (let i = 0; i < 21; i += 1) {
        statuses.push((await calls.send(ctx().app, 'report', who, ip)).statusCode);
      }
      expect(statuses.slice(0, 20)).not.toContain(429);
      expect(statuses[20]).toBe(429);
    });

    it('When one account books more than the default 30 times an hour, then the 31st is 429', async () => {
      const calls = await limitedCalls(ctx());
      const who = await calls.caller('booking');
      const statuses: number[] = [];
      for (let i = 0; i < 31; i += 1) {
        statuses.push((await calls.send(ctx().app, 'booking', who, freshIp())).statusCode);
      }
      expect(statuses.slice(0, 30)).not.toContain(429);
      expect(statuses[30]).toBe(429);
    });
  },
  DEFAULTS,
);
