/**
 * `npm run bench -- --size 100k --db postgres,pglite [--quick]`: issue #8's benchmarks.
 *
 * Needs a build (`npm run build`); builds nothing itself. For each database: generate the
 * data set or reuse it, start the built server pinned to core 0, capture the exact
 * responses, then drive the scenarios from a load generator pinned to core 1, each against
 * the server and its baseline in alternation (raw node:http serving the captured bytes,
 * nginx for static files), check that writes show up at once, book listings, put the data
 * set back, and run the list queries in a loop for the database's own ceiling. Finally the
 * start-up of the embedded default. Results go to bench/results/<date>-<size>.json and
 * bench/README.md is written again from the latest result of each size.
 */

import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PAGE_SIZE_MAX, STOREFRONT_PAGE_SIZE } from '@phonebazaar/shared';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { DbLoopJob } from './baselines/db-loop.ts';
import { ensureNginx, startNginx } from './baselines/nginx.ts';
import { type Capture, keepHeader } from './baselines/raw-http.ts';
import {
  benchDatabaseName,
  generate,
  type Manifest,
  openDataSet,
  readManifest,
  upgradeDataSet,
} from './data/generate.ts';
import { header, jsonBody, rawRequest } from './lib/http.ts';
import { runDbLoop, runLoad } from './lib/load.ts';
import { log, seconds } from './lib/log.ts';
import { describeBuild, describeMachine } from './lib/machine.ts';
import {
  assertLoopbackUrl,
  type DbKind,
  DEFAULT_POSTGRES_URL,
  parseDbKinds,
  parseSize,
  positiveNumber,
  sizeLabel,
} from './lib/options.ts';
import { DATA_ROOT, RAW_HTTP, RESULTS_DIR, SERVER_ENTRY, WEB_DIST } from './lib/paths.ts';
import { ADMIN_PAGE, makePlan, ORDERS_PAGE, type Plan, restoreDataSet } from './lib/plan.ts';
import { freePort, hasCommand, type Pinned, SERVER_CORE, spawnTsPinned, stop } from './lib/proc.ts';
import { writeReadme } from './lib/report.ts';
import {
  type Check,
  type DatabaseResult,
  type Results,
  type ScenarioResult,
  summarize,
  summarizeDbLoop,
} from './lib/results.ts';
import { type RunningServer, startServer } from './lib/server.ts';
import { measureStartup } from './lib/startup.ts';
import { evaluateTargets } from './lib/targets.ts';
import { countWritten, writeScenarios, writtenChecks } from './lib/writes.ts';
import type { GetPlan, LoadJob, Target } from './load/types.ts';
import { benchSearch } from './search/run-search.ts';

const USAGE = `usage: npm run bench -- [options]
  --size 100k|1m         listings in the data set (default 100k)
  --db postgres,pglite   databases to measure (default both)
  --quick                warm-up 2 s, 1 run of 5 s (default: 5 s, 3 runs of 10 s)
  --runs N --duration S --warmup S   override the run shape
  --connections N        clients for reads (default 50); bookings use 20
  --limit N              page size of the list endpoints (default ${STOREFRONT_PAGE_SIZE}, the storefront's)
  --url URL              PostgreSQL server (default ${DEFAULT_POSTGRES_URL})
  --regenerate           build the data sets again even if a matching one exists
  --skip static,startup,dbloop   leave parts out; \`cache\` runs the server with
                         RESPONSE_CACHE=false (every read through the handler and SQL);
                         \`reads\` leaves out the read scenarios and invalidation checks (a
                         booking-only run: its results are kept apart, README not rewritten);
                         \`search\` leaves out the search scenarios; \`writes\` the
                         writes other than booking (issue #22 item 2)
  --only search          only the search scenarios (issue #17; their server always runs
                         without the response cache), with their DB loop unless skipped
  --search-connections N clients for search (default 50 on PostgreSQL, 20 on PGlite)`;

interface Options {
  size: number;
  dbs: DbKind[];
  quick: boolean;
  warmupSeconds: number;
  runs: number;
  durationSeconds: number;
  connections: number;
  bookingConnections: number;
  bookingAmount: number;
  bookingWarmup: number;
  /** Requests per run of each other write (issue #22 item 2), after a warm-up of writeWarmup. */
  writeAmount: number;
  writeWarmup: number;
  limit: number;
  url: string;
  regenerate: boolean;
  skip: Set<string>;
  /** `--only search`: issue #17's scenarios alone. */
  searchOnly: boolean;
  searchConnections?: number;
  dbLoop: { warmupSeconds: number; runs: number; durationSeconds: number };
  startupRepetitions: number;
}

