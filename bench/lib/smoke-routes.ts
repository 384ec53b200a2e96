import type { DbQuery, DbStatement } from '../baselines/db-loop.ts';
import { searchPath } from '../search/plan.ts';
import type { SearchQueryDef } from '../search/queries.ts';
import type { Plan } from './plan.ts';
import { type Cost, perOp } from './smoke-cpu.ts';
import type { SmokeFigure } from './smoke-verdict.ts';
import { round } from './stats.ts';

/**
 * What the smoke bench measures: the hot cached reads against raw node:http replaying the
 * server's bytes, and the uncached reads (a seller's products, two searches) against their
 * own SQL in a loop. A handful of routes, a fixed number of requests each (about a second on
 * this machine), so the whole run fits a minute.
 */

/** The search set's queries the smoke runs (bench/search/queries.ts): text, and filters alone. */
export const SMOKE_SEARCHES = {
  'search-text': 'q-iphone',
  'search-filters': 'c-samsung-excellent-dhaka',
} as const;

export type SmokeRouteName =
  | 'categories'
  | 'allproducts-first'
  | 'seller-products'
  | keyof typeof SMOKE_SEARCHES;

export interface SmokeRoute {
  name: SmokeRouteName;
  title: string;
  path: string;
  /** raw: a cached public read against raw node:http; dbloop: uncached, against its SQL. */
  baseline: 'raw' | 'dbloop';
  /** Sends the seller's bearer token: My Products needs it, and it keeps searches uncached. */
  bearer: boolean;
  /** Warm-up and measured requests: fixed amounts of work (the CPU they take is what counts). */
  requests: { warmup: number; run: number };
}

export const SMOKE_SHAPE = {
  /** Reads as the full bench asks them; search with PGlite's 20 clients (issue #17). */
  cachedConnections: 50,
  uncachedConnections: 20,
  /**
   * The DB loop after its warm-up: one loop, as the server gets one run (a best of several
   * against the server's one would pull the ratio down whenever the machine is busy).
   */
  dbLoop: { durationSeconds: 0.75, loops: 1 },
} as const;

/** Requests measured per route: well under a second's work each on an idle core. */
// A third of a second to two thirds of CPU each: 30 to 70 clock ticks of /proc accounting.
// Warm-ups by count too (the server's, and the DB loop's for its query): the same work before
// the same measurement however busy the machine is. Cached reads only warm the JIT; uncached
// ones PGlite's tiered WebAssembly as well.
const REQUESTS = {
  cached: { warmup: 3000, run: 12000 },
  seller: { warmup: 100, run: 250 },
  search: { warmup: 100, run: 60 },
} as const;

export function smokeRoutes(
  plan: Plan,
  limit: number,
  sellerPage: number,
  searches: Record<keyof typeof SMOKE_SEARCHES, SearchQueryDef>,
): SmokeRoute[] {
  const seller = `/api/product?email=${encodeURIComponent(plan.seller.email)}&limit=${sellerPage}`;
  return [
    route('categories', 'GET /api/categories', '/api/categories', 'raw', REQUESTS.cached),
    route(
      'allproducts-first',
      'GET /api/allproducts (first page)',
      `/api/allproducts?limit=${limit}`,
      'raw',
      REQUESTS.cached,
    ),
    route(
      'seller-products',
      "GET /api/product?email= (a seller's)",
      seller,
      'dbloop',
      REQUESTS.seller,
      true,
    ),
    ...(Object.entries(searches) as [keyof typeof SMOKE_SEARCHES, SearchQueryDef][]).map(
      ([name, def]) =>
        route(
          name,
          `GET /api/search (${def.name})`,
          searchPath(def.state),
          'dbloop',
          REQUESTS.search,
          true,
        ),
    ),
  ];
}

function route(
  name: SmokeRouteName,
  title: string,
  path: string,
  baseline: SmokeRoute['baseline'],
  requests: SmokeRoute['requests'],
  bearer = false,
): SmokeRoute {
  return { name, title, path, baseline, bearer, requests };
}

/** The DB loop's job: each uncached route's SQL (the plan's, or the statements search ran). */
export function dbLoopQueries(plan: Plan, searches: Map<string, DbStatement[]>): DbQuery[] {
  const seller = plan.queries.find((q) => q.name === 'seller-products');
  if (!seller) throw new Error('the plan has no seller-products query');
  return [seller, ...[...searches].map(([name, statements]) => ({ name, rounds: [statements] }))];
}

/**
 * Each route's ratio: the baseline's CPU per answer over the server's (bench/lib/smoke-cpu.ts),
 * i.e. the server's throughput as a share of the baseline's on an otherwise idle core.
 */
export function smokeFigure(r: SmokeRoute, server: Cost, baseline: Cost): SmokeFigure {
  const ratio = perOp(baseline) / perOp(server);
  if (!Number.isFinite(ratio) || server.ops === 0) throw new Error(`${r.name}: nothing measured`);
  return {
    route: r.name,
    title: r.title,
    baseline: r.baseline === 'raw' ? 'raw node:http' : 'DB loop',
    ratio: Number(ratio.toPrecision(3)),
    serverRps: round(server.wallRate, 0),
    baselineRps: round(baseline.wallRate, 0),
    serverCpuMs: round(perOp(server) * 1000, 4),
    baselineCpuMs: round(perOp(baseline) * 1000, 4),
    failures: server.failures + baseline.failures,
  };
}
