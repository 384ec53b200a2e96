import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { searchSection } from '../search/report.ts';
import { README_PATH, RESULTS_DIR } from './paths.ts';
import { INTRO } from './report-intro.ts';
import type { DatabaseResult, Results, ScenarioResult } from './results.ts';
import { formatRatio, round } from './stats.ts';
import { evaluateTargets, LIMITS } from './targets.ts';

/**
 * bench/README.md, written again after every run from the newest result of each size (and databases) in
 * bench/results/. Only the text around the numbers lives here.
 */

const DB_NAMES = { postgres: 'PostgreSQL', pglite: 'PGlite' } as const;

/** Issue #22 items 1-2: what the runner measures besides issue #8's scenarios, and against what. */
const ISSUE_22 = `Issue #22, authenticated reads and writes (since generator v4: one admin, 0.5% of the live
listings reported by 1-3 buyers, bookings skewed so a few buyers book often):

- **Authenticated reads**, never cached, each its first page as the web app asks for it and with
  a bearer token minted by the server's token service: a seller's My Products
  (\`GET /api/product?email=\`), a buyer's My Orders (\`GET /api/booking/myproduct?email=\`,
  the buyer closest to 3 pages of bookings), a seller's My Sell (\`GET /api/mysell?email=\`, the
  seller closest to 3 pages of bookings of their listings), and the admin lists All Seller
  (\`GET /api/sellers\`), All Buyers (\`GET /api/buyers\`) and Reported Items
  (\`GET /api/report\`). Each has its DB loop: the repository's own list query (\`toSQL()\`;
  Reported Items' method awaits its query, so \`lib/sql-capture.ts\` hands the method a Db
  whose awaited builder gives its SQL instead of running).
- **Writes**, 20 clients, after the bookings (PGlite's WebAssembly is warm by then), 300
  to warm up and 1,000 per run, every request its own (\`lib/writes.ts\`): add a listing
  (\`POST /api/addproduct\`, verified sellers in turn, one picture uploaded first), advertise
  and then edit the price of (\`PUT\`, \`PATCH /api/product/:id\`) a different listing of
  its own seller each, report (\`PUT /api/report/:id\`, each buyer and listing once) and
  message (\`POST /api/conversations\`: 200 buyers over 100 listings, the first message of a
  pair starts the conversation). The rows each wrote are counted against its 2xx answers; then
  everything dated after the data set's anchor goes (listings added, reports, conversations,
  messages, notices) and edited listings get their own values back from a table the plan saves in
  the data set (\`bench_saved_listings\`), so a run stopped half-way is put back by the next.
  \`--skip writes\` leaves them out (booking stays).
- **Targets** (issue #22): every authenticated read ≥ ${LIMITS.authReadLoopRatio.postgres}x its DB
  loop on PostgreSQL and ≥ ${LIMITS.authReadLoopRatio.pglite}x on PGlite, p50 < ${LIMITS.authReadP50Ms} ms at 50
  clients on PostgreSQL; every write (booking included) p99 < ${LIMITS.writeP99Ms} ms at 20 clients with no
  errors on both databases. With \`--skip cache\` the browse targets say "response cache off".
`;

const n = (v: number | undefined, digits = 2) =>
  v === undefined || !Number.isFinite(v) ? '–' : String(round(v, digits));
const rps = (v: number | undefined) =>
  v === undefined || !Number.isFinite(v) ? '–' : Math.round(v).toLocaleString('en-US');
const ratio = (v: number | undefined) => (v === undefined ? '–' : formatRatio(v));

function table(head: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(head), line(head.map(() => '---')), ...rows.map(line)].join('\n');
}

