import type { DbLoopRun, DbStatement } from '../baselines/db-loop.ts';
import type { DbLoopResult, Summary } from '../lib/results.ts';
import { median, round } from '../lib/stats.ts';
import type { RunResult } from '../load/types.ts';
import type { QueryGroup } from './queries.ts';

/** One canonical query (or suggestion) of a search run. */
export interface SearchQueryResult {
  name: string;
  group: QueryGroup | 'suggest';
  title: string;
  path: string;
  /** Its first answer: HTTP status, items on the page, total ('2000+' when capped). */
  answer?: { status: number; items: number; total?: number | string; bytes: number };
  /** Run alone, all clients asking for it. */
  server: Summary;
  /** Its responses inside the mix (medians of the runs). */
  inMix?: { responses: number; p50: number; p95: number; p99: number };
  /** The statements the search service ran for it, replayed in a loop. */
  statements: DbStatement[];
  dbLoop?: Omit<DbLoopResult, 'runs'>;
  runs: RunResult[];
}

export interface SearchResults {
  connections: number;
  /** Always false: search targets are about the handler and SQL, not cached bytes. */
  responseCache: false;
  serverReadyMs: number;
  shape: {
    mix: { warmupSeconds: number; runs: number; durationSeconds: number };
    perQuery: { warmupSeconds: number; runs: number; durationSeconds: number };
    dbLoop: { warmupSeconds: number; runs: number; durationSeconds: number; concurrency: number };
  };
  /** Each canonical query in turn on every client. */
  mix: { server: Summary; dbLoop?: Omit<DbLoopResult, 'runs'>; runs: RunResult[] };
  queries: SearchQueryResult[];
  suggest: SearchQueryResult[];
  dbLoopRuns: DbLoopRun[];
}

/** Per-path medians of the mix's measured runs. */
export function inMix(runs: RunResult[], path: string): SearchQueryResult['inMix'] {
  const measured = runs.filter((r) => !r.warmup && r.byPath?.[path]);
  if (measured.length === 0) return undefined;
  const pick = (f: (l: { p50: number; p95: number; p99: number }) => number) =>
    round(median(measured.map((r) => f(r.byPath![path]!.latency))), 3);
  return {
    responses: measured.reduce((n, r) => n + r.byPath![path]!.responses, 0),
    p50: pick((l) => l.p50),
    p95: pick((l) => l.p95),
    p99: pick((l) => l.p99),
  };
}
