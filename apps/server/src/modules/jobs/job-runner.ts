import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database, Db } from '../../db/client.ts';
import { inSpan, SpanKind } from '../../lib/tracing.ts';
import { settlingQuietly, sqlRunnerOf, sqlRunnerOnTransaction } from './sql-adapter.ts';

export type JobHandler<T = unknown> = (data: T) => Promise<unknown>;

export interface EnqueueOptions {
  /** Not before this instant (or this many seconds from now). */
  startAfter?: Date | number;
  /** Enqueue inside the caller's transaction: the job exists only if it commits. */
  tx?: Db;
}

export interface JobRunnerOptions {
  database: Database;
  log: FastifyBaseLogger;
  /** pg-boss's schema (tests give two runners on one database the same one). */
  schema?: string;
  /** How often a queue of one-off jobs is looked at (recurring ones are woken by their tick). */
  pollSeconds?: number;
  /** Longest wait, on stop, for a job in hand to finish before it is failed (and retried). */
  stopTimeoutMs?: number;
}

interface Recurring {
  seconds: number;
  handler: JobHandler;
}

const ONE_OFF_RETRIES = 5;
const RECURRING_POLL_SECONDS = 30;

/** A job in hand longer than this is taken to have died with its process, and run again. */
function expireSecondsFor(periodSeconds: number): number {
  return Math.min(3600, Math.max(120, Math.ceil(periodSeconds * 3)));
}

/**
 * The app's one job runner (decision 033): pg-boss on the app's own database, PostgreSQL or
 * PGlite, so jobs live in one table (pgboss.job), survive restarts and run once across
 * instances (SKIP LOCKED).
 *
 * - `every(name, seconds, handler)`: recurring. Each instance ticks every `seconds` and asks
 *   pg-boss for the job of that time slot (`singletonSeconds`): the first ask creates it, the
 *   others get nothing, so one instance runs it per tick. The queue's `singleton` policy keeps
 *   a second run from starting while one is still going. A failed run is not retried: the
 *   next tick is the retry.
 * - `on(name, handler)` + `enqueue(name, data, { startAfter, tx })`: one-off jobs, retried
 *   with backoff when the handler throws.
 *
 * Started in the background once the app is ready (a database that is down never holds up
 * the start: it is tried again); stopped on close after the jobs in hand.
 */
