import type { Env } from '../../env.ts';
import { TooManyRequestsError } from '../../lib/errors.ts';
import type { RateLimitRepository } from './rate-limit-repository.ts';

export type LimitedAction = 'sign-in' | 'sign-up' | 'social-start';

const MESSAGES: Record<LimitedAction, string> = {
  'sign-in': 'Too many sign-in attempts. Please wait a few minutes and try again.',
  'sign-up': 'Too many sign-up attempts. Please wait a few minutes and try again.',
  'social-start': 'Too many sign-in attempts. Please wait a few minutes and try again.',
};

/** Purge old counters on about one hit in fifty: cheap, and no timer per instance. */
const PURGE_PROBABILITY = 0.02;

/**
 * Sign-in and sign-up limits per client IP and per email (product-decisions §2 and the
 * identity issue). Both counters move on every attempt; either one over its limit refuses.
 */
export function createRateLimitService(repo: RateLimitRepository, env: Env) {
  const window = env.AUTH_RATE_LIMIT_WINDOW_SECONDS;

  async function over(key: string, limit: number): Promise<number | undefined> {
    const { count, windowStart } = await repo.hit(key, window);
    if (count <= limit) return undefined;
    const endsAt = windowStart.getTime() + window * 1000;
    return Math.max(1, Math.ceil((endsAt - Date.now()) / 1000));
  }

  return {
    /** Throws TooManyRequestsError (429, RATE_LIMITED) when the IP or the email is over. */
    async check(action: LimitedAction, ip: string, email: string | undefined) {
      if (Math.random() < PURGE_PROBABILITY) {
        await repo.purgeOlderThan(new Date(Date.now() - window * 1000));
      }
      const waits = await Promise.all([
        over(`${action}:ip:${ip}`, env.AUTH_RATE_LIMIT_PER_IP),
        email
          ? over(`${action}:email:${email.trim().toLowerCase()}`, env.AUTH_RATE_LIMIT_PER_EMAIL)
          : undefined,
      ]);
      const wait = Math.max(0, ...waits.map((w) => w ?? 0));
      if (wait > 0) throw new TooManyRequestsError(MESSAGES[action], wait);
    },
  };
}

export type RateLimitService = ReturnType<typeof createRateLimitService>;
