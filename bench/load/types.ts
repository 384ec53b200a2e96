import type { Latency } from '../lib/stats.ts';

/** A server under load: our app, or one of the baselines. Always on the loopback. */
export interface Target {
  name: string;
  origin: string;
}

/**
 * GET requests: one path, or a weighted mix (the worker draws with a seeded generator), or
 * every path in turn on each client (`inTurn`: the search set, weights ignored).
 */
export interface GetPlan {
  kind: 'get';
  paths: { path: string; weight: number }[];
  headers: Record<string, string>;
  inTurn?: boolean;
  /** Latencies per path as well as over all (a mix's per-query figures). */
  perPath?: boolean;
}

/** POST /api/booking: every request books a different listing, buyers take turns. */
export interface BookingPlan {
  kind: 'booking';
  productIds: string[];
  buyers: { token: string; email: string; name: string }[];
  headers: Record<string, string>;
}

/**
 * Writes (issue #22 item 2): every request its own, made by the runner, handed out once each
 * in order across the warm-up and the runs (a new listing, a different listing to advertise).
 */
export interface RequestsPlan {
  kind: 'requests';
  requests: { method: string; path: string; token: string; body?: string }[];
  headers: Record<string, string>;
}

export interface LoadJob {
  targets: Target[];
  plan: GetPlan | BookingPlan | RequestsPlan;
  connections: number;
  warmupSeconds: number;
  runs: number;
  durationSeconds: number;
  /** Requests per run instead of a duration (bookings: the pool of listings is finite). */
  amountPerRun?: number;
  warmupAmount?: number;
  seed: number;
  /** Several plans measured one after the other (each its warm-up and runs); `plan` ignored. */
  sequence?: { name: string; plan: GetPlan }[];
}

export interface RunResult {
  target: string;
  /** The step of a `sequence` job it belongs to. */
  plan?: string;
  /** 0 for the warm-up. */
  run: number;
  warmup: boolean;
  responses: number;
  seconds: number;
  rps: number;
  /** Milliseconds, over 2xx responses. */
  latency: Latency;
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
  bytesPerResponse: number;
  /** Seconds the target needed afterwards to finish what was still in flight. */
  drainSeconds?: number;
  /** With `perPath`: each path's 2xx responses and their latencies. */
  byPath?: Record<string, { responses: number; latency: Latency }>;
}
