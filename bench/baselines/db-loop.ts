/**
 * Baseline: the database's own ceiling. The exact SQL and parameters of a list endpoint
 * (taken from the server's repositories with Drizzle's toSQL) run in a loop inside one
 * process, no HTTP in between. PostgreSQL gets as many concurrent loops as the server's
 * pool has connections; PGlite runs one query at a time, as it does inside the server.
 *
 * Runs as a child pinned to the server's core:
 * `node --import tsx bench/baselines/db-loop.ts job.json result.json`.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { POSTGRES_SESSION_OPTIONS } from '../../apps/server/src/db/client.ts';
import { PGLITE_EXTENSIONS } from '../../apps/server/src/db/pglite-extensions.ts';
import type { Latency } from '../lib/stats.ts';
import { latencyOf, round, Samples } from '../lib/stats.ts';

export interface DbStatement {
  sql: string;
  params: unknown[];
}

/**
 * One statement run again and again, or `rounds`: what one request runs, several statements
 * in order on one connection (a search), and a mix takes its rounds in turn.
 */
export type DbQuery = ({ name: string } & DbStatement) | { name: string; rounds: DbStatement[][] };

export interface DbLoopJob {
  kind: 'pglite' | 'postgres';
  url?: string;
  pgliteDir?: string;
  concurrency: number;
  warmupSeconds: number;
  runs: number;
  durationSeconds: number;
  queries: DbQuery[];
}

export interface DbLoopRun {
  query: string;
  run: number;
  warmup: boolean;
  queries: number;
  seconds: number;
  qps: number;
  rows: number;
  latency: Latency;
}

type Exec = (sql: string, params: unknown[]) => Promise<number>;
/** Runs statements in order on one connection; resolves to the last one's row count. */
type ExecRound = (round: DbStatement[]) => Promise<number>;

/** One query's loop for `seconds` (exported for the smoke bench's in-process loop). */
export async function loop(
  exec: Exec,
  execRound: ExecRound,
  query: DbQuery,
  concurrency: number,
  seconds: number,
) {
  const samples = new Samples();
  let rows = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const rounds = 'rounds' in query ? query.rounds : undefined;
  const worker = async (w: number) => {
    // Each loop starts at its own round, then takes them in turn (as the load's clients do).
    let next = w;
    while (performance.now() < deadline) {
      const t = performance.now();
      if (rounds) {
        const round = rounds[next++ % rounds.length]!;
        rows =
          round.length === 1 ? await exec(round[0]!.sql, round[0]!.params) : await execRound(round);
      } else {
        rows = await exec((query as DbStatement).sql, (query as DbStatement).params);
      }
      samples.push(performance.now() - t);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, (_, w) => worker(w)));
  const elapsed = (performance.now() - started) / 1000;
  return {
    queries: samples.length,
    seconds: round(elapsed),
    qps: round(samples.length / elapsed, 1),
    rows,
    latency: latencyOf(samples.values()),
  };
}

async function main() {
  const [jobFile, resultFile] = process.argv.slice(2);
  if (!jobFile || !resultFile) throw new Error('usage: db-loop.ts job.json result.json');
  const job = JSON.parse(await readFile(jobFile, 'utf8')) as DbLoopJob;
  let exec: Exec;
  let execRound: ExecRound;
  let close: () => Promise<void>;
  if (job.kind === 'postgres') {
    if (!job.url) throw new Error('postgres needs a url');
    // The server's own session settings, so the loop runs the very plans it does.
    const pool = new pg.Pool({
      connectionString: job.url,
      max: job.concurrency,
      options: POSTGRES_SESSION_OPTIONS,
    });
    exec = async (text, values) =>
      (await pool.query({ text, values, rowMode: 'array' })).rows.length;
    execRound = async (round) => {
      const client = await pool.connect();
      try {
        let rows = 0;
        for (const s of round) {
          rows = (await client.query({ text: s.sql, values: s.params, rowMode: 'array' })).rows
            .length;
        }
        return rows;
      } finally {
        client.release();
      }
    };
    close = () => pool.end();
  } else {
    if (!job.pgliteDir) throw new Error('pglite needs a folder');
    // The extensions the server loads (search uses pg_trgm and friends).
    const client = await PGlite.create(job.pgliteDir, { extensions: PGLITE_EXTENSIONS });
    exec = async (text, values) =>
      (await client.query(text, values, { rowMode: 'array' })).rows.length;
    execRound = async (round) => {
      let rows = 0;
      for (const s of round) rows = await exec(s.sql, s.params);
      return rows;
    };
    close = () => client.close();
  }
  const results: DbLoopRun[] = [];
  try {
    for (const query of job.queries) {
      if (job.warmupSeconds > 0) {
        const r = await loop(exec, execRound, query, job.concurrency, job.warmupSeconds);
        results.push({ query: query.name, run: 0, warmup: true, ...r });
      }
      for (let run = 1; run <= job.runs; run++) {
        const r = await loop(exec, execRound, query, job.concurrency, job.durationSeconds);
        results.push({ query: query.name, run, warmup: false, ...r });
      }
    }
  } finally {
    await close();
  }
  await writeFile(resultFile, JSON.stringify(results));
}

if (process.argv[1]?.endsWith('db-loop.ts')) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
