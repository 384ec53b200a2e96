import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';
import { createJobRunner } from './job-runner.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(check: () => Promise<T | undefined> | T | undefined, ms = 20_000) {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error('condition not met in time');
    await sleep(50);
  }
}

const quietLog = {
  warn: () => {},
  info: () => {},
  error: () => {},
  debug: () => {},
} as unknown as FastifyInstance['log'];

describeOnEachDatabase('Job runner (decision 033)', (ctx) => {
  it('When two app instances share the database, then a recurring job runs once per tick, never twice at once', async () => {
    const { database, env } = ctx();
    // The outbox sweep is a recurring job of every app; a one-second tick makes it count.
    const tickEnv = { ...env, MAIL_POLL_SECONDS: 1 };
    const apps = [
      await buildApp({ env: tickEnv, database }),
      await buildApp({ env: tickEnv, database }),
    ];
    await Promise.all(apps.map((app) => app.ready()));
    const started = Date.now();
    await sleep(5000);
    await Promise.all(apps.map((app) => app.close()));
    const seconds = (Date.now() - started) / 1000;
    // A tick that fired just before the apps closed leaves its job 'created', never fetched:
    // the next process runs it (CI saw one under load). Only the runs that started count.
    const rows = (await database.db.execute(sql`
      select singleton_on, started_on, completed_on, state from pgboss.job
      where name = 'mail-outbox' and state <> 'created' order by started_on`)) as unknown as {
      rows: { singleton_on: string; started_on: string; completed_on: string; state: string }[];
    };
    const runs = rows.rows;
    // Two instances asked about every second each (ten asks); one job per one-second slot.
    expect(runs.length).toBeGreaterThanOrEqual(3);
    expect(runs.length).toBeLessThanOrEqual(Math.ceil(seconds) + 2);
    expect(new Set(runs.map((r) => String(r.singleton_on))).size).toBe(runs.length);
    // Listed, so a failure says which states were left.
    expect(runs.filter((r) => r.state !== 'completed').map((r) => r.state)).toEqual([]);
    // Never two at once: the queue's `singleton` policy is a unique index on its active job,
    // so a second fetch waits for the first run's completion to commit.
    const queue = (await database.db.execute(sql`
      select policy from pgboss.queue where name = 'mail-outbox'`)) as unknown as {
      rows: { policy: string }[];
    };
    expect(queue.rows[0]?.policy).toBe('singleton');
    // The timestamps agree, within what they can tell: each is now() of its own transaction,
    // taken before that wait (CI saw a start 2 ms "before" the previous completion).
    for (let i = 1; i < runs.length; i++) {
      const previousEnd = new Date(runs[i - 1]!.completed_on).getTime();
      expect(new Date(runs[i]!.started_on).getTime()).toBeGreaterThanOrEqual(previousEnd - 250);
    }
  });

  it('When a job is enqueued before a restart, then the next process runs it once', async () => {
    const { database } = ctx();
    const seen: unknown[] = [];
    const first = createJobRunner({ database, log: quietLog, pollSeconds: 0.5 });
    // The first process knows the job but stops before it is due.
    first.on('test-greet', async () => {
      seen.push('first');
    });
    await first.start();
    await first.enqueue('test-greet', { hello: 'after restart' }, { startAfter: 2 });
    await first.stop();
    expect(seen).toEqual([]);

    const second = createJobRunner({ database, log: quietLog, pollSeconds: 0.5 });
    second.on('test-greet', async (data) => {
      seen.push(data);
    });
    await second.start();
    try {
      await until(() => (seen.length > 0 ? true : undefined));
      await sleep(1500);
    } finally {
      await second.stop();
    }
    expect(seen).toEqual([{ hello: 'after restart' }]);
  });

  it('When a job is enqueued in a transaction that rolls back, then it never runs; committed, it does', async () => {
    const { database } = ctx();
    const seen: unknown[] = [];
    const runner = createJobRunner({ database, log: quietLog, pollSeconds: 0.5 });
    runner.on('test-tx', async (data) => {
      seen.push(data);
    });
    await runner.start();
    try {
      await database.db
        .transaction(async (tx) => {
          await runner.enqueue('test-tx', { n: 'rolled back' }, { tx });
          await tx.execute(sql`select 1`);
          throw new Error('roll back');
        })
        .catch(() => {});
      await database.db.transaction(async (tx) => {
        await runner.enqueue('test-tx', { n: 'committed' }, { tx });
      });
      await until(() => (seen.length > 0 ? true : undefined));
      await sleep(1500);
    } finally {
      await runner.stop();
    }
    expect(seen).toEqual([{ n: 'committed' }]);
  });
});
