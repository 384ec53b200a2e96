import type { Env } from '../../env.ts';
import { TooManyRequestsError } from '../../lib/errors.ts';
import type { RateLimitRepository } from './rate-limit-repository.ts';
import { createSignInLimits, KNOWN_PREFIX, KNOWN_WINDOW_SECONDS } from './rate-limit-sign-in.ts';
import { type LimitedAction, limitTable, retryText } from './rate-limit-table.ts';

export type { LimitedAction } from './rate-limit-table.ts';

/** Purge old counters on about one hit in fifty: cheap, and no timer per instance. */
const PURGE_PROBABILITY = 0.02;

/**
 * One limiter for every abusable action (decision 011): a fixed-window counter per client IP
 * and one per account, both in the database so every instance sees the same counts. Both
 * counters move on every attempt; either one over its limit refuses with 429 + Retry-After.
 */
export function createRateLimitService(repo: RateLimitRepository, env: Env) {
  const table = limitTable(env);
  const longestWindow = Math.max(...Object.values(table).map((l) => l.windowSeconds));

  /** Seconds until the window of the first key over its limit ends, or 0. */
  async function wait(limits: Array<[string, number]>, window: number): Promise<number> {
    const counts = await repo.hit(
      limits.map(([key]) => key),
      window,
    );
    let seconds = 0;
    for (const [key, limit] of limits) {
      const row = counts.get(key);
      if (!row || row.count <= limit) continue;
      const endsAt = row.windowStart.getTime() + window * 1000;
      seconds = Math.max(seconds, 1, Math.ceil((endsAt - Date.now()) / 1000));
    }
    return seconds;
  }

  const purgeMaybe = async () => {
    if (Math.random() >= PURGE_PROBABILITY) return;
    const now = Date.now();
    await repo.purgeOlderThan(new Date(now - longestWindow * 1000), {
      prefix: KNOWN_PREFIX,
      cutoff: new Date(now - KNOWN_WINDOW_SECONDS * 1000),
    });
  };
  const signInLimits = createSignInLimits(repo, env);

  return {
    table,

    /** Email sign-in's own limits (decision 023): failures count, successes never do. */
    signIn: {
      ...signInLimits,
      before: async (...args: Parameters<typeof signInLimits.before>) => {
        await purgeMaybe();
        return signInLimits.before(...args);
      },
    },

    /**
     * Counts one attempt at `action` from `ip` by `account` (an email; absent when nobody is
     * known yet) and throws TooManyRequestsError (429, RATE_LIMITED) when either is over.
     */
    async check(action: LimitedAction, ip: string, account: string | undefined) {
      await purgeMaybe();
      const limit = table[action];
      const keys: Array<[string, number]> = [[`${action}:ip:${ip}`, limit.perIp]];
      if (account) {
        keys.push([`${action}:account:${account.trim().toLowerCase()}`, limit.perAccount]);
      }
      const seconds = await wait(keys, limit.windowSeconds);
      if (seconds > 0) {
        throw new TooManyRequestsError(`${limit.message} ${retryText(seconds)}`, seconds);
      }
    },
  };
}

export type RateLimitService = ReturnType<typeof createRateLimitService>;
