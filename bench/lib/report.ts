import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { README_PATH, RESULTS_DIR } from './paths.ts';
import type { DatabaseResult, Results, ScenarioResult } from './results.ts';
import { formatRatio, round } from './stats.ts';
import { evaluateTargets, LIMITS } from './targets.ts';

/**
 * bench/README.md, written again after every run from the newest result of each size (and databases) in
 * bench/results/. Only the text around the numbers lives here.
 */

const DB_NAMES = { postgres: 'PostgreSQL', pglite: 'PGlite' } as const;

const n = (v: number | undefined, digits = 2) =>
  v === undefined || !Number.isFinite(v) ? '–' : String(round(v, digits));
const rps = (v: number | undefined) =>
  v === undefined || !Number.isFinite(v) ? '–' : Math.round(v).toLocaleString('en-US');
const ratio = (v: number | undefined) => (v === undefined ? '–' : formatRatio(v));

function table(head: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(head), line(head.map(() => '---')), ...rows.map(line)].join('\n');
}

function databaseSection(db: DatabaseResult): string {
  const loop = new Map(db.dbLoop.map((d) => [d.query, d]));
  const rows = db.scenarios.map((s) => {
    const l = loop.get(s.name);
    return [
      s.title,
      String(s.connections),
      rps(s.server.rps),
      n(s.server.p50),
      n(s.server.p95),
      n(s.server.p99),
      String(s.server.failures),
      s.baseline ? rps(s.baseline.summary.rps) : '–',
      ratio(s.baseline ? s.server.rps / s.baseline.summary.rps : undefined),
      l ? rps(l.qps) : '–',
      l ? ratio(s.server.rps / l.qps) : '–',
      s.response ? `${s.response.bytes} ${s.response.encoding}` : '–',
    ];
  });
  const d = db.dataSet;
  return [
    `### ${DB_NAMES[db.db]}`,
    '',
    `Data set: ${d.counts.listings?.toLocaleString('en-US')} listings (${d.counts.on_market?.toLocaleString('en-US')} on the market, ${d.counts.advertised} advertised, ${d.counts.sold} sold, ${d.counts.open_holds} on hold), ${d.counts.sellers} sellers, ${d.counts.buyers} buyers, ${d.counts.bookings} bookings, ${d.counts.payments} payments; generated in ${n(d.seconds.total, 1)} s${d.reused ? ` (reused, generated ${d.generatedAt.slice(0, 16).replace('T', ' ')})` : ''}. Deepest page: ${db.plan.deepPage} (offset ${db.plan.deepOffset}); category: ${db.plan.category}; seller: ${db.plan.sellerListings} listings.`,
    '',
    table(
      [
        'Scenario',
        'Clients',
        'req/s',
        'p50 ms',
        'p95 ms',
        'p99 ms',
        'Failed',
        'raw node:http req/s',
        'vs raw',
        'DB loop q/s',
        'vs DB loop',
        'Response bytes',
      ],
      rows,
    ),
    '',
  ].join('\n');
}

function staticSection(results: Results): string {
  if (!results.static) return '';
  const rows = results.static.scenarios.map((s: ScenarioResult) => [
    s.title,
    rps(s.server.rps),
    n(s.server.p50),
    n(s.server.p99),
    s.baseline ? rps(s.baseline.summary.rps) : '–',
    s.baseline ? n(s.baseline.summary.p50) : '–',
    ratio(s.baseline ? s.server.rps / s.baseline.summary.rps : undefined),
    s.response
      ? `${s.response.bytes} ${s.response.encoding} (nginx ${s.response.baselineBytes})`
      : '–',
  ]);
  return [
    `### Static files: our server vs nginx (${results.settings.connections} clients, \`accept-encoding: gzip\`)`,
    '',
    table(
      [
        'File',
        'server req/s',
        'p50 ms',
        'p99 ms',
        'nginx req/s',
        'nginx p50 ms',
        'vs nginx',
        'Bytes',
      ],
      rows,
    ),
    '',
  ].join('\n');
}

