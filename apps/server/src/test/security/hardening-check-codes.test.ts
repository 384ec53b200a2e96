import { randomInt } from 'node:crypto';
import { LISTING_CODE_ALPHABET } from '@phonebazaar/shared';
import { expect, it } from 'vitest';
import { describeOnEachDatabase, type TestContext } from '../test-app.ts';
import { freshIp } from './abuse-limit-calls.ts';
import { writeHardeningFigures } from './hardening-figures.ts';

/** Random 6-character codes, as a guesser would send them (almost all unknown: 404). */
const guess = () => Array.from({ length: 6 }, () => LISTING_CODE_ALPHABET[randomInt(31)]).join('');

/** `n` guesses from one address, one after the other: answered (not 429), refused, per second. */
async function guessFrom(ctx: TestContext, ip: string, n: number) {
  const started = performance.now();
  const statuses: number[] = [];
  let retryAfter = 0;
  for (let i = 0; i < n; i += 1) {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/check/${guess()}`,
      headers: { 'x-forwarded-for': ip },
    });
    statuses.push(res.statusCode);
    if (res.statusCode === 429) retryAfter = Number(res.headers['retry-after']);
  }
  const seconds = (performance.now() - started) / 1000;
  const answered = statuses.filter((s) => s !== 429).length;
  return {
    statuses,
    answered,
    refused: n - answered,
    perSecond: Math.round(n / seconds),
    retryAfter,
  };
}

/** 31^6 codes; at 100k listings one guess in this many names a listing. */
const GUESSES_PER_HIT = Math.round(31 ** 6 / 100_000);
const GUESSES = 600;

/** Issue #36 N6 before: no limit on the route (the tests' raised limit stands in for main). */
describeOnEachDatabase('GET /api/check/:code without a limit (as before issue #36)', (ctx) => {
  it(`When one address sends ${GUESSES} guesses, then every one is answered`, async () => {
    const run = await guessFrom(ctx(), freshIp(), GUESSES);
    expect(run.refused).toBe(0);
    writeHardeningFigures('check-codes-before', ctx().kind, [
      {
        item: 'N6',
        what: `${GUESSES} random listing codes from one IP, no limit (before)`,
        figure: `${run.answered} answered, ${run.refused} refused, ~${run.perSecond}/s in process`,
      },
    ]);
  });
});

/** Issue #36 N6 after: the production default, 120 per IP per hour (decision 056). */
describeOnEachDatabase(
  'GET /api/check/:code with the default per-IP limit',
  (ctx) => {
    it(`When one address sends ${GUESSES} guesses, then the first 120 are answered and the rest are 429 with Retry-After; another address is still answered`, async () => {
      const run = await guessFrom(ctx(), freshIp(), GUESSES);
      expect(run.statuses.slice(0, 120)).not.toContain(429);
      expect(run.statuses.slice(0, 120).every((s) => s === 404)).toBe(true);
      expect(run.refused).toBe(GUESSES - 120);
      expect(run.retryAfter).toBeGreaterThan(3000);
      const other = await ctx().app.inject({
        method: 'GET',
        url: `/api/check/${guess()}`,
        headers: { 'x-forwarded-for': freshIp() },
      });
      expect(other.statusCode).toBe(404);
      const hoursPerHit = Math.round(GUESSES_PER_HIT / 120);
      writeHardeningFigures('check-codes-after', ctx().kind, [
        {
          item: 'N6',
          what: `${GUESSES} random listing codes from one IP, default limit 120/IP/hour (after)`,
          figure: `${run.answered} answered, ${run.refused} refused (429, Retry-After ${run.retryAfter} s), ~${run.perSecond}/s in process`,
        },
        {
          item: 'N6',
          what: 'Guesses per valid code at 100k listings (31^6 codes)',
          figure: `${GUESSES_PER_HIT} guesses, ~${hoursPerHit} hours per hit per IP at the limit`,
        },
      ]);
    });
  },
  { CHECK_RATE_LIMIT_PER_IP: '' },
);
