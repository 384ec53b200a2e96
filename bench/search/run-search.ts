import path from 'node:path';
import type { DbLoopJob, DbLoopRun, DbQuery } from '../baselines/db-loop.ts';
import { type Manifest, openDataSet } from '../data/generate.ts';
import { runDbLoop, runLoad } from '../lib/load.ts';
import { log, seconds } from '../lib/log.ts';
import type { DbKind } from '../lib/options.ts';
import { stop } from '../lib/proc.ts';
import { type Check, summarize, summarizeDbLoop } from '../lib/results.ts';
import { startServer } from '../lib/server.ts';
import type { LoadJob } from '../load/types.ts';
import { captureStatements } from './capture.ts';
import { planSearch, readQueryIds, resetSearchState } from './plan.ts';
import { inMix, type SearchQueryResult, type SearchResults } from './results.ts';

/**
 * The search scenarios of issue #17 on one data set: a server of its own with the response
 * cache off (the targets are about the handler and its SQL), the canonical set as a mix (each
 * query in turn on every client) and each query alone, the suggestions alone; then the
 * statements the search service runs for each query, replayed in a loop as the baseline.
 */
export interface SearchContext {
  kind: DbKind;
  dataSet: Manifest;
  workDir: string;
  webDir: string;
  connections: number;
  quick: boolean;
  warmupSeconds: number;
  runs: number;
  durationSeconds: number;
  dbLoop: boolean;
}

