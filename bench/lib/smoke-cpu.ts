import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS } from '../../apps/server/src/db/pglite-extensions.ts';
import { type DbQuery, loop } from '../baselines/db-loop.ts';
import type { LoadJob, RunResult } from '../load/types.ts';
import { runLoad } from './load.ts';
import { SERVER_CORE } from './proc.ts';

/**
 * What the smoke bench compares: CPU time per answer, not answers per second. Other people's
 * work on a shared two-core machine takes a varying share of a pinned core, which moves
 * throughput several-fold from one second to the next; the CPU a process spends on a fixed
 * number of requests hardly moves. So each route does a fixed amount of work (warm-up and
 * measured requests alike) and its cost is the CPU its process used over the job.
 */

const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;

/** CPU seconds (user + system, every thread) a process has used so far. */
export function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces): state is field 3, utime 14, stime 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

/**
 * Waits until a process has gone quiet (at most one clock tick of CPU in 300 ms), up to
 * `maxMs`: what it still does after a warm-up (background compilers, start-up jobs) must not be
 * counted against the first route measured. Returns the milliseconds waited.
 */
export async function settle(pid: number, maxMs = 5000): Promise<number> {
  const started = performance.now();
  for (;;) {
    const before = cpuSeconds(pid);
    await new Promise((r) => setTimeout(r, 300));
    const waited = Math.round(performance.now() - started);
    if (cpuSeconds(pid) - before <= 1 / TICKS_PER_SECOND || waited >= maxMs) return waited;
  }
}

export interface Cost {
  /** Requests answered (or queries run) over the whole job, warm-up included. */
  ops: number;
  cpuSeconds: number;
  /** The measured run's rate on the wall clock, for people: it follows how busy the box is. */
  wallRate: number;
  /** Answers that were not 2xx, and connection errors. */
  failures: number;
}

export const perOp = (c: Cost) => c.cpuSeconds / c.ops;

/** One load job; each target's cost is the CPU its own process used while the job ran. */
export async function costOfJob(
  job: LoadJob,
  pids: Record<string, number>,
  workDir: string,
): Promise<{ costs: Record<string, Cost>; runs: RunResult[] }> {
  const before = Object.fromEntries(Object.entries(pids).map(([n, pid]) => [n, cpuSeconds(pid)]));
  const runs = await runLoad(job, workDir);
  const costs: Record<string, Cost> = {};
  for (const [name, pid] of Object.entries(pids)) {
    const mine = runs.filter((r) => r.target === name);
    costs[name] = {
      ops: mine.reduce((n, r) => n + r.responses, 0),
      cpuSeconds: cpuSeconds(pid) - before[name]!,
      wallRate: mine.find((r) => !r.warmup)?.rps ?? 0,
      failures: mine.reduce((n, r) => n + r.non2xx + r.errors, 0),
    };
  }
  return { costs, runs };
}

/** Pins this process (every thread) to `cores`, as taskset -c does for the children. */
function pinSelf(cores: string): void {
  execFileSync('taskset', ['-a', '-p', '-c', cores, String(process.pid)], { stdio: 'ignore' });
}

export interface DbLoop {
  /** Each query `count` times (PGlite's tiered WebAssembly), then a wait until all is quiet. */
  warmUp(queries: DbQuery[], count: number): Promise<void>;
  /** One query's cost: the best of `loops` loops. */
  measure(query: DbQuery): Promise<Cost>;
  close(): Promise<void>;
}

/**
 * The DB loop baseline (baselines/db-loop.ts's loop, one query at a time as PGlite runs them) in
 * this process, so process.cpuUsage() can time each loop. Measured right after the server's own
 * run of the same route, on the server's core, so both meet the same neighbours; on a copy of the
 * data set, since the server holds its folder.
 */
export async function openDbLoop(
  pgliteDir: string,
  shape: { durationSeconds: number; loops: number },
): Promise<DbLoop> {
  const client = await PGlite.create(pgliteDir, { extensions: PGLITE_EXTENSIONS });
  const exec = async (text: string, values: unknown[]) =>
    (await client.query(text, values, { rowMode: 'array' })).rows.length;
  const execRound = async (round: { sql: string; params: unknown[] }[]) => {
    let rows = 0;
    for (const s of round) rows = await exec(s.sql, s.params);
    return rows;
  };
  const run = async (query: DbQuery, i: number) => {
    if ('rounds' in query) await execRound(query.rounds[i % query.rounds.length]!);
    else await exec(query.sql, query.params);
  };
  const pinned = async <T>(body: () => Promise<T>): Promise<T> => {
    pinSelf(String(SERVER_CORE));
    try {
      return await body();
    } finally {
      pinSelf(`0-${os.cpus().length - 1}`);
    }
  };
  // As many runs of each query as the server's warm-up sent of each route, in the same order:
  // the same work before the same measurement, however busy the machine; then whatever
  // compiling it set off finishes before anything is timed.
  const warmUp = (queries: DbQuery[], count: number) =>
    pinned(async () => {
      for (const query of queries) for (let i = 0; i < count; i++) await run(query, i);
      await settle(process.pid, 3000);
    });
  const measure = (query: DbQuery): Promise<Cost> =>
    pinned(async () => {
      // With several loops, the least disturbed one (a GC, a neighbour's burst) counts.
      let best: Cost | undefined;
      for (let i = 0; i < shape.loops; i++) {
        const start = process.cpuUsage();
        const run = await loop(exec, execRound, query, 1, shape.durationSeconds / shape.loops);
        const used = process.cpuUsage(start);
        const cost = {
          ops: run.queries,
          cpuSeconds: (used.user + used.system) / 1e6,
          wallRate: run.qps,
          failures: 0,
        };
        if (!best || perOp(cost) < perOp(best)) best = cost;
      }
      return best!;
    });
  return { warmUp, measure, close: () => client.close() };
}
