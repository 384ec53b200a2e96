import type { Database } from '../../db/client.ts';
import type { RateLimitRepository } from './rate-limit-repository.ts';

interface Counter {
  count: number;
  windowStart: Date;
}

// Apps in one process on one database object (PGlite, or sibling apps in tests) share their
// counters, as they would share the table.
const stores = new WeakMap<Database, Map<string, Counter>>();

/**
 * The rate limiter's counters in memory, for the embedded database (decision 019). PGlite is
 * one process's alone, so memory is exactly as shared as the table would be, and a limited
 * request then costs no statement: on PGlite every statement queues behind everyone's. The
 * fixed windows are the table's; what is lost is only the counts across a restart.
 */
export function createMemoryRateLimitRepository(database: Database): RateLimitRepository {
  let counters = stores.get(database);
  if (!counters) {
    counters = new Map();
    stores.set(database, counters);
  }
  const store = counters;

  return {
    async hit(keys: string[], windowSeconds: number) {
      const now = Date.now();
      const counts = new Map<string, { key: string; count: number; windowStart: Date }>();
      for (const key of new Set(keys)) {
        const counter = store.get(key);
        if (!counter || counter.windowStart.getTime() <= now - windowSeconds * 1000) {
          store.set(key, { count: 1, windowStart: new Date(now) });
        } else {
          counter.count += 1;
        }
        const { count, windowStart } = store.get(key)!;
        counts.set(key, { key, count, windowStart });
      }
      return counts;
    },

    async peek(keys: string[], windowSeconds: number) {
      const since = Date.now() - windowSeconds * 1000;
      const counts = new Map<string, number>();
      for (const key of keys) {
        const counter = store.get(key);
        if (counter && counter.windowStart.getTime() > since) counts.set(key, counter.count);
      }
      return counts;
    },

    async undo(keys: string[]) {
      for (const key of new Set(keys)) {
        const counter = store.get(key);
        if (counter) counter.count = Math.max(counter.count - 1, 0);
      }
    },

    async purgeOlderThan(cutoff: Date, longLived?: { prefix: string; cutoff: Date }) {
      for (const [key, counter] of store) {
        const limit = longLived && key.startsWith(longLived.prefix) ? longLived.cutoff : cutoff;
        if (counter.windowStart < limit) store.delete(key);
      }
    },
  };
}
