import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { authRateLimits } from '../../db/schema.ts';

export function createRateLimitRepository(db: Db) {
  return {
    /**
     * Counts one attempt against `key` in a fixed window, atomically, so concurrent
     * requests on several instances never lose a hit. Returns the count including this one
     * and when the current window started.
     */
    async hit(key: string, windowSeconds: number) {
      const expired = sql`${authRateLimits.windowStart} <= now() - make_interval(secs => ${windowSeconds})`;
      const [row] = await db
        .insert(authRateLimits)
        .values({ key, count: 1, windowStart: sql`now()` })
        .onConflictDoUpdate({
          target: authRateLimits.key,
          set: {
            count: sql`case when ${expired} then 1 else ${authRateLimits.count} + 1 end`,
            windowStart: sql`case when ${expired} then now() else ${authRateLimits.windowStart} end`,
          },
        })
        .returning({ count: authRateLimits.count, windowStart: authRateLimits.windowStart });
      return row!;
    },

    /** Drops counters whose window ended, so the table stays small. */
    async purgeOlderThan(cutoff: Date) {
      await db.delete(authRateLimits).where(lt(authRateLimits.windowStart, cutoff));
    },
  };
}

export type RateLimitRepository = ReturnType<typeof createRateLimitRepository>;