function databaseSection(db: DatabaseResult, size: number): string {
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
  const plan = db.plan
    ? ` Deepest page: ${db.plan.deepPage} (offset ${db.plan.deepOffset}); category: ${db.plan.category}; seller: ${db.plan.sellerListings} listings.`
    : '';
  const extra =
    d.counts.imei_on_file !== undefined
      ? ` ${d.counts.imei_on_file?.toLocaleString('en-US')} with an IMEI on file, ${d.counts.no_defects?.toLocaleString('en-US')} without defects, ${d.counts.bangla?.toLocaleString('en-US')} described in Bangla.`
      : '';
  return [
    `### ${DB_NAMES[db.db]}`,
    '',
    `Data set: ${d.counts.listings?.toLocaleString('en-US')} listings (${d.counts.on_market?.toLocaleString('en-US')} on the market, ${d.counts.advertised} advertised, ${d.counts.sold} sold, ${d.counts.open_holds} on hold), ${d.counts.sellers} sellers, ${d.counts.buyers} buyers, ${d.counts.bookings} bookings, ${d.counts.payments} payments; generated in ${n(d.seconds.total, 1)} s${d.reused ? ` (reused, generated ${d.generatedAt.slice(0, 16).replace('T', ' ')})` : ''}.${extra}${plan}`,
    '',
    ...(rows.length > 0
      ? [
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
        ]
      : []),
    searchSection(db, size),
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
  const shape = s.searchOnly
    ? 'search scenarios only (`--only search`), their shape below'
    : `warm-up ${s.warmupSeconds} s, ${s.runs} run${s.runs > 1 ? 's' : ''} of ${s.durationSeconds} s per target (medians), ${s.connections} clients for reads, bookings ${s.bookingConnections} clients × ${s.bookingAmount} per run${s.bookingWarmup ? ` after ${s.bookingWarmup} to warm up` : ''}, page size ${s.pageLimit}`;
  const parts = [
    `## ${results.label} listings${s.searchOnly ? ', search' : ''} — ${results.startedAt.slice(0, 16).replace('T', ' ')} UTC${s.quick ? ' (quick)' : ''}`,
    '',
    `\`${results.command}\` → [\`results/${file}\`](results/${file})`,
    '',
    `- Machine: ${m.cpu}, ${m.cores} cores, ${m.memoryGiB} GiB, ${m.kernel}; Node ${m.node}; ${m.postgres ?? 'PostgreSQL not used'}; PGlite ${m.pglite}; nginx ${m.nginx ?? 'not used'}; autocannon ${m.autocannon}.`,
    `- Load average (1/5/15 min) at start ${m.loadAverage.start.join(' / ')}, at end ${m.loadAverage.end?.join(' / ') ?? '?'}${m.loadAverage.start[0]! > 1 ? ': **the machine was busy with other work, absolute numbers are noisy**' : ''}.`,
    `- Build: commit ${results.build.commit}${results.build.uncommittedFiles ? ` plus ${results.build.uncommittedFiles} uncommitted files` : ''}, server.js ${results.build.serverSha256} built ${results.build.serverBuiltAt.slice(0, 16).replace('T', ' ')}.`,
    `- Shape: ${shape}.`,
    '',
    ...results.databases.map((db) => databaseSection(db, results.size)),
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
    `### Targets (issue #8 item 4${results.databases.some((d) => d.search) ? ', issue #17' : ''})`,
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
    // Nor does a search-only run hide the full run (issue #17's scenarios run alone at 1M).
    const kind = results.settings.searchOnly ? ' search' : '';
    newest.set(`${results.label} ${dbs}${kind}`, { file, results });
  }
  const sections = [...newest.values()]
    .sort(
      (a, b) =>
        a.results.size - b.results.size ||
        Number(a.results.settings.searchOnly ?? false) -
          Number(b.results.settings.searchOnly ?? false),
    )
    .map(({ file, results }) => resultSection(results, file));
  const body = sections.length > 0 ? sections.join('\n') : '_No results yet: run the benchmark._\n';
  // Benches of one feature (issue #20's alert matching and price guide) write their own
  // section as results/<bench>-<size>-<db>.md; they follow the runner's sections as written.
  const features = files.length
    ? (await readdir(RESULTS_DIR)).filter((f) => f.endsWith('.md')).sort()
    : [];
  const featureSections = await Promise.all(
    features.map((f) => readFile(path.join(RESULTS_DIR, f), 'utf8')),
  );
  const extra = featureSections.length
    ? `\n# Feature benchmarks\n\n${featureSections.map((s) => s.trim()).join('\n\n')}\n`
    : '';
  await writeFile(README_PATH, `${INTRO}\n${ISSUE_22}\n# Results\n\n${body}${extra}`);
}

if (process.argv[1]?.endsWith('report.ts')) {
  writeReadme().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
