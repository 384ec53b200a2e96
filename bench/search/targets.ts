import type { DatabaseResult, TargetResult } from '../lib/results.ts';
import { formatRatio, round } from '../lib/stats.ts';
import type { SearchQueryResult } from './results.ts';

/**
 * Issue #17's search targets, judged from a run's own numbers. Each applies to one setting:
 * PostgreSQL at 1M listings with 50 clients, PGlite at 100k with 20; elsewhere the figures are
 * shown against it as N/A.
 */
export const SEARCH_LIMITS = {
  postgres: { listings: 1_000_000, clients: 50, queryP95Ms: 30, setP99Ms: 50, mixVsDbLoop: 0.5 },
  pglite: { listings: 100_000, clients: 20, queryP95Ms: 50 },
} as const;

/** The p95 limit a query is held to on this database, if any. */
export function queryP95Limit(db: DatabaseResult['db']): number {
  return SEARCH_LIMITS[db].queryP95Ms;
}

export function searchInScope(db: DatabaseResult, size: number): boolean {
  const limits = SEARCH_LIMITS[db.db];
  const clients = db.search?.connections;
  // PGlite's target is for 100k exactly (the embedded default's scale), PostgreSQL's from 1M.
  const sized = db.db === 'pglite' ? size === limits.listings : size >= limits.listings;
  return sized && clients === limits.clients;
}

const ms = (v: number | null) =>
  v !== null && Number.isFinite(v) ? `${round(v, 2)} ms` : 'none answered';

/** The ten slowest by p95, for a line of the targets table (the search table has them all). */
function slowest(queries: SearchQueryResult[]): string {
  const sorted = [...queries].sort(byP95);
  const shown = sorted.slice(0, 10).map((q) => `${q.name} ${ms(q.server.p95)}`);
  return `${shown.join(', ')}${sorted.length > 10 ? ` and ${sorted.length - 10} more` : ''}`;
}

/** A query meets its p95 limit only if it answered at all and nothing failed. */
export function meetsP95(q: SearchQueryResult, limit: number): boolean {
  // A run where nothing answered stores its percentiles as null (NaN in JSON).
  return Number.isFinite(q.server.p95) && q.server.p95 < limit && q.server.failures === 0;
}

/** Slowest first; a query that never answered counts as the slowest of all. */
const byP95 = (a: SearchQueryResult, b: SearchQueryResult) =>
  (Number.isFinite(b.server.p95) ? b.server.p95 : Infinity) -
    (Number.isFinite(a.server.p95) ? a.server.p95 : Infinity) || a.name.localeCompare(b.name);

export function searchTargets(db: DatabaseResult, size: number): TargetResult[] {
  const search = db.search;
  if (!search) return [];
  const limits = SEARCH_LIMITS[db.db];
  const inScope = searchInScope(db, size);
  const where = `${db.db}, ${search.connections} clients, response cache off`;
  const scopeNote = inScope
    ? ''
    : ` (target is for ${db.db === 'postgres' ? '1M' : '100k'} listings, ${limits.clients} clients)`;
  const judged = (pass: boolean): TargetResult['status'] =>
    inScope ? (pass ? 'PASS' : 'FAIL') : 'N/A';
  const all = [...search.queries, ...search.suggest];
  const missed = all.filter((q) => !meetsP95(q, limits.queryP95Ms));
  const worst = [...all].sort(byP95)[0];
  const out: TargetResult[] = [
    {
      id: `search-query-p95:${db.db}`,
      target: `every search query's p95 < ${limits.queryP95Ms} ms`,
      scope: `${search.queries.length} canonical queries and ${search.suggest.length} suggestions, each alone, ${where}${scopeNote}`,
      measured:
        missed.length === 0
          ? `all met; slowest ${worst?.name} p95 ${ms(worst?.server.p95 ?? Number.NaN)}`
          : `${missed.length} of ${all.length} missed, slowest: ${slowest(missed)}`,
      status: judged(missed.length === 0 && all.length > 0),
    },
  ];
  if (db.db === 'postgres') {
    const pg = SEARCH_LIMITS.postgres;
    const mix = search.mix.server;
    out.push({
      id: `search-set-p99:${db.db}`,
      target: `p99 of the whole set < ${pg.setP99Ms} ms`,
      scope: `the search mix (each query in turn on every client), ${where}${scopeNote}`,
      measured: `p99 ${ms(mix.p99)} over ${search.mix.runs.filter((r) => !r.warmup).reduce((n, r) => n + r.responses, 0)} responses${mix.failures ? `, ${mix.failures} failed` : ''}`,
      status: judged(mix.p99 < pg.setP99Ms && mix.failures === 0),
    });
    const loop = search.mix.dbLoop;
    const ratio = loop ? mix.rps / loop.qps : undefined;
    out.push({
      id: `search-mix-vs-db-loop:${db.db}`,
      target: `search mix ≥ ${pg.mixVsDbLoop}x the same SQL in a loop`,
      scope: `the search mix vs its statements replayed at concurrency ${search.shape.dbLoop.concurrency}, ${where}${scopeNote}`,
      measured: loop
        ? `${formatRatio(ratio)} (${mix.rps} req/s vs ${loop.qps} searches/s)`
        : 'DB loop not run',
      status: judged(ratio !== undefined && ratio >= pg.mixVsDbLoop),
    });
  }
  return out;
}
