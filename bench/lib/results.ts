import type { DbLoopRun } from '../baselines/db-loop.ts';
import type { Manifest } from '../data/generate.ts';
import type { RunResult } from '../load/types.ts';
import type { SearchResults } from '../search/results.ts';
import type { Build, Machine } from './machine.ts';
import type { DbKind } from './options.ts';
import { median, round } from './stats.ts';

/** Medians over the measured runs (the warm-up left out); errors summed over all. */
export interface Summary {
  runs: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  /** Responses that were not 2xx, connection errors and timeouts, warm-up included. */
  failures: number;
  bytesPerResponse: number;
}

export interface ScenarioResult {
  name: string;
  title: string;
  connections: number;
  /** Paths requested (a mix lists each with its weight). */
  paths: { path: string; weight: number }[];
  server: Summary;
  /** raw node:http for API reads, nginx for static files; absent for bookings. */
  baseline?: { name: string; summary: Summary };
  /** server req/s divided by baseline req/s. */
  ratio?: number;
  /** What the response was: encoding and size on the wire. */
  response?: { encoding: string; bytes: number; baselineBytes?: number };
  runs: RunResult[];
}

export interface DbLoopResult {
  query: string;
  concurrency: number;
  qps: number;
  p50: number;
  p95: number;
  p99: number;
  rows: number;
  runs: DbLoopRun[];
}

export interface Check {
  name: string;
  pass: boolean;
  detail: string;
}

export interface DatabaseResult {
  db: DbKind;
  dataSet: Manifest & { reused: boolean };
  /** Absent in a search-only run. */
  plan?: {
    onMarket: number;
    category: string;
    seller: string;
    sellerListings: number;
    deepPage: number;
    deepOffset: number;
  };
  serverReadyMs: number;
  scenarios: ScenarioResult[];
  dbLoop: DbLoopResult[];
  /** Issue #17's search scenarios (absent before 2026-11-26 and with --skip search). */
  search?: SearchResults;
  checks: Check[];
}

export interface TargetResult {
  id: string;
  target: string;
  scope: string;
  measured: string;
  status: 'PASS' | 'FAIL' | 'N/A';
}

export interface Results {
  version: 1;
  startedAt: string;
  finishedAt: string;
  size: number;
  label: string;
  command: string;
  settings: {
    quick: boolean;
    warmupSeconds: number;
    runs: number;
    durationSeconds: number;
    connections: number;
    bookingConnections: number;
    bookingAmount: number;
    /** Bookings before the measured runs (absent in results before 2026-11-22). */
    bookingWarmup?: number;
    pageLimit: number;
    dbLoop: { warmupSeconds: number; runs: number; durationSeconds: number };
    apiHeaders: Record<string, string>;
    staticHeaders: Record<string, string>;
    /** `--only search`: issue #17's scenarios alone. */
    searchOnly?: boolean;
  };
  machine: Machine;
  build: Build;
  databases: DatabaseResult[];
  static?: { servedBy: DbKind; scenarios: ScenarioResult[] };
  startup?: { coldMs: number[]; warmMs: number[]; coldMedianMs: number; warmMedianMs: number };
  targets: TargetResult[];
  notes: string[];
}

export function summarize(runs: RunResult[], target: string): Summary {
  const mine = runs.filter((r) => r.target === target);
  const measured = mine.filter((r) => !r.warmup);
  const pick = (f: (r: RunResult) => number) => round(median(measured.map(f)), 3);
  return {
    runs: measured.length,
    rps: round(median(measured.map((r) => r.rps)), 0),
    p50: pick((r) => r.latency.p50),
    p95: pick((r) => r.latency.p95),
    p99: pick((r) => r.latency.p99),
    failures: mine.reduce((sum, r) => sum + r.non2xx + r.errors, 0),
    bytesPerResponse: Math.round(median(measured.map((r) => r.bytesPerResponse))),
  };
}

export function summarizeDbLoop(runs: DbLoopRun[], concurrency: number): DbLoopResult[] {
  const names = [...new Set(runs.map((r) => r.query))];
  return names.map((query) => {
    const measured = runs.filter((r) => r.query === query && !r.warmup);
    const pick = (f: (r: DbLoopRun) => number) => round(median(measured.map(f)), 3);
    return {
      query,
      concurrency,
      qps: round(median(measured.map((r) => r.qps)), 0),
      p50: pick((r) => r.latency.p50),
      p95: pick((r) => r.latency.p95),
      p99: pick((r) => r.latency.p99),
      rows: measured.at(-1)?.rows ?? 0,
      runs: runs.filter((r) => r.query === query),
    };
  });
}
