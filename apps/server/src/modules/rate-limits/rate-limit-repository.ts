import { and, gt, inArray, like, lt, notLike, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { authRateLimits } from '../../db/schema.ts';

/**
 * The upsert for `count` keys, built once per count (decision 019: every limited request runs
 * it). Keys come sorted, so two requests upserting the same keys cannot deadlock.
 */
function prepareHit(db: Db, count: number) {
  const windowSeconds = sql.placeholder('windowSeconds');
  const expired = sql`${authRateLimits.windowStart} <= now() - make_interval(secs => ${windowSeconds}::float8)`;
  return db
    .insert(authRateLimits)
    .values(
      Array.from({ length: count }, (_, i) => ({
        key: sql.placeholder(`key${i}`),
        count: 1,
        windowStart: sql`now()`,
      })),
    )
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
    })
    .prepare(`rate_limit_hit_${count}`);
}

export function createRateLimitRepository(db: Db) {
  const hits = new Map<number, ReturnType<typeof prepareHit>>();
  const hitOf = (count: number) => {
    let hit = hits.get(count);
    if (!hit) {
      hit = prepareHit(db, count);
      hits.set(count, hit);
    }
    return hit;
  };

  return {
    /**
     * Counts one attempt against each of `keys` in a fixed window, in one atomic upsert, so
     * concurrent requests on several instances never lose a hit. Returns, per key, the count
     * including this attempt and when its current window started.
     */
    async hit(keys: string[], windowSeconds: number) {
      const sorted = [...new Set(keys)].sort();
      const params: Record<string, unknown> = { windowSeconds };
      sorted.forEach((key, i) => {
        params[`key${i}`] = key;
      });
      const rows = await hitOf(sorted.length).execute(params);
      return new Map(rows.map((r) => [r.key, r]));
    },

    /** Current counts of `keys` whose window has not ended (nothing is counted). */
    async peek(keys: string[], windowSeconds: number) {
      if (keys.length === 0) return new Map<string, number>();
      const rows = await db
        .select({ key: authRateLimits.key, count: authRateLimits.count })
        .from(authRateLimits)
        .where(
          and(
            inArray(authRateLimits.key, keys),
            gt(
              authRateLimits.windowStart,
              sql`now() - make_interval(secs => ${windowSeconds}::float8)`,
            ),
          ),
        );
      return new Map(rows.map((r) => [r.key, r.count]));
    },

    /** Takes back one attempt from each of `keys` (a sign-in that succeeded never counts). */
    async undo(keys: string[]) {
      if (keys.length === 0) return;
      await db
        .update(authRateLimits)
        .set({ count: sql`greatest(${authRateLimits.count} - 1, 0)` })
        .where(inArray(authRateLimits.key, [...new Set(keys)].sort()));
    },

    /**
     * Drops counters whose window ended, so the table stays small; keys under `longLived`'s
     * prefix (remembered sign-in addresses) have a longer window of their own.
     */
    async purgeOlderThan(cutoff: Date, longLived?: { prefix: string; cutoff: Date }) {
      if (!longLived) {
        await db.delete(authRateLimits).where(lt(authRateLimits.windowStart, cutoff));
        return;
      }
      const pattern = `${longLived.prefix}%`;
      await db
        .delete(authRateLimits)
        .where(
          or(
            and(notLike(authRateLimits.key, pattern), lt(authRateLimits.windowStart, cutoff)),
            and(
              like(authRateLimits.key, pattern),
              lt(authRateLimits.windowStart, longLived.cutoff),
            ),
          ),
        );
    },
  };
}

export type RateLimitRepository = ReturnType<typeof createRateLimitRepository>;