function parseOptions(): Options {
  const { values } = parseArgs({
    options: {
      size: { type: 'string', default: '100k' },
      db: { type: 'string', default: 'postgres,pglite' },
      quick: { type: 'boolean', default: false },
      runs: { type: 'string' },
      duration: { type: 'string' },
      warmup: { type: 'string' },
      connections: { type: 'string' },
      limit: { type: 'string' },
      url: { type: 'string', default: DEFAULT_POSTGRES_URL },
      regenerate: { type: 'boolean', default: false },
      skip: { type: 'string', default: '' },
      only: { type: 'string' },
      'search-connections': { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const quick = values.quick;
  const limit = positiveNumber(values.limit, 'limit', STOREFRONT_PAGE_SIZE);
  if (!Number.isInteger(limit) || limit > PAGE_SIZE_MAX) {
    throw new Error(`--limit: 1 to ${PAGE_SIZE_MAX}`);
  }
  const runs = positiveNumber(values.runs, 'runs', quick ? 1 : 3);
  const searchOnly = onlySearch(values.only);
  const skip = new Set(values.skip.split(',').filter(Boolean));
  // Search alone: nothing of issue #8's run (static files and start-up included).
  if (searchOnly) for (const part of ['static', 'startup']) skip.add(part);
  if (searchOnly && skip.has('search'))
    throw new Error('--only search with --skip search: nothing to run');
  return {
    size: parseSize(values.size),
    dbs: parseDbKinds(values.db),
    quick,
    warmupSeconds: positiveNumber(values.warmup, 'warmup', quick ? 2 : 5),
    runs,
    durationSeconds: Math.min(120, positiveNumber(values.duration, 'duration', quick ? 5 : 10)),
    connections: positiveNumber(values.connections, 'connections', 50),
    bookingConnections: 20,
    bookingAmount: quick ? 1000 : 3000,
    writeAmount: 1000,
    writeWarmup: 300,
    // PGlite's WebAssembly is compiled in tiers while it runs: in process, a booking costs
    // 2.4 ms of CPU over its first 1,000, 1.0 over the next, then 0.5 from ~3,000 on; over
    // HTTP the runs still improve up to ~6,000 (p99 of successive 3,000: 59, 47, 34 ms).
    bookingWarmup: 6000,
    limit,
    url: assertLoopbackUrl(values.url).toString(),
    regenerate: values.regenerate,
    skip,
    searchOnly,
    ...(values['search-connections']
      ? {
          searchConnections: positiveNumber(values['search-connections'], 'search-connections', 50),
        }
      : {}),
    dbLoop: quick
      ? { warmupSeconds: 1, runs: 1, durationSeconds: 3 }
      : { warmupSeconds: 2, runs: 3, durationSeconds: 5 },
    startupRepetitions: 3,
  };
}

function onlySearch(only: string | undefined): boolean {
  if (only === undefined) return false;
  if (only !== 'search')
    throw new Error(`--only: search is the one part that runs alone, got "${only}"`);
  return true;
}

/** What a browser sends for API calls (the server compresses JSON over 1 KB). */
export const API_HEADERS = { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br' };
/** gzip only: nginx's gzip_static and our server then send the same precompressed bytes. */
const STATIC_HEADERS = { accept: '*/*', 'accept-encoding': 'gzip' };
/** My Products asks for this many rows (apps/web get-own-products.ts). */
export const SELLER_PAGE = 20;

export interface ReadScenario {
  name: string;
  title: string;
  paths: { path: string; weight: number }[];
  headers: Record<string, string>;
}

// -------------------------------------------------------------------------------------

async function ensureDataSet(kind: DbKind, opts: Options): Promise<Manifest & { reused: boolean }> {
  const existing = opts.regenerate ? undefined : await readManifest(kind, opts.size);
  if (existing && (await dataSetUsable(existing, opts))) {
    log(`${kind}: reusing the ${existing.label} data set from ${existing.generatedAt}`);
    return { ...(await upgradeDataSet(existing)), reused: true };
  }
  log(`${kind}: generating ${sizeLabel(opts.size)} listings`);
  return { ...(await generate({ size: opts.size, db: kind, url: opts.url })), reused: false };
}

async function dataSetUsable(manifest: Manifest, opts: Options): Promise<boolean> {
  if (manifest.dataDir) return existsSync(path.join(manifest.dataDir, 'pglite'));
  const client = new pg.Client({ connectionString: opts.url });
  try {
    await client.connect();
    const found = await client.query('select 1 from pg_database where datname = $1', [
      benchDatabaseName(opts.size),
    ]);
    return found.rowCount === 1;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** Bearer tokens of the accounts the authenticated reads ask as. */
interface ReadTokens {
  seller: string;
  orderBuyer: string;
  salesSeller: string;
  admin: string;
}

function readScenarios(plan: Plan, opts: Options, pageCursors: string[], tokens: ReadTokens) {
  const q = `?limit=${opts.limit}`;
  const page = (cursor: string) => `/api/allproducts${q}&cursor=${cursor}`;
  const one = (path: string) => [{ path, weight: 1 }];
  const seller = `/api/product?email=${encodeURIComponent(plan.seller.email)}&limit=${SELLER_PAGE}`;
  const orders = (path: string, email: string) =>
    one(`${path}?email=${encodeURIComponent(email)}&limit=${ORDERS_PAGE}`);
  const bearer: Record<string, string> = {
    'seller-products': tokens.seller,
    'my-orders': tokens.orderBuyer,
    'my-sell': tokens.salesSeller,
    'admin-sellers': tokens.admin,
    'admin-buyers': tokens.admin,
    'admin-reports': tokens.admin,
  };
  const scenarios: ReadScenario[] = [
    { name: 'categories', title: 'GET /api/categories', paths: one('/api/categories') },
    {
      name: 'advertisement',
      title: 'GET /api/advertisement',
      paths: one(`/api/advertisement${q}`),
    },
    {
      name: 'allproducts-first',
      title: 'GET /api/allproducts (first page)',
      paths: one(`/api/allproducts${q}`),
    },
    {
      name: 'allproducts-next',
      title: 'GET /api/allproducts (page 2, "load more")',
      paths: one(page(plan.next)),
    },
    {
      name: 'allproducts-deep',
      title: `GET /api/allproducts (page ${plan.deep.page}, the deepest)`,
      paths: one(page(plan.deep.cursor)),
    },
    {
      name: 'category',
      title: `GET /api/categories/:id (${plan.category.name})`,
      paths: one(`/api/categories/${plan.category.id}${q}`),
    },
    { name: 'seller-products', title: "GET /api/product?email= (a seller's)", paths: one(seller) },
    {
      name: 'my-orders',
      title: "GET /api/booking/myproduct?email= (a buyer's My Orders)",
      paths: orders('/api/booking/myproduct', plan.orderBuyer.email),
    },
    {
      name: 'my-sell',
      title: "GET /api/mysell?email= (a seller's My Sell)",
      paths: orders('/api/mysell', plan.salesSeller.email),
    },
    {
      name: 'admin-sellers',
      title: 'GET /api/sellers (admin: All Seller)',
      paths: one(`/api/sellers?limit=${ADMIN_PAGE}`),
    },
    {
      name: 'admin-buyers',
      title: 'GET /api/buyers (admin: All Buyers)',
      paths: one(`/api/buyers?limit=${ADMIN_PAGE}`),
    },
    {
      name: 'admin-reports',
      title: 'GET /api/report (admin: Reported Items)',
      paths: one(`/api/report?limit=${ADMIN_PAGE}`),
    },
    {
      name: 'browse-mix',
      title: 'browse mix (home, categories, load more, deep)',
      // A visitor's session: the home page's three calls, category pages by share of
      // listings, a few "load more" pages and the odd very deep one.
      paths: [
        { path: '/api/categories', weight: 20 },
        { path: `/api/advertisement${q}`, weight: 20 },
        { path: `/api/allproducts${q}`, weight: 15 },
        ...pageCursors.map((c) => ({ path: page(c), weight: 15 / pageCursors.length })),
        ...plan.categories.map((c) => ({
          path: `/api/categories/${c.id}${q}`,
          weight: (25 * c.onMarket) / plan.onMarket,
        })),
        { path: page(plan.deep.cursor), weight: 5 },
      ],
    },
  ].map((s) => ({
    ...s,
    headers: bearer[s.name]
      ? { ...API_HEADERS, authorization: `Bearer ${bearer[s.name]}` }
      : API_HEADERS,
  }));
  return scenarios;
}

/** Follows x-next-cursor from the first page, as the storefront's "Load more" does. */
async function walkPages(origin: string, opts: Options, pages: number): Promise<string[]> {
  const cursors: string[] = [];
  let path = `/api/allproducts?limit=${opts.limit}`;
  for (let i = 0; i < pages; i++) {
    const res = await rawRequest(origin, path, { headers: { accept: 'application/json' } });
    const next = header(res, 'x-next-cursor');
    if (res.status !== 200 || !next) throw new Error(`page ${i + 1} has no next cursor`);
    cursors.push(next);
    path = `/api/allproducts?limit=${opts.limit}&cursor=${next}`;
  }
  return cursors;
}

export async function capture(
  origin: string,
  scenarios: ReadScenario[],
  checks: Check[],
  expectedItems: (path: string) => number | undefined,
): Promise<Capture[]> {
  const captures: Capture[] = [];
  const seen = new Set<string>();
  for (const s of scenarios) {
    for (const { path: url } of s.paths) {
      if (seen.has(url)) continue;
      seen.add(url);
      const res = await rawRequest(origin, url, { headers: s.headers });
      const body = res.status === 200 ? jsonBody<unknown>(res) : undefined;
      const want = expectedItems(url);
      const got = Array.isArray(body) ? body.length : undefined;
      const pass = res.status === 200 && (want === undefined || got === want);
      if (!pass || s.paths.length === 1) {
        checks.push({
          name: `response ${s.name}${s.paths.length > 1 ? ` ${url}` : ''}`,
          pass,
          detail: `${res.status}, ${got ?? '?'} items${want !== undefined ? ` (want ${want})` : ''}, ${res.body.length} bytes ${header(res, 'content-encoding') ?? 'identity'}`,
        });
      }
      captures.push({
        url,
        status: res.status,
        headers: res.headers.filter(([name]) => keepHeader(name)),
        bodyBase64: res.body.toString('base64'),
      });
    }
  }
  return captures;
}

export async function startRaw(
  captures: Capture[],
  workDir: string,
): Promise<{ proc: Pinned; origin: string }> {
  const file = path.join(workDir, `captures-${Date.now()}.json`);
  await writeFile(file, JSON.stringify(captures));
  let resolvePort: (port: number) => void = () => {};
  const ready = new Promise<number>((resolve) => {
    resolvePort = resolve;
  });
  const proc = spawnTsPinned(SERVER_CORE, RAW_HTTP, [file], {
    stdout: (chunk) => {
      const match = /listening (\d+)/.exec(chunk);
      if (match) resolvePort(Number(match[1]));
    },
  });
  let timer: NodeJS.Timeout | undefined;
  const port = await Promise.race([
    ready,
    new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`raw-http did not start:\n${proc.tail()}`)),
        30_000,
      );
    }),
  ]).catch(async (error: unknown) => {
    await stop(proc);
    throw error;
  });
  clearTimeout(timer);
  return { proc, origin: `http://127.0.0.1:${port}` };
}

function job(
  opts: Options,
  targets: Target[],
  plan: LoadJob['plan'],
  extra: Partial<LoadJob> = {},
): LoadJob {
  return {
    targets,
    plan,
    connections: opts.connections,
    warmupSeconds: opts.warmupSeconds,
    runs: opts.runs,
    durationSeconds: opts.durationSeconds,
    seed: 8,
    ...extra,
  };
}

function scenarioResult(
  name: string,
  title: string,
  connections: number,
  paths: { path: string; weight: number }[],
  runs: ScenarioResult['runs'],
  baselineName?: string,
): ScenarioResult {
  const server = summarize(runs, 'server');
  const baseline = baselineName ? summarize(runs, baselineName) : undefined;
  return {
    name,
    title,
    connections,
    paths,
    server,
    ...(baseline && baselineName ? { baseline: { name: baselineName, summary: baseline } } : {}),
    ...(baseline ? { ratio: Number((server.rps / baseline.rps).toPrecision(3)) } : {}),
    runs,
  };
}

/** Writes through the API must show in the very next read (issue #8 item 4, hot reads). */
async function invalidationChecks(
  server: RunningServer,
  plan: Plan,
  opts: Options,
  sellerToken: string,
  buyer: { token: string; email: string; name: string },
): Promise<Check[]> {
  const checks: Check[] = [];
  const get = async (url: string) =>
    jsonBody<{ _id: string; booking: boolean }[]>(
      await rawRequest(server.origin, url, { headers: API_HEADERS }),
    );
  const q = `?limit=${opts.limit}`;

  // Advertise: the listing heads /api/advertisement at once.
  await get(`/api/advertisement${q}`);
  const put = await rawRequest(server.origin, `/api/product/${plan.advertiseListing}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${sellerToken}` },
  });
  const ads = await get(`/api/advertisement${q}`);
  checks.push({
    name: 'invalidation: advertise shows in /api/advertisement',
    pass: put.status === 200 && ads[0]?._id === plan.advertiseListing,
    detail: `PUT ${put.status}; first advertised is ${ads[0]?._id === plan.advertiseListing ? 'the new one' : ads[0]?._id}`,
  });

  // Book: the listing shows booked on the first page and on its category's page at once.
  const before = await get(`/api/allproducts${q}`);
  const listed = before.find((p) => p._id === plan.bookListing);
  const post = await rawRequest(server.origin, '/api/booking', {
    method: 'POST',
    headers: { authorization: `Bearer ${buyer.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      productId: plan.bookListing,
      buyerNumber: '+8801711000000',
      meetingLocation: 'GEC Circle',
      buyerEmail: buyer.email,
    }),
  });
  const after = await get(`/api/allproducts${q}`);
  const booked = after.find((p) => p._id === plan.bookListing);
  checks.push({
    name: 'invalidation: booking shows in /api/allproducts',
    pass: listed?.booking === false && post.status === 200 && booked?.booking === true,
    detail: `before ${listed ? `booking=${listed.booking}` : 'not on page 1'}; POST ${post.status}; after ${booked ? `booking=${booked.booking}` : 'not on page 1'}`,
  });
  return checks;
}

// -------------------------------------------------------------------------------------

interface Context {
  opts: Options;
  workDir: string;
  webDir: string;
  nginx: boolean;
  staticDone: boolean;
  static?: Results['static'];
}

async function benchDatabase(kind: DbKind, ctx: Context): Promise<DatabaseResult> {
  const { opts } = ctx;
  const dataSet = await ensureDataSet(kind, opts);
  const checks: Check[] = [];
  const classic = opts.searchOnly ? undefined : await benchClassic(kind, ctx, dataSet, checks);
  const search = opts.skip.has('search')
    ? undefined
    : await benchSearch(
        {
          kind,
          dataSet,
          workDir: ctx.workDir,
          webDir: ctx.webDir,
          connections: opts.searchConnections ?? (kind === 'pglite' ? 20 : 50),
          quick: opts.quick,
          warmupSeconds: opts.warmupSeconds,
          runs: opts.runs,
          durationSeconds: opts.durationSeconds,
          dbLoop: !opts.skip.has('dbloop'),
        },
        checks,
      );
  return {
    db: kind,
    dataSet,
    ...(classic ?? { serverReadyMs: search?.serverReadyMs ?? 0, scenarios: [], dbLoop: [] }),
    ...(search ? { search } : {}),
    checks,
  };
}

/** Issue #8's scenarios: reads against raw node:http, invalidation, bookings, the DB loop. */
async function benchClassic(
  kind: DbKind,
  ctx: Context,
  dataSet: Manifest & { reused: boolean },
  checks: Check[],
): Promise<Pick<DatabaseResult, 'plan' | 'serverReadyMs' | 'scenarios' | 'dbLoop'>> {
  const { opts, workDir } = ctx;
  const bookingNeed =
    opts.bookingWarmup +
    opts.runs * opts.bookingAmount +
    (opts.runs + 2) * opts.bookingConnections * 2;
  // Each write scenario's requests, one listing (or pair) each, with room for what is in flight.
  const writeNeed = opts.skip.has('writes')
    ? 0
    : opts.writeWarmup +
      opts.runs * opts.writeAmount +
      (opts.runs + 2) * opts.bookingConnections * 2;

  let database = await openDataSet(dataSet);
  let plan: Plan;
  try {
    const leftover = await restoreDataSet(database, dataSet.anchor);
    if (leftover > 0) log(`${kind}: removed ${leftover} bookings an earlier run left behind`);
    plan = await makePlan(database, {
      limit: opts.limit,
      sellerLimit: SELLER_PAGE,
      bookingPool: bookingNeed,
      buyers: 200,
      writePool: writeNeed,
    });
    // A new or restored data set leaves dirty pages that PostgreSQL's checkpointer would
    // otherwise write for minutes (checkpoint_completion_target) on the server's core, during
    // the first scenarios: write them now.
    await database.db.execute(sql`checkpoint`);
  } finally {
    await database.close();
  }
  if (plan.bookingPool.length < bookingNeed) {
    throw new Error(`only ${plan.bookingPool.length} listings to book, ${bookingNeed} needed`);
  }
  log(
    `${kind}: ${plan.onMarket} on the market; deep page ${plan.deep.page}; seller ${plan.seller.email} (${plan.seller.listings}); My Orders of ${plan.orderBuyer.email} (${plan.orderBuyer.bookings}), My Sell of ${plan.salesSeller.email} (${plan.salesSeller.bookings}); ${plan.reportedListings} reported`,
  );

  const imagesDir = path.join(workDir, `${kind}-data`);
  const server = await startServer({
    env: {
      DEMO_DATA: 'false',
      WEB_DIST_DIR: ctx.webDir,
      // The scenarios repeat their URLs, so with the cache on most reads are hits (decision 014).
      ...(ctx.opts.skip.has('cache') ? { RESPONSE_CACHE: 'false' } : {}),
      ...(dataSet.databaseUrl
        ? { DATABASE_URL: dataSet.databaseUrl, DATA_DIR: imagesDir }
        : { DATA_DIR: dataSet.dataDir! }),
    },
  });
  log(`${kind}: server ready in ${Math.round(server.readyMs)} ms at ${server.origin}`);
  let raw: { proc: Pinned; origin: string } | undefined;
  const scenarios: ScenarioResult[] = [];
  try {
    const sellerToken = await server.token(plan.seller);
    const buyers = await Promise.all(
      plan.buyers.map(async (b) => ({
        token: await server.token(b),
        email: b.email,
        name: b.name,
      })),
    );

    const pageCursors = await walkPages(server.origin, opts, plan.walk.pages);
    const cursorsMatch = pageCursors[0] === plan.next && pageCursors.at(-1) === plan.walk.cursor;
    checks.push({
      name: 'cursors computed from the database match the server',
      pass: cursorsMatch,
      detail: `x-next-cursor of pages 1 and ${plan.walk.pages} ${cursorsMatch ? 'equal' : 'differ from'} the cursors computed for the next and deep pages`,
    });
    const tokens: ReadTokens = {
      seller: sellerToken,
      orderBuyer: await server.token(plan.orderBuyer),
      salesSeller: await server.token(plan.salesSeller),
      admin: await server.token(plan.admin),
    };
    const reads = opts.skip.has('reads') ? [] : readScenarios(plan, opts, pageCursors, tokens);
    // Full pages where the data has them (the admin lists of accounts always do).
    const wanted: [string, number][] = [
      ['/api/booking/myproduct?', Math.min(ORDERS_PAGE, plan.orderBuyer.bookings)],
      ['/api/mysell?', Math.min(ORDERS_PAGE, plan.salesSeller.bookings)],
      ['/api/sellers?', ADMIN_PAGE],
      ['/api/buyers?', ADMIN_PAGE],
      ['/api/report?', Math.min(ADMIN_PAGE, plan.reportedListings)],
    ];
    const captures = await capture(server.origin, reads, checks, (url) =>
      url.startsWith('/api/categories') && !url.includes('limit')
        ? plan.categories.length
        : url.startsWith('/api/product?')
          ? Math.min(SELLER_PAGE, plan.seller.listings)
          : url.includes('/api/advertisement')
            ? undefined
            : (wanted.find(([prefix]) => url.startsWith(prefix))?.[1] ?? opts.limit),
    );
    raw = await startRaw(captures, workDir);

    const targets = [
      { name: 'server', origin: server.origin },
      { name: 'raw', origin: raw.origin },
    ];
    for (const s of reads) {
      const t = performance.now();
      const runs = await runLoad(
        job(opts, targets, { kind: 'get', paths: s.paths, headers: s.headers } satisfies GetPlan),
        workDir,
      );
      const result = scenarioResult(s.name, s.title, opts.connections, s.paths, runs, 'raw');
      const first = captures.find((c) => c.url === s.paths[0]!.path);
      if (first && s.paths.length === 1) {
        const encoding = first.headers.find(([k]) => k.toLowerCase() === 'content-encoding');
        result.response = {
          encoding: encoding?.[1] ?? 'identity',
          bytes: Buffer.from(first.bodyBase64, 'base64').length,
        };
      }
      scenarios.push(result);
      log(
        `${kind} ${s.name}: ${result.server.rps} req/s p50 ${result.server.p50} p95 ${result.server.p95} p99 ${result.server.p99} ms; raw ${result.baseline?.summary.rps} req/s; ${result.ratio}x (${seconds(t)} s)`,
      );
    }
    await stop(raw.proc);
    raw = undefined;

    if (!opts.skip.has('reads')) {
      checks.push(...(await invalidationChecks(server, plan, opts, sellerToken, buyers[0]!)));
    }

    // Before the bookings: on PostgreSQL they leave autovacuum work that runs on both cores.
    if (!ctx.staticDone && ctx.nginx && !opts.skip.has('static')) {
      ctx.static = { servedBy: kind, scenarios: await benchStatic(server, ctx) };
      ctx.staticDone = true;
    }

    // Bookings last: they change the data (put back below).
    const bookingRuns = await runLoad(
      job(
        opts,
        [{ name: 'server', origin: server.origin }],
        {
          kind: 'booking',
          productIds: plan.bookingPool,
          buyers,
          headers: {
            accept: 'application/json',
            'accept-encoding': API_HEADERS['accept-encoding'],
          },
        },
        {
          connections: opts.bookingConnections,
          amountPerRun: opts.bookingAmount,
          warmupAmount: opts.bookingWarmup,
        },
      ),
      workDir,
    );
    const booking = scenarioResult(
      'booking',
      'POST /api/booking (a different listing each)',
      opts.bookingConnections,
      [{ path: '/api/booking', weight: 1 }],
      bookingRuns,
    );
    scenarios.push(booking);
    log(
      `${kind} booking: ${booking.server.rps} req/s p50 ${booking.server.p50} p95 ${booking.server.p95} p99 ${booking.server.p99} ms, ${booking.server.failures} failed`,
    );

    // Issue #22 item 2: the other writes, after the bookings warmed PGlite's WebAssembly up.
    if (writeNeed > 0) scenarios.push(...(await benchWrites(kind, server, plan, ctx, writeNeed)));
  } finally {
    if (raw) await stop(raw.proc);
    await stop(server.proc);
  }

  database = await openDataSet(dataSet);
  try {
    if (writeNeed > 0) {
      const written = await countWritten(database, dataSet.anchor);
      checks.push(...writtenChecks(scenarios, written, opts.skip.has('reads') ? 0 : 1));
    }
    const removed = await restoreDataSet(database, dataSet.anchor);
    // The invalidation checks book one listing too.
    const made = bookingRuns2xx(scenarios) + (opts.skip.has('reads') ? 0 : 1);
    checks.push({
      name: 'every 200 from POST /api/booking is one booking',
      pass: removed === made,
      detail: `${removed} bookings written, ${made} answered 200 (incl. the invalidation check)`,
    });
  } finally {
    await database.close();
  }
  log(`${kind}: data set put back`);

  let dbLoop: DatabaseResult['dbLoop'] = [];
  if (!opts.skip.has('dbloop')) {
    const concurrency = kind === 'postgres' ? 10 : 1;
    const loopJob: DbLoopJob = {
      kind,
      ...(dataSet.databaseUrl
        ? { url: dataSet.databaseUrl }
        : { pgliteDir: path.join(dataSet.dataDir!, 'pglite') }),
      concurrency,
      ...opts.dbLoop,
      queries: plan.queries,
    };
    dbLoop = summarizeDbLoop(await runDbLoop(loopJob, workDir), concurrency);
    for (const d of dbLoop) log(`${kind} db-loop ${d.query}: ${d.qps} q/s p50 ${d.p50} ms`);
  }

  return {
    plan: {
      onMarket: plan.onMarket,
      category: plan.category.name,
      seller: plan.seller.email,
      sellerListings: plan.seller.listings,
      deepPage: plan.deep.page,
      deepOffset: plan.deep.offset,
    },
    serverReadyMs: Math.round(server.readyMs),
    scenarios,
    dbLoop,
  };
}

/** The write scenarios at the bookings' 20 clients, each request its own (bench/lib/writes.ts). */
async function benchWrites(
  kind: DbKind,
  server: RunningServer,
  plan: Plan,
  ctx: Context,
  perScenario: number,
): Promise<ScenarioResult[]> {
  const { opts, workDir } = ctx;
  const out: ScenarioResult[] = [];
  for (const w of await writeScenarios(plan, server, perScenario)) {
    const runs = await runLoad(
      job(
        opts,
        [{ name: 'server', origin: server.origin }],
        { kind: 'requests', requests: w.requests, headers: API_HEADERS },
        {
          connections: opts.bookingConnections,
          amountPerRun: opts.writeAmount,
          warmupAmount: opts.writeWarmup,
        },
      ),
      workDir,
    );
    const path = w.requests[0]!.path.replace(/[0-9a-f-]{36}/, ':id');
    const result = scenarioResult(
      w.name,
      w.title,
      opts.bookingConnections,
      [{ path, weight: 1 }],
      runs,
    );
    out.push(result);
    const codes = runs.flatMap((r) =>
      Object.entries(r.statusCodes).filter(([c]) => !c.startsWith('2')),
    );
    log(
      `${kind} ${w.name}: ${result.server.rps} req/s p50 ${result.server.p50} p95 ${result.server.p95} p99 ${result.server.p99} ms, ${result.server.failures} failed${codes.length ? ` ${JSON.stringify(codes)}` : ''}`,
    );
  }
  return out;
}

function bookingRuns2xx(scenarios: ScenarioResult[]): number {
  const booking = scenarios.find((s) => s.name === 'booking');
  if (!booking) return 0;
  return booking.runs.reduce((n, r) => n + (r.statusCodes['200'] ?? 0), 0);
}

/** Our server against nginx for the SPA shell and its entry script, same files, same core. */
async function benchStatic(server: RunningServer, ctx: Context): Promise<ScenarioResult[]> {
  const { opts, workDir, webDir } = ctx;
  const html = await readFile(path.join(webDir, 'index.html'), 'utf8');
  const entry = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  // `/` is a prerendered page now (decision 018), not index.html: nginx gets those very bytes
  // (as sent, and gzipped as sent) so both serve the same response from their own root.
  const root = path.join(workDir, 'nginx-root');
  await rm(root, { recursive: true, force: true });
  await cp(webDir, root, { recursive: true });
  const home = await rawRequest(server.origin, '/', { headers: {} });
  const homeGzip = await rawRequest(server.origin, '/', { headers: STATIC_HEADERS });
  await writeFile(path.join(root, 'index.html'), home.body);
  if (header(homeGzip, 'content-encoding') === 'gzip') {
    await writeFile(path.join(root, 'index.html.gz'), homeGzip.body);
  }
  const port = await freePort();
  const nginx = await startNginx({ root, port, dir: path.join(workDir, 'nginx') });
  const origin = `http://127.0.0.1:${port}`;
  const out: ScenarioResult[] = [];
  try {
    const files = [
      { name: 'static-index', title: 'GET / (the prerendered home page)', path: '/' },
      ...(entry
        ? [{ name: 'static-asset', title: `GET ${entry} (entry script)`, path: entry }]
        : []),
    ];
    for (const f of files) {
      const ours = await rawRequest(server.origin, f.path, { headers: STATIC_HEADERS });
      const theirs = await rawRequest(origin, f.path, { headers: STATIC_HEADERS });
      const paths = [{ path: f.path, weight: 1 }];
      const runs = await runLoad(
        job(
          opts,
          [
            { name: 'server', origin: server.origin },
            { name: 'nginx', origin },
          ],
          { kind: 'get', paths, headers: STATIC_HEADERS },
        ),
        workDir,
      );
      const result = scenarioResult(f.name, f.title, opts.connections, paths, runs, 'nginx');
      result.response = {
        encoding: header(ours, 'content-encoding') ?? 'identity',
        bytes: ours.body.length,
        baselineBytes: theirs.body.length,
      };
      out.push(result);
      log(
        `static ${f.name}: ${result.server.rps} req/s vs nginx ${result.baseline?.summary.rps} req/s; ${result.ratio}x (${ours.body.length} vs ${theirs.body.length} bytes)`,
      );
    }
  } finally {
    await stop(nginx);
  }
  return out;
}

async function main() {
  const opts = parseOptions();
  const started = new Date();
  if (!existsSync(SERVER_ENTRY) || !existsSync(path.join(WEB_DIST, 'index.html'))) {
    throw new Error('no build found: run `npm run build` at the repository root first');
  }
  if (!hasCommand('taskset')) throw new Error('taskset (util-linux) is required to pin processes');
  if (os.cpus().length < 2) throw new Error('two cores are needed: server and load apart');

  await mkdir(DATA_ROOT, { recursive: true });
  const workDir = await mkdtemp(path.join(DATA_ROOT, 'run-'));
  // A private copy of the built SPA: a rebuild during the run cannot change what is served.
  const webDir = path.join(workDir, 'web');
  await cp(WEB_DIST, webDir, { recursive: true });
  const nginx = !opts.skip.has('static') && ensureNginx();
  const machine = await describeMachine(opts.dbs.includes('postgres') ? opts.url : undefined);
  const build = describeBuild();
  log(
    `bench ${sizeLabel(opts.size)} on ${opts.dbs.join(', ')}${opts.quick ? ' (quick)' : ''}; ${machine.cpu}, ${machine.cores} cores, load ${machine.loadAverage.start.join(' ')}`,
  );

  const ctx: Context = { opts, workDir, webDir, nginx, staticDone: false };
  const databases: DatabaseResult[] = [];
  const notes: string[] = [];
  try {
    for (const kind of opts.dbs) databases.push(await benchDatabase(kind, ctx));
    const startup = opts.skip.has('startup')
      ? undefined
      : await measureStartup(workDir, opts.startupRepetitions);
    if (!nginx && !opts.skip.has('static')) notes.push('nginx unavailable: no static baseline');
    if (opts.skip.has('cache')) notes.push('response cache off (RESPONSE_CACHE=false)');
    if (!opts.skip.has('search')) {
      notes.push(
        'search scenarios: a server of their own without its response cache (RESPONSE_CACHE=false), every search through the handler and its SQL',
      );
    }
    machine.loadAverage.end = os.loadavg().map((v) => Math.round(v * 100) / 100);

    const partial: Omit<Results, 'targets'> = {
      version: 1,
      startedAt: started.toISOString(),
      finishedAt: new Date().toISOString(),
      size: opts.size,
      label: sizeLabel(opts.size),
      command: `npm run bench -- ${process.argv.slice(2).join(' ')}`.trim(),
      settings: {
        quick: opts.quick,
        warmupSeconds: opts.warmupSeconds,
        runs: opts.runs,
        durationSeconds: opts.durationSeconds,
        connections: opts.connections,
        bookingConnections: opts.bookingConnections,
        bookingAmount: opts.bookingAmount,
        bookingWarmup: opts.bookingWarmup,
        ...(opts.skip.has('writes')
          ? {}
          : { writeAmount: opts.writeAmount, writeWarmup: opts.writeWarmup }),
        pageLimit: opts.limit,
        dbLoop: opts.dbLoop,
        apiHeaders: API_HEADERS,
        staticHeaders: STATIC_HEADERS,
        ...(opts.searchOnly ? { searchOnly: true } : {}),
      },
      machine,
      build,
      databases,
      ...(ctx.static ? { static: ctx.static } : {}),
      ...(startup ? { startup } : {}),
      notes,
    };
    const results: Results = { ...partial, targets: evaluateTargets(partial) };
    await mkdir(RESULTS_DIR, { recursive: true });
    const stamp = started.toISOString().slice(0, 16).replace(/[:T]/g, '-');
    // A run without the reads is a partial one: kept for the record, never the README's.
    const partialRun = opts.skip.has('reads');
    const file = path.join(
      partialRun ? path.join(RESULTS_DIR, 'partial') : RESULTS_DIR,
      `${stamp}-${results.label}${opts.searchOnly ? '-search' : ''}.json`,
    );
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, `${JSON.stringify(results, null, 2)}\n`);
    if (!partialRun) await writeReadme();
    log(
      `results: ${path.relative(process.cwd(), file)}${partialRun ? '' : '; bench/README.md written'}`,
    );
    for (const t of results.targets) log(`${t.status.padEnd(4)} ${t.scope}: ${t.measured}`);
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

// Imported by the smoke bench (smoke.ts) for its pieces: runs only as the entry point.
if (process.argv[1]?.endsWith('run.ts')) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