const HEADERS = { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br' };
export const MIX_NAME = 'search-mix';

export async function benchSearch(ctx: SearchContext, checks: Check[]): Promise<SearchResults> {
  const { kind, dataSet, workDir } = ctx;
  const shape = {
    // Long enough for every client to go round the whole set a few times at 1M.
    mix: {
      warmupSeconds: ctx.warmupSeconds,
      runs: ctx.runs,
      durationSeconds: Math.max(ctx.durationSeconds, 15),
    },
    // Each query alone for a shorter while than the mix: 60 of them add up.
    perQuery: {
      warmupSeconds: Math.min(1, ctx.warmupSeconds),
      runs: ctx.runs,
      durationSeconds: Math.min(ctx.durationSeconds, ctx.quick ? 3 : 5),
    },
    dbLoop: {
      warmupSeconds: Math.min(1, ctx.warmupSeconds),
      runs: ctx.runs,
      durationSeconds: Math.min(ctx.durationSeconds, ctx.quick ? 2 : 3),
      concurrency: 1,
    },
  };
  let database = await openDataSet(dataSet);
  let ids: Awaited<ReturnType<typeof readQueryIds>>;
  try {
    await resetSearchState(database);
    ids = await readQueryIds(database);
  } finally {
    await database.close();
  }

  const server = await startServer({
    env: {
      DEMO_DATA: 'false',
      WEB_DIST_DIR: ctx.webDir,
      RESPONSE_CACHE: 'false',
      ...(dataSet.databaseUrl
        ? { DATABASE_URL: dataSet.databaseUrl, DATA_DIR: path.join(workDir, `${kind}-search`) }
        : { DATA_DIR: dataSet.dataDir! }),
    },
  });
  log(`${kind} search: server (response cache off) ready in ${Math.round(server.readyMs)} ms`);
  shape.dbLoop.concurrency = kind === 'postgres' ? server.env.DATABASE_POOL_SIZE : 1;
  const job = (paths: string[], s: typeof shape.mix, extra: Partial<LoadJob> = {}): LoadJob => ({
    targets: [{ name: 'server', origin: server.origin }],
    plan: { kind: 'get', paths: paths.map((p) => ({ path: p, weight: 1 })), headers: HEADERS },
    connections: ctx.connections,
    ...s,
    seed: 17,
    ...extra,
  });
  let mixRuns: SearchResults['mix']['runs'];
  const results: SearchQueryResult[] = [];
  let plan: Awaited<ReturnType<typeof planSearch>>;
  try {
    plan = await planSearch(server.origin, ids, checks);
    log(`${kind} search: ${plan.queries.length} queries planned, deep cursors walked`);
    const paths = plan.queries.map((q) => q.path);
    const t = performance.now();
    mixRuns = await runLoad(
      job(paths, shape.mix, {
        plan: {
          kind: 'get',
          paths: paths.map((p) => ({ path: p, weight: 1 })),
          headers: HEADERS,
          inTurn: true,
          perPath: true,
        },
      }),
      workDir,
    );
    const mix = summarize(mixRuns, 'server');
    log(
      `${kind} search mix: ${mix.rps} req/s p50 ${mix.p50} p95 ${mix.p95} p99 ${mix.p99} ms (${seconds(t)} s)`,
    );
    const covered = new Set(
      mixRuns.filter((r) => !r.warmup).flatMap((r) => Object.keys(r.byPath ?? {})),
    ).size;
    log(`${kind} search mix: ${covered} of ${paths.length} queries answered in the measured runs`);
    const all = [
      ...plan.queries.map((q) => ({ ...q, group: q.def.group, name: q.def.name })),
      ...plan.suggest.map((s) => ({
        ...s,
        group: 'suggest' as const,
        name: s.def.name,
        title: `suggest q="${s.def.q}"`,
      })),
    ];
    // Ten queries per load child (starting one takes seconds), logged as each batch ends.
    for (let first = 0; first < all.length; first += 10) {
      const batch = all.slice(first, first + 10);
      const sequence = batch.map((q) => ({
        name: q.name,
        plan: { kind: 'get' as const, paths: [{ path: q.path, weight: 1 }], headers: HEADERS },
      }));
      const batchRuns = await runLoad({ ...job([], shape.perQuery), sequence }, workDir);
      for (const q of batch) {
        const runs = batchRuns.filter((r) => r.plan === q.name);
        const summary = summarize(runs, 'server');
        results.push({
          name: q.name,
          group: q.group,
          title: q.title,
          path: q.path,
          ...(q.answer ? { answer: q.answer } : {}),
          server: summary,
          ...(q.group !== 'suggest' ? { inMix: inMix(mixRuns, q.path) } : {}),
          statements: [],
          runs,
        });
        log(
          `${kind} search ${q.name}: ${summary.rps} req/s p50 ${summary.p50} p95 ${summary.p95} p99 ${summary.p99} ms${summary.failures ? `, ${summary.failures} failed` : ''}`,
        );
      }
    }
  } finally {
    await stop(server.proc);
  }

  // The baseline: what the service ran for each query, captured once the server is gone (PGlite
  // is one process's folder), replayed in a loop.
  database = await openDataSet(dataSet);
  try {
    await resetSearchState(database);
  } finally {
    await database.close();
  }
  const captured = await captureStatements(dataSet, plan);
  for (const r of results) r.statements = captured.get(r.name) ?? [];
  let dbLoopRuns: DbLoopRun[] = [];
  let mixLoop: SearchResults['mix']['dbLoop'];
  if (ctx.dbLoop) {
    const base = {
      kind,
      ...(dataSet.databaseUrl
        ? { url: dataSet.databaseUrl }
        : { pgliteDir: path.join(dataSet.dataDir!, 'pglite') }),
      concurrency: shape.dbLoop.concurrency,
    };
    const searchRounds = results.filter((r) => r.group !== 'suggest').map((r) => r.statements);
    const mixJob: DbLoopJob = {
      ...base,
      ...shape.mix,
      queries: [{ name: MIX_NAME, rounds: searchRounds }],
    };
    const perQuery: DbQuery[] = results.map((r) => ({ name: r.name, rounds: [r.statements] }));
    const queryJob: DbLoopJob = { ...base, ...shape.dbLoop, queries: perQuery };
    dbLoopRuns = [...(await runDbLoop(mixJob, workDir)), ...(await runDbLoop(queryJob, workDir))];
    const summaries = new Map(
      summarizeDbLoop(dbLoopRuns, shape.dbLoop.concurrency).map(({ runs: _, ...s }) => [
        s.query,
        s,
      ]),
    );
    mixLoop = summaries.get(MIX_NAME);
    for (const r of results) {
      const s = summaries.get(r.name);
      if (s) r.dbLoop = s;
    }
    log(
      `${kind} search db-loop: mix ${mixLoop?.qps} searches/s at concurrency ${shape.dbLoop.concurrency}`,
    );
  }
  database = await openDataSet(dataSet);
  try {
    await resetSearchState(database);
  } finally {
    await database.close();
  }

  return {
    connections: ctx.connections,
    responseCache: false,
    serverReadyMs: Math.round(server.readyMs),
    shape,
    mix: {
      server: summarize(mixRuns, 'server'),
      ...(mixLoop ? { dbLoop: mixLoop } : {}),
      runs: mixRuns,
    },
    queries: results.filter((r) => r.group !== 'suggest'),
    suggest: results.filter((r) => r.group === 'suggest'),
    dbLoopRuns,
  };
}
