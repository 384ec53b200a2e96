import { STOREFRONT_PAGE_SIZE } from '@phonebazaar/shared';
import type { GetPlan, LoadJob, RunResult } from '../load/types.ts';
import { API_HEADERS, capture, type ReadScenario, SELLER_PAGE, startRaw } from '../run.ts';
import { runLoad } from './load.ts';
import { log, seconds } from './log.ts';
import type { Plan } from './plan.ts';
import { type Pinned, stop } from './proc.ts';
import type { Check } from './results.ts';
import { startServer } from './server.ts';
import { type Cost, costOfJob, settle } from './smoke-cpu.ts';
import { SMOKE_SHAPE, type SmokeRoute } from './smoke-routes.ts';

/**
 * The server with its response cache on, as in production. Cached reads run against raw
 * node:http; the uncached ones alone. Searches carry the seller's bearer token: the cache
 * never answers a request with an Authorization header, and the public search route does not
 * read it, so each runs its handler and SQL as on the full bench's RESPONSE_CACHE=false server
 * (one server: a second start would cost seconds the minute does not have).
 */
export async function measureServer(
  dataDir: string,
  plan: Plan,
  routes: SmokeRoute[],
  workDir: string,
  baselines: {
    /** The DB loop's warm-up, the same work as the server's, while the server settles. */
    warmUp: () => Promise<void>;
    /** The DB loop's cost of an uncached route, measured right after the server's. */
    cost: (route: SmokeRoute) => Promise<Cost>;
  },
): Promise<{ costs: Map<string, Record<string, Cost>>; runs: RunResult[] }> {
  const server = await startServer({ env: { DEMO_DATA: 'false', DATA_DIR: dataDir } });
  log(`smoke: server ready in ${Math.round(server.readyMs)} ms`);
  let raw: { proc: Pinned; origin: string } | undefined;
  try {
    const token = await server.token(plan.seller);
    const headers = (r: SmokeRoute) =>
      r.bearer ? { ...API_HEADERS, authorization: `Bearer ${token}` } : API_HEADERS;
    const scenarios: ReadScenario[] = routes.map((r) => ({
      name: r.name,
      title: r.title,
      paths: [{ path: r.path, weight: 1 }],
      headers: headers(r),
    }));
    const checks: Check[] = [];
    const captures = await capture(server.origin, scenarios, checks, (url) =>
      url === '/api/categories'
        ? plan.categories.length
        : url.startsWith('/api/product?')
          ? Math.min(SELLER_PAGE, plan.seller.listings)
          : url.startsWith('/api/allproducts')
            ? STOREFRONT_PAGE_SIZE
            : undefined,
    );
    const wrong = checks.filter((c) => !c.pass);
    if (wrong.length > 0) {
      throw new Error(
        `unexpected answers: ${wrong.map((c) => `${c.name} ${c.detail}`).join('; ')}`,
      );
    }
    const cached = routes.filter((r) => r.baseline === 'raw');
    raw = await startRaw(
      captures.filter((c) => cached.some((r) => r.path === c.url)),
      workDir,
    );
    const rawPid = raw.proc.child.pid!;
    const serverPid = server.proc.child.pid!;
    const get = (r: SmokeRoute): GetPlan => ({
      kind: 'get',
      paths: [{ path: r.path, weight: 1 }],
      headers: headers(r),
    });
    // Warm-up first, every route in one job: PGlite's WebAssembly tiers up while it runs, and
    // the server settles (its compilers and start-up work go quiet) before anything is timed.
    const warmUp = (targets: LoadJob['targets'], list: SmokeRoute[], connections: number) =>
      runLoad(
        {
          targets,
          plan: get(list[0]!),
          sequence: list.map((r) => ({ name: r.name, plan: get(r) })),
          connections,
          warmupSeconds: 0,
          warmupAmount: list[0]!.requests.warmup,
          runs: 0,
          durationSeconds: 1,
          seed: 22,
        },
        workDir,
      );
    const t = performance.now();
    // Two jobs side by side (a job's steps share one amount): nothing is timed yet. raw
    // node:http warms up with the cached reads: its JIT must not count against the first route.
    const serverTarget = { name: 'server', origin: server.origin };
    await Promise.all([
      warmUp(
        [serverTarget, { name: 'raw', origin: raw.origin }],
        cached,
        SMOKE_SHAPE.cachedConnections,
      ),
      warmUp(
        [serverTarget],
        routes.filter((r) => r.baseline === 'dbloop'),
        SMOKE_SHAPE.uncachedConnections,
      ),
    ]);
    await baselines.warmUp();
    const settled = Math.max(await settle(serverPid), await settle(rawPid));
    log(`smoke: warmed up (${seconds(t)} s, quiet after ${settled} ms)`);
    const jobOf = (r: SmokeRoute): LoadJob => ({
      targets: [
        { name: 'server', origin: server.origin },
        ...(r.baseline === 'raw' ? [{ name: 'raw', origin: raw!.origin }] : []),
      ],
      plan: get(r),
      connections:
        r.baseline === 'raw' ? SMOKE_SHAPE.cachedConnections : SMOKE_SHAPE.uncachedConnections,
      warmupSeconds: 0,
      runs: 1,
      durationSeconds: 1,
      amountPerRun: r.requests.run,
      seed: 22,
    });
    // One untimed job of the first route's shape first: on Node 24 the first timed job after
    // the warm-up cost up to twice the server's CPU per answer, whichever route it was
    // (categories measured first 0.055 ms, second 0.026; the first page first 0.048, second
    // 0.031), while Node 20 showed no such step (bench/README.md, Node 20 and Node 24).
    await runLoad(jobOf(routes[0]!), workDir);
    // Then one load job per route, so each process's CPU over the job is that route's alone.
    const costs = new Map<string, Record<string, Cost>>();
    const runs: RunResult[] = [];
    for (const r of routes) {
      const targets = [{ name: 'server', origin: server.origin, pid: serverPid }];
      if (r.baseline === 'raw') targets.push({ name: 'raw', origin: raw.origin, pid: rawPid });
      const job = jobOf(r);
      const measured = await costOfJob(
        job,
        Object.fromEntries(targets.map((x) => [x.name, x.pid])),
        workDir,
      );
      if (r.baseline === 'dbloop') measured.costs.dbloop = await baselines.cost(r);
      costs.set(r.name, measured.costs);
      runs.push(...measured.runs.map((run) => ({ ...run, plan: r.name })));
    }
    log(`smoke: routes measured (${seconds(t)} s with the warm-up)`);
    return { costs, runs };
  } finally {
    if (raw) await stop(raw.proc);
    await stop(server.proc);
  }
}