export function createJobRunner(opts: JobRunnerOptions) {
  const { database, log } = opts;
  const schema = opts.schema ?? 'pgboss';
  const recurring = new Map<string, Recurring>();
  const oneOff = new Map<string, JobHandler>();
  const timers = new Set<NodeJS.Timeout>();
  const workers = new Map<string, string>();
  let boss: PgBoss | undefined;
  let starting: Promise<void> | undefined;
  let stopped = false;

  // A wait that `stop` cuts short, so a runner still trying to start never holds up closing.
  let wakeFromPause: (() => void) | undefined;
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      timer.unref();
      wakeFromPause = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  const later = (ms: number, fn: () => void, repeat = false) => {
    const timer = (repeat ? setInterval : setTimeout)(fn, ms);
    timer.unref();
    timers.add(timer);
  };

  async function tick(name: string, seconds: number) {
    if (!boss || stopped) return;
    try {
      const slot = Math.max(1, Math.round(seconds));
      const id = await boss.send(name, {}, { singletonKey: name, singletonSeconds: slot });
      const worker = workers.get(name);
      if (id && worker) boss.notifyWorker(worker);
    } catch (err) {
      log.warn({ err, job: name }, 'jobs: could not schedule a recurring job; next tick retries');
    }
  }

  async function setUpRecurring(b: PgBoss, name: string, { seconds, handler }: Recurring) {
    await b.createQueue(name, {
      name,
      policy: 'singleton',
      retryLimit: 0,
      expireInSeconds: expireSecondsFor(seconds),
    });
    const worker = await b.work(
      name,
      { pollingIntervalSeconds: Math.max(1, Math.min(RECURRING_POLL_SECONDS, seconds)) },
      async () => {
        await inSpan(`job ${name}`, SpanKind.CONSUMER, { 'job.name': name }, () => handler(null));
      },
    );
    workers.set(name, worker);
    // Once soon after start (what ended the last process may have left work), then each tick.
    later(1000, () => void tick(name, seconds));
    later(Math.max(1000, seconds * 1000), () => void tick(name, seconds), true);
  }

  async function setUpOneOff(b: PgBoss, name: string, handler: JobHandler) {
    await b.createQueue(name, {
      name,
      policy: 'standard',
      retryLimit: ONE_OFF_RETRIES,
      retryBackoff: true,
      retryDelay: 5,
    });
    const worker = await b.work(
      name,
      { pollingIntervalSeconds: opts.pollSeconds ?? 2 },
      async (jobs) => {
        for (const job of jobs) {
          await inSpan(
            `job ${name}`,
            SpanKind.CONSUMER,
            { 'job.name': name, 'job.id': job.id },
            () => handler(job.data),
          );
        }
      },
    );
    workers.set(name, worker);
  }

  async function startOnce(): Promise<void> {
    const b = new PgBoss({
      db: settlingQuietly(sqlRunnerOf(database), (err) =>
        log.warn({ err }, 'jobs: could not mark a job done; it will be retried'),
      ) as PgBoss.Db,
      schema,
      migrate: true,
      // Expires jobs whose process died mid-run and archives finished ones; no cron here.
      supervise: true,
      schedule: false,
      maintenanceIntervalSeconds: 60,
      archiveCompletedAfterSeconds: 3600,
      deleteAfterDays: 7,
    });
    b.on('error', (err) => log.warn({ err }, 'jobs: pg-boss reported an error'));
    await b.start();
    boss = b;
    for (const [name, job] of recurring) await setUpRecurring(b, name, job);
    for (const [name, handler] of oneOff) await setUpOneOff(b, name, handler);
  }

  /** Starts, and keeps trying every few seconds while the database cannot be reached. */
  function start(): Promise<void> {
    stopped = false;
    starting ??= (async () => {
      for (let attempt = 1; !stopped; attempt++) {
        try {
          await startOnce();
          return;
        } catch (err) {
          log.warn({ err, attempt }, 'jobs: the job runner could not start; trying again');
          const b = boss;
          boss = undefined;
          await b?.stop({ graceful: false, wait: true }).catch(() => {});
          await pause(Math.min(30_000, 1000 * attempt));
        }
      }
    })();
    return starting;
  }

  return {
    every(name: string, seconds: number, handler: JobHandler): void {
      if (seconds <= 0) return;
      if (recurring.has(name) || oneOff.has(name)) throw new Error(`job ${name} defined twice`);
      const job = { seconds, handler };
      recurring.set(name, job);
      if (boss) void setUpRecurring(boss, name, job).catch((err) => log.warn({ err }, 'jobs'));
    },

    on<T>(name: string, handler: JobHandler<T>): void {
      if (recurring.has(name) || oneOff.has(name)) throw new Error(`job ${name} defined twice`);
      oneOff.set(name, handler as JobHandler);
      if (boss)
        void setUpOneOff(boss, name, handler as JobHandler).catch((err) =>
          log.warn({ err }, 'jobs'),
        );
    },

    /** Enqueues a one-off job (its handler is set with `on`, in whichever instance runs it). */
    async enqueue(name: string, data: object, options: EnqueueOptions = {}) {
      if (!oneOff.has(name)) throw new Error(`job ${name} has no handler`);
      await start();
      if (!boss) throw new Error('job runner stopped');
      const sendOptions: PgBoss.SendOptions = {};
      if (options.startAfter !== undefined) sendOptions.startAfter = options.startAfter;
      if (options.tx) sendOptions.db = sqlRunnerOnTransaction(options.tx) as PgBoss.Db;
      const id = await boss.send(name, data, sendOptions);
      const worker = workers.get(name);
      if (id && worker && !options.tx && options.startAfter === undefined)
        boss.notifyWorker(worker);
      return id;
    },

    start,
    /**
     * Whether the runner has started (issue #39). A caller about to enqueue inside a
     * transaction asks first: on PGlite a transaction holds the one connection, so waiting
     * there for a start that needs it would never end.
     */
    running: () => boss !== undefined && !stopped,
    /** Resolves once the runner has started (tests). */
    started: () => starting ?? Promise.reject(new Error('job runner not started')),

    /** Stops ticking and fetching, waits for the jobs in hand (up to the timeout). */
    async stop(): Promise<void> {
      stopped = true;
      wakeFromPause?.();
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await starting?.catch(() => {});
      const b = boss;
      boss = undefined;
      starting = undefined;
      workers.clear();
      await b?.stop({ graceful: true, wait: true, timeout: opts.stopTimeoutMs ?? 10_000 });
    },
  };
}

export type JobRunner = ReturnType<typeof createJobRunner>;
