import { searchTargets } from '../search/targets.ts';
import type { DatabaseResult, Results, ScenarioResult, TargetResult } from './results.ts';
import { formatRatio, round } from './stats.ts';

/** The targets of issue #8 item 4, each judged from this run's own numbers. */

export const HOT_READS = ['categories', 'advertisement', 'allproducts-first'] as const;
export const BROWSE = [
  'allproducts-first',
  'allproducts-next',
  'allproducts-deep',
  'category',
  'browse-mix',
] as const;
/** Issue #22 item 1: the authenticated (never cached) reads, each with its DB loop. */
export const AUTH_READS = [
  'seller-products',
  'my-orders',
  'my-sell',
  'admin-sellers',
  'admin-buyers',
  'admin-reports',
] as const;
/** Issue #22 item 2: the writes, booking included. */
export const WRITES = ['booking', 'add-listing', 'advertise', 'edit', 'report', 'message'] as const;
export const LIMITS = {
  hotReadRatio: 0.5,
  browseP95Ms: 20,
  deepOverFirst: 1.5,
  bookingP99Ms: 50,
  staticRatio: 0.25,
  coldStartMs: 10_000,
  warmStartMs: 3_000,
  browseListings: 1_000_000,
  authReadLoopRatio: { postgres: 0.7, pglite: 0.8 },
  authReadP50Ms: 5,
  writeP99Ms: 50,
};

const ms = (v: number) => (Number.isFinite(v) ? `${round(v, 2)} ms` : 'none answered');
const x = formatRatio;
/** p95 with the failures beside it: a run where nothing answered says so. */
const p95 = (s: ScenarioResult) =>
  `p95 ${ms(s.server.p95)}${s.server.failures > 0 ? `, ${s.server.failures} failed or timed out` : ''}`;
const find = (db: DatabaseResult, name: string) => {
  const s = db.scenarios.find((c) => c.name === name);
  // The ratio from the medians themselves, at full precision.
  return s?.baseline ? { ...s, ratio: s.server.rps / s.baseline.summary.rps } : s;
};
const status = (pass: boolean): 'PASS' | 'FAIL' => (pass ? 'PASS' : 'FAIL');

function hotReads(db: DatabaseResult): TargetResult[] {
  const invalidation = db.checks.filter((c) => c.name.startsWith('invalidation'));
  const fresh = invalidation.length > 0 && invalidation.every((c) => c.pass);
  return HOT_READS.flatMap((name) => {
    const s = find(db, name);
    if (!s) return [];
    const ok = s.ratio !== undefined && s.ratio >= LIMITS.hotReadRatio && fresh;
    return [
      {
        id: `hot-read:${db.db}:${name}`,
        target: `hot read ≥ ${LIMITS.hotReadRatio}x raw node:http, with correct invalidation`,
        scope: `${s.title} on ${db.db}`,
        measured: `${x(s.ratio)} (${s.server.rps} vs ${s.baseline?.summary.rps} req/s); invalidation ${fresh ? 'correct' : 'WRONG'}`,
        status: status(ok),
      },
    ];
  });
}

function browse(db: DatabaseResult, size: number, cacheOff: boolean): TargetResult[] {
  const inScope = db.db === 'postgres' && size >= LIMITS.browseListings;
  const scopeNote =
    (cacheOff ? ' (response cache off)' : '') +
    (inScope ? '' : ' (target is for 1M listings on PostgreSQL)');
  const out: TargetResult[] = [];
  for (const name of BROWSE) {
    const s = find(db, name);
    if (!s) continue;
    out.push({
      id: `browse-p95:${db.db}:${name}`,
      target: `browse p95 < ${LIMITS.browseP95Ms} ms at 50 clients`,
      scope: `${s.title} on ${db.db}, ${s.connections} clients${scopeNote}`,
      measured: p95(s),
      status: inScope
        ? status(s.server.p95 < LIMITS.browseP95Ms && s.server.failures === 0)
        : 'N/A',
    });
  }
  const first = find(db, 'allproducts-first');
  const deep = find(db, 'allproducts-deep');
  if (first && deep) {
    const ratio = deep.server.p50 / first.server.p50;
    out.push({
      id: `deep-page:${db.db}`,
      target: `deepest page within ${LIMITS.deepOverFirst}x of the first (p50 latency)`,
      scope: `${deep.title} vs first page on ${db.db}${scopeNote}`,
      measured: `${x(ratio)} (p50 ${ms(deep.server.p50)} vs ${ms(first.server.p50)}; ${deep.server.rps} vs ${first.server.rps} req/s)`,
      status: inScope ? status(Number.isFinite(ratio) && ratio <= LIMITS.deepOverFirst) : 'N/A',
    });
  }
  return out;
}