function resultSection(results: Results, file: string): string {
  const m = results.machine;
  const s = results.settings;
  const shape = `warm-up ${s.warmupSeconds} s, ${s.runs} run${s.runs > 1 ? 's' : ''} of ${s.durationSeconds} s per target (medians), ${s.connections} clients for reads, bookings ${s.bookingConnections} clients × ${s.bookingAmount} per run${s.bookingWarmup ? ` after ${s.bookingWarmup} to warm up` : ''}, page size ${s.pageLimit}`;
  const parts = [
    `## ${results.label} listings — ${results.startedAt.slice(0, 16).replace('T', ' ')} UTC${s.quick ? ' (quick)' : ''}`,
    '',
    `\`${results.command}\` → [\`results/${file}\`](results/${file})`,
    '',
    `- Machine: ${m.cpu}, ${m.cores} cores, ${m.memoryGiB} GiB, ${m.kernel}; Node ${m.node}; ${m.postgres ?? 'PostgreSQL not used'}; PGlite ${m.pglite}; nginx ${m.nginx ?? 'not used'}; autocannon ${m.autocannon}.`,
    `- Load average (1/5/15 min) at start ${m.loadAverage.start.join(' / ')}, at end ${m.loadAverage.end?.join(' / ') ?? '?'}${m.loadAverage.start[0]! > 1 ? ': **the machine was busy with other work, absolute numbers are noisy**' : ''}.`,
    `- Build: commit ${results.build.commit}${results.build.uncommittedFiles ? ` plus ${results.build.uncommittedFiles} uncommitted files` : ''}, server.js ${results.build.serverSha256} built ${results.build.serverBuiltAt.slice(0, 16).replace('T', ' ')}.`,
    `- Shape: ${shape}.`,
    '',
    ...results.databases.map(databaseSection),
    staticSection(results),
  ];
  if (results.startup) {
    const st = results.startup;
    parts.push(
      '### Start-up of the embedded default',
      '',
      `Cold (fresh DATA_DIR: database created, migrated, demo data and pictures seeded): median ${n(st.coldMedianMs / 1000)} s of ${st.coldMs.map((v) => n(v / 1000)).join(', ')} s. Warm (same folder again): median ${n(st.warmMedianMs / 1000)} s of ${st.warmMs.map((v) => n(v / 1000)).join(', ')} s.`,
      '',
    );
  }
  parts.push(
    '### Targets (issue #8 item 4)',
    '',
    table(
      ['Status', 'Target', 'Scope', 'Measured'],
      // Judged again from the stored numbers, so the wording follows this file's version.
      evaluateTargets(results).map((t) => [`**${t.status}**`, t.target, t.scope, t.measured]),
    ),
    '',
  );
  const checks = results.databases.flatMap((d) =>
    d.checks.map((c) => [c.pass ? 'ok' : '**FAILED**', DB_NAMES[d.db], c.name, c.detail]),
  );
  parts.push('### Checks', '', table(['', 'Database', 'Check', 'Detail'], checks), '');
  if (results.notes.length > 0) parts.push(...results.notes.map((note) => `- ${note}`), '');
  return parts.join('\n');
}

