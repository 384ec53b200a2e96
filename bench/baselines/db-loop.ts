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
import type { Latency } from '../lib/stats.ts';
import { latencyOf, round, Samples } from '../lib/stats.ts';

export interface DbQuery {
  name: string;
  sql: string;
  params: unknown[];
}

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

async function loop(exec: Exec, query: DbQuery, concurrency: number, seconds: number) {
  const samples = new Samples();
  let rows = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const worker = async () => {
    while (performance.now() < deadline) {
      const t = performance.now();
      rows = await exec(query.sql, query.params);
      samples.push(performance.now() - t);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
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
  let close: () => Promise<void>;
  if (job.kind === 'postgres') {
    if (!job.url) throw new Error('postgres needs a url');
    const pool = new pg.Pool({ connectionString: job.url, max: job.concurrency });
    exec = async (text, values) =>
      (await pool.query({ text, values, rowMode: 'array' })).rows.length;
    close = () => pool.end();
  } else {
    if (!job.pgliteDir) throw new Error('pglite needs a folder');
    const client = await PGlite.create(job.pgliteDir);
    exec = async (text, values) =>
      (await client.query(text, values, { rowMode: 'array' })).rows.length;
    close = () => client.close();
  }
  const results: DbLoopRun[] = [];
  try {
    for (const query of job.queries) {
      if (job.warmupSeconds > 0) {
        const r = await loop(exec, query, job.concurrency, job.warmupSeconds);
        results.push({ query: query.name, run: 0, warmup: true, ...r });
      }
      for (let run = 1; run <= job.runs; run++) {
        const r = await loop(exec, query, job.concurrency, job.durationSeconds);
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
