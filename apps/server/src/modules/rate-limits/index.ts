import type { Database } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import { createMemoryRateLimitRepository } from './rate-limit-memory-repository.ts';
import { createRateLimitRepository } from './rate-limit-repository.ts';
import { createRateLimitService } from './rate-limit-service.ts';

export { limitedActionOf, rateLimit } from './rate-limit-plugin.ts';
export type { LimitedAction, RateLimitService } from './rate-limit-service.ts';
export { retryText } from './rate-limit-table.ts';

/** One limiter for every abusable action, one table (decision 011). */
export function createRateLimits({ database, env }: { database: Database; env: Env }) {
  // PGlite is this process's alone: its counters live in memory (decision 019).
  const repository =
    database.kind === 'pglite'
      ? createMemoryRateLimitRepository(database)
      : createRateLimitRepository(database.db);
  return { service: createRateLimitService(repository, env) };
}