const INTRO = `# Benchmarks

<!-- Written by bench/run.ts from bench/results/*.json (the newest run of each size and set of databases).
     Edit bench/lib/report.ts for the text; numbers come from the runs. -->

How fast PhoneBazaar serves its users and how the cost grows with data (issue #8), each number
next to a baseline measured in the same run on the same machine. Benchmarks, not tests: nothing
here fails a build. Page speed (mobile Lighthouse on the storefront) is in [LIGHTHOUSE.md](LIGHTHOUSE.md).
Only the newest result of each size and set of databases (and the newest Lighthouse run) is kept in
\`results/\`: once a newer run is committed, \`git rm\` the older one; git history keeps it.

## Running

\`\`\`sh
npm run build                                   # the benchmark measures the build, it builds nothing
npm run bench -- --size 100k --db postgres,pglite --quick   # ~10 minutes
npm run bench -- --size 100k                    # full: 3 runs of 10 s per scenario and target
npm run bench -- --size 1m --db postgres        # 1M listings (generation ~1 minute)
npm run generate -w @phonebazaar/bench -- --size 1m --db postgres   # only the data
\`\`\`

Options: \`--size 100k|1m\` (any count from 1k), \`--db postgres,pglite\`, \`--quick\`, \`--runs N\`,
\`--duration S\`, \`--warmup S\`, \`--connections N\` (reads, default 50), \`--limit N\` (page size,
default 12 as the storefront asks), \`--url postgres://...\` (loopback only, default
\`postgres://postgres@127.0.0.1:5432/postgres\`), \`--regenerate\`, \`--skip static,startup,dbloop\`
(\`cache\`: the server without its response cache; \`reads\`: bookings only, a partial run kept in
\`results/partial/\`, which git ignores, and never shown here). To look inside the server during a run:
\`BENCH_SERVER_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof'\` (or \`--trace-gc\`), and
\`BENCH_SERVER_LOG=/tmp/server.log\` keeps what it prints.
Needs Linux with \`taskset\` and two cores; nginx is installed with apt-get when missing (as root),
otherwise the static baseline is skipped. Data sets live in \`$TMPDIR/phonebazaar-bench\`
(\`BENCH_DATA_DIR\` moves them): a PGlite folder, or a database \`bench_<size>\` on the PostgreSQL
server, rebuilt when the generator changes and put back after each run; a \`CHECKPOINT\` then
writes its dirty pages before the server starts, not during the first scenarios.

## Method

- **Data** (\`data/generate.ts\`): a fresh database through the project's own migrations and
  category seed, then \`INSERT ... SELECT\` over \`generate_series\` with values hashed from the
  row number (the same data on every run and both databases): one seller per 50 listings with a
  long tail of dealers, one buyer per 20 listings, six brands with real model lines and prices,
  four areas, three conditions, posts over two years (more lately), 2% advertised, 5% sold
  (paid booking, payment, payment intent), 3% on a live hold, 2% with a lapsed hold, 1% deleted.
  Foreign-key triggers are off during the load and the references checked afterwards; then
  \`VACUUM ANALYZE\`.
- **Server**: \`apps/server/dist/server.js\` with \`NODE_ENV=production\`, \`LOG_LEVEL=warn\`,
  \`DEMO_DATA=false\`, pinned to core 0 (\`taskset -c 0\`). The SPA it serves is a private copy of
  \`apps/web/dist\` taken at the start of the run.
- **Load**: autocannon's API in a child process pinned to core 1. Per scenario a warm-up, then
  the runs, alternating server and baseline (A B, B A, ...) so drift on a shared machine hits both.
  Latency percentiles are exact, over every 2xx response (autocannon's own histogram keeps whole
  milliseconds and has no p95). Tables show the median of the runs. Requests send
  \`accept-encoding: gzip, deflate, br\` like a browser; the URLs are the storefront's
  (\`?limit=12\`, My Products \`limit=20\`).
- **Scenarios**: categories; advertisement; all products, first page and the deepest full page
  (cursor computed from the database and checked against the server's own \`x-next-cursor\`); one
  category (the largest); a seller's products (bearer token minted with the server's token service);
  a browse mix (home page calls, category pages by share, "load more" pages, the odd deep page);
  booking creation with 20 clients, each request a different never-booked listing, 200 buyers in turn,
  after 6,000 bookings to warm up: PGlite's WebAssembly is compiled in tiers while it runs (in
  process a booking costs 2.4 ms of CPU over the first 1,000, 1.0 ms over the next 1,000, then
  0.5 ms), and over HTTP successive runs of 3,000 still improved up to ~6,000.
- **Baselines**: *raw node:http* (\`baselines/raw-http.ts\`) answers every URL with the exact
  status, headers and bytes the server sent for it, from memory, on the same core: the ceiling of a
  Node process. *nginx* (\`baselines/nginx.ts\`, one process, no daemon, \`gzip_static on\`, same
  core) serves the same SPA copy: the ceiling for static files (both asked for gzip, so both send
  the same precompressed bytes). \`/\` is a prerendered page (decision 018), so nginx's copy gets
  the very page the server sends, as \`index.html\` and \`index.html.gz\`. Static files are measured
  on the first database's server after its reads and before its bookings (on PostgreSQL the
  bookings leave autovacuum work on both cores). *DB loop* (\`baselines/db-loop.ts\`) runs each list endpoint's own
  SQL (from the repositories' \`toSQL()\`) in a loop in one process on core 0: 10 concurrent
  loops on PostgreSQL (the server's pool), one on PGlite. It covers the list query only: the
  category page also checks the category exists, and every authenticated call reads its user.
- **Start-up**: the embedded default with no configuration (PGlite, demo data), pinned to core 0,
  from spawn to the first 200 of \`/api/ready\`; cold in a fresh \`DATA_DIR\`, warm in the same
  one again; median of 3.
- **Caveats**: PostgreSQL's own processes are not pinned, so they share both cores with the server
  and the load generator. Absolute numbers depend on the machine and what else runs on it (the
  load average is recorded); ratios against the baselines of the same run are the figures to
  compare between runs.

Targets (item 4): hot public reads (categories, advertisement, first page) ≥ ${LIMITS.hotReadRatio}x raw
node:http with writes visible at once; at 1M listings on PostgreSQL browse p95 < ${LIMITS.browseP95Ms} ms at 50 clients
and the deepest page's p50 within ${LIMITS.deepOverFirst}x of the first; booking on PGlite p99 < ${LIMITS.bookingP99Ms} ms at 20
clients with no errors; static files ≥ ${LIMITS.staticRatio}x nginx; cold start < ${LIMITS.coldStartMs / 1000} s, warm start < ${LIMITS.warmStartMs / 1000} s.
`;

export async function writeReadme(): Promise<void> {
  const files = existsSync(RESULTS_DIR)
    ? (await readdir(RESULTS_DIR)).filter((f) => f.endsWith('.json')).sort()
    : [];
  const newest = new Map<string, { file: string; results: Results }>();
  for (const file of files) {
    const results = JSON.parse(await readFile(path.join(RESULTS_DIR, file), 'utf8')) as Results;
    if (results.version !== 1) continue;
    // A run of one database does not hide the other database's newest run of that size.
    const dbs = results.databases
      .map((d) => d.db)
      .sort()
      .join('+');
    newest.set(`${results.label} ${dbs}`, { file, results });
  }
  const sections = [...newest.values()]
    .sort((a, b) => a.results.size - b.results.size)
    .map(({ file, results }) => resultSection(results, file));
  const body = sections.length > 0 ? sections.join('\n') : '_No results yet: run the benchmark._\n';
  await writeFile(README_PATH, `${INTRO}\n# Results\n\n${body}`);
}

if (process.argv[1]?.endsWith('report.ts')) {
  writeReadme().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
