import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { authRateLimits } from '../../db/schema.ts';

export function createRateLimitRepository(db: Db) {
  return {
    /**
     * Counts one attempt against each of `keys` in a fixed window, in one atomic upsert, so
     * concurrent requests on several instances never lose a hit. Returns, per key, the count
     * including this attempt and when its current window started.
     */
    async hit(keys: string[], windowSeconds: number) {
      const expired = sql`${authRateLimits.windowStart} <= now() - make_interval(secs => ${windowSeconds})`;
      // Always the same order, so two requests upserting the same keys cannot deadlock.
      const sorted = [...new Set(keys)].sort();
      const rows = await db
        .insert(authRateLimits)
        .values(sorted.map((key) => ({ key, count: 1, windowStart: sql`now()` })))
        .onConflictDoUpdate({
          target: authRateLimits.key,
          set: {
            count: sql`case when ${expired} then 1 else ${authRateLimits.count} + 1 end`,
            windowStart: sql`case when ${expired} then now() else ${authRateLimits.windowStart} end`,
          },
        })
        .returning({
          key: authRateLimits.key,
          count: authRateLimits.count,
          windowStart: authRateLimits.windowStart,
        });
      return new Map(rows.map((r) => [r.key, r]));
    },

    /** Drops counters whose window ended, so the table stays small. */
    async purgeOlderThan(cutoff: Date) {
      await db.delete(authRateLimits).where(lt(authRateLimits.windowStart, cutoff));
    },
  };
}

export type RateLimitRepository = ReturnType<typeof createRateLimitRepository>;
