import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../../lib/db-errors.ts';
import { writeFigures } from '../security/figures.ts';
import type { TestContext } from '../test-app.ts';
import { createFaultApp, freshDatabase } from './fault-app.ts';
import { median } from './load.ts';

const TEST_PG_URL = process.env.TEST_DATABASE_URL;

/** Waits until `n` sessions of the database run the hogs' `pg_sleep(1.5)` (at most 10 s). */
async function untilSleeping(url: string, n: number) {
  const watcher = new pg.Client({ connectionString: url });
  await watcher.connect();
  try {
    for (let waited = 0; waited < 10_000; waited += 20) {
      const { rows } = await watcher.query<{ n: number }>(
        `select count(*)::int as n from pg_stat_activity
          where datname = current_database() and state = 'active'
            and query like 'select pg_sleep(1.5)%'`,
      );
      if (rows[0]!.n >= n) return;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error(`the ${n} slow queries never started`);
  } finally {
    await watcher.end();
  }
}
type Ctx = TestContext & { close: () => Promise<void> };

async function timed(ctx: Ctx, url = '/api/allproducts') {
  const started = performance.now();
  const res = await ctx.app.inject({ url });
  return { res, ms: performance.now() - started };
}

/**
 * Issue #8: a full pool or a slow database answered 500 after waiting. Now: a fast 503 with
 * Retry-After, and no statement runs forever. PGlite has no pool: PostgreSQL only.
 */
describe.skipIf(!TEST_PG_URL)('Pool exhaustion and statement timeout [postgres]', () => {
  let target: Awaited<ReturnType<typeof freshDatabase>>;
  let tiny: Ctx;
  let slow: Ctx;
  const figures: Record<string, unknown> = {};
  beforeAll(async () => {
    target = await freshDatabase(TEST_PG_URL!);
    tiny = await createFaultApp(target.url, {
      DATABASE_POOL_SIZE: '2',
      DATABASE_POOL_MAX_WAITING: '3',
      DATABASE_CONNECT_TIMEOUT_MS: '400',
    });
    slow = await createFaultApp(target.url, { DATABASE_STATEMENT_TIMEOUT_MS: '500' });
  });
  afterAll(async () => {
    writeFigures('faults-pool-postgres', figures);
    await tiny?.close();
    await slow?.close();
    await target?.drop();
  });

  it('When every connection is held by a slow query, then concurrent requests get a fast 503 with Retry-After, and 200 once it ends', async () => {
    // Both connections held by a slow query each. Under load the app's own background work
    // (the job runner) can hold a connection for a moment when the test starts, so a hog that
    // finds none retries, and the requests start only once both hogs are running.
    const hog = async () => {
      for (let attempt = 1; ; attempt += 1) {
        try {
          return await tiny.database.db.execute(sql`select pg_sleep(1.5)`);
        } catch (error) {
          if (attempt >= 20 || !isDatabaseUnavailable(error)) throw error;
        }
      }
    };
    const hogs = [hog(), hog()];
    await untilSleeping(target.url, 2);
    const replies = await Promise.all(Array.from({ length: 20 }, () => timed(tiny)));
    for (const { res, ms } of replies) {
      expect(res.statusCode, res.body).toBe(503);
      expect(res.json()).toEqual({
        code: 'SERVICE_UNAVAILABLE',
        message: expect.stringContaining('database is temporarily unavailable'),
      });
      expect(res.headers['retry-after']).toBe('2');
      expect(ms).toBeLessThan(1000);
    }
    // Beyond the queue's 3 places, the refusal is immediate rather than a wait.
    const ms = replies.map((r) => r.ms).sort((a, b) => a - b);
    expect(ms.filter((m) => m < 300).length).toBeGreaterThanOrEqual(17);
    await Promise.all(hogs);
    expect((await timed(tiny)).res.statusCode).toBe(200);
    Object.assign(figures, {
      poolSize: 2,
      queue: 3,
      concurrent: replies.length,
      pool503: replies.length,
      poolMaxMs: Math.round(ms.at(-1)!),
      poolMedianMs: Math.round(median(ms)),
    });
  });

  it('When a statement outlives DATABASE_STATEMENT_TIMEOUT_MS, then PostgreSQL cancels it and the request answers 503', async () => {
    const direct = performance.now();
    const cancelled = await slow.database.db.execute(sql`select pg_sleep(30)`).catch((e) => e);
    expect(isDatabaseUnavailable(cancelled)).toBe(true);
    expect(performance.now() - direct).toBeLessThan(3000);

    // A request stuck behind a lock another session holds is cancelled, not left hanging.
    const locker = new pg.Client({ connectionString: target.url });
    await locker.connect();
    try {
      await locker.query('begin');
      await locker.query('lock table products in access exclusive mode');
      const { res, ms } = await timed(slow);
      expect(res.statusCode, res.body).toBe(503);
      expect(res.json().code).toBe('SERVICE_UNAVAILABLE');
      expect(res.headers['retry-after']).toBe('2');
      expect(ms).toBeLessThan(3000);
      figures.statementTimeoutMs = 500;
      figures.lockedRequestMs = Math.round(ms);
    } finally {
      await locker.query('rollback').catch(() => {});
      await locker.end();
    }
    expect((await timed(slow)).res.statusCode).toBe(200);
  });
});