/** Issue #22 item 1: each authenticated read against its own SQL in a loop, and its p50. */
function authReads(db: DatabaseResult): TargetResult[] {
  const limit = LIMITS.authReadLoopRatio[db.db];
  return AUTH_READS.flatMap((name) => {
    const s = find(db, name);
    if (!s) return [];
    const loop = db.dbLoop.find((d) => d.query === name);
    const ratio = loop ? s.server.rps / loop.qps : undefined;
    const onPostgres = db.db === 'postgres';
    return [
      {
        id: `auth-read-loop:${db.db}:${name}`,
        target: `authenticated read ≥ ${LIMITS.authReadLoopRatio.postgres}x DB loop on PostgreSQL / ≥ ${LIMITS.authReadLoopRatio.pglite}x on PGlite`,
        scope: `${s.title} on ${db.db}`,
        measured: loop
          ? `${x(ratio)} (${s.server.rps} req/s vs ${loop.qps} q/s)${s.server.failures > 0 ? `, ${s.server.failures} failed` : ''}`
          : 'no DB loop in this run',
        status: loop
          ? status(ratio !== undefined && ratio >= limit && s.server.failures === 0)
          : 'N/A',
      },
      {
        id: `auth-read-p50:${db.db}:${name}`,
        target: `authenticated read p50 < ${LIMITS.authReadP50Ms} ms at 50 clients on PostgreSQL`,
        scope: `${s.title} on ${db.db}, ${s.connections} clients${onPostgres ? '' : ' (target is for PostgreSQL)'}`,
        measured: `p50 ${ms(s.server.p50)}`,
        status: onPostgres
          ? status(s.server.p50 < LIMITS.authReadP50Ms && s.connections >= 50)
          : 'N/A',
      },
    ];
  });
}

/** Issue #22 item 2: every write, on both databases. */
function writes(db: DatabaseResult): TargetResult[] {
  return WRITES.flatMap((name) => {
    const s = find(db, name);
    if (!s) return [];
    const total = s.runs.reduce((n, r) => n + r.responses, 0);
    return [
      {
        id: `write:${db.db}:${name}`,
        target: `writes p99 < ${LIMITS.writeP99Ms} ms at 20 clients, no errors`,
        scope: `${s.title} on ${db.db}, ${s.connections} clients`,
        measured: `p99 ${ms(s.server.p99)}, ${s.server.failures} failed of ${total}`,
        status: status(s.server.p99 < LIMITS.writeP99Ms && s.server.failures === 0),
      },
    ];
  });
}

function booking(db: DatabaseResult): TargetResult[] {
  const s = find(db, 'booking');
  if (!s) return [];
  const inScope = db.db === 'pglite';
  return [
    {
      id: `booking:${db.db}`,
      target: `booking p99 < ${LIMITS.bookingP99Ms} ms at 20 clients, no errors`,
      scope: `POST /api/booking on ${db.db}, ${s.connections} clients${inScope ? '' : ' (target is for PGlite)'}`,
      measured: `p99 ${ms(s.server.p99)}, ${s.server.failures} failed of ${s.runs.reduce((n, r) => n + r.responses, 0)}`,
      status: inScope
        ? status(s.server.p99 < LIMITS.bookingP99Ms && s.server.failures === 0)
        : 'N/A',
    },
  ];
}

function staticFiles(scenarios: ScenarioResult[]): TargetResult[] {
  return scenarios
    .map((c) => (c.baseline ? { ...c, ratio: c.server.rps / c.baseline.summary.rps } : c))
    .map((s) => ({
      id: `static:${s.name}`,
      target: `static files ≥ ${LIMITS.staticRatio}x nginx`,
      scope: s.title,
      measured: `${x(s.ratio)} (${s.server.rps} vs ${s.baseline?.summary.rps} req/s)`,
      status: status(
        s.ratio !== undefined && s.ratio >= LIMITS.staticRatio && s.server.failures === 0,
      ),
    }));
}

export function evaluateTargets(results: Omit<Results, 'targets'>): TargetResult[] {
  const out: TargetResult[] = [];
  for (const db of results.databases) out.push(...hotReads(db));
  const cacheOff = results.notes.some((n) => n.startsWith('response cache off'));
  for (const db of results.databases) out.push(...browse(db, results.size, cacheOff));
  for (const db of results.databases) out.push(...authReads(db));
  for (const db of results.databases) out.push(...booking(db));
  for (const db of results.databases) out.push(...writes(db));
  for (const db of results.databases) out.push(...searchTargets(db, results.size));
  if (results.static) out.push(...staticFiles(results.static.scenarios));
  if (results.startup) {
    const { coldMedianMs, warmMedianMs, coldMs, warmMs } = results.startup;
    out.push(
      {
        id: 'cold-start',
        target: `cold start < ${LIMITS.coldStartMs / 1000} s (database created, migrated, seeded)`,
        scope: `embedded default, median of ${coldMs.length}`,
        measured: `${round(coldMedianMs / 1000, 2)} s`,
        status: status(coldMedianMs < LIMITS.coldStartMs),
      },
      {
        id: 'warm-start',
        target: `warm start < ${LIMITS.warmStartMs / 1000} s`,
        scope: `embedded default, median of ${warmMs.length}`,
        measured: `${round(warmMedianMs / 1000, 2)} s`,
        status: status(warmMedianMs < LIMITS.warmStartMs),
      },
    );
  }
  return out;
}
