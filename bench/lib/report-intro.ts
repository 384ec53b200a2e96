import { SEARCH_LIMITS } from '../search/targets.ts';
import { LIMITS } from './targets.ts';

/** The fixed text at the top of bench/README.md: how to run, the method, the targets. */
export const INTRO = `# Benchmarks

<!-- Written by bench/run.ts from bench/results/*.json (the newest run of each size and set of databases).
     Edit bench/lib/report.ts for the text; numbers come from the runs. -->

How fast PhoneBazaar serves its users and how the cost grows with data (issue #8), each number
next to a baseline measured in the same run on the same machine. Benchmarks, not tests: nothing
here fails a build but the [smoke bench](#smoke-bench-ci). Page speed (mobile Lighthouse on the storefront) is in [LIGHTHOUSE.md](LIGHTHOUSE.md).
Search and filters (issue #17) are measured by the same runner against a canonical set of queries.
Only the newest result of each size, set of databases and kind (a full run, or search alone with
\`--only search\`; and the newest Lighthouse run) is kept in \`results/\`: once a newer run is
committed, \`git rm\` the older one; git history keeps it.

## Running

\`\`\`sh
npm run build                                   # the benchmark measures the build, it builds nothing
npm run bench -- --size 100k --db postgres,pglite --quick   # ~35 minutes (~10 with --skip search)
npm run bench -- --size 100k                    # full: 3 runs of 10 s per scenario and target
npm run bench -- --size 1m --db postgres        # 1M listings (generation ~4 minutes)
npm run bench -- --size 1m --db postgres --only search --runs 1 --duration 5 --warmup 2   # issue #17's targets
npm run bench -- --size 100k --db pglite --only search --runs 1 --duration 5 --warmup 2  # PGlite, 20 clients
npm run generate -w @phonebazaar/bench -- --size 1m --db postgres   # only the data
npm run search-times -w @phonebazaar/bench -- --size 1m --db postgres   # each search alone, in process, one at a time
npx tsx bench/alerts/run-alerts.ts --searches 100000 --users 20000 --listings 1000 --rounds 3   # issue #20: alert matching
npx tsx bench/price-guide/run-price-guide.ts --listings 1000000   # issue #20: the price guide
\`\`\`

Options: \`--size 100k|1m\` (any count from 1k), \`--db postgres,pglite\`, \`--quick\`, \`--runs N\`,
\`--duration S\`, \`--warmup S\`, \`--connections N\` (reads, default 50), \`--limit N\` (page size,
default 12 as the storefront asks), \`--url postgres://...\` (loopback only, default
\`postgres://postgres@127.0.0.1:5432/postgres\`), \`--regenerate\`, \`--skip static,startup,dbloop\`
(\`cache\`: the server without its response cache; \`reads\`: bookings only, a partial run kept in
\`results/partial/\`, which git ignores, and never shown here; \`search\`: no search scenarios),
\`--only search\` (the search scenarios alone), \`--search-connections N\` (default 50 on PostgreSQL,
20 on PGlite, as the targets say). To look inside the server during a run:
\`BENCH_SERVER_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof'\` (or \`--trace-gc\`), and
\`BENCH_SERVER_LOG=/tmp/server.log\` keeps what it prints; \`BENCH_SERVER_ENV='ACCOUNT_CACHE_SECONDS=0'\`
gives the server settings (space-separated), to compare one setting on the same build.
Needs Linux with \`taskset\` and two cores; nginx is installed with apt-get when missing (as root),
otherwise the static baseline is skipped. Data sets live in \`$TMPDIR/phonebazaar-bench\`
(\`BENCH_DATA_DIR\` moves them): a PGlite folder, or a database \`bench_<size>\` on the PostgreSQL
server, rebuilt when the generator changes and put back after each run; a \`CHECKPOINT\` then
writes its dirty pages before the server starts, not during the first scenarios.

## Smoke bench (CI)

\`npm run smoke\` (issue #22 item 5; \`scripts/validate.mjs\` runs it after the build) fails the build
when a route got much slower against its baseline. It makes a 10k-listing PGlite data set with the
same generator (kept in \`$TMPDIR/phonebazaar-bench/smoke/\`, remade when the generator or the
migrations change; every run works on private copies), starts the built server with its response
cache on, warms every route up by a fixed number of requests, then sends each a fixed number more:
\`GET /api/categories\` and the first page of \`/api/allproducts\` (cached, 50 clients) against raw
node:http replaying the server's bytes; a seller's \`GET /api/product?email=\` and two searches of
the canonical set, \`q-iphone\` and \`c-samsung-excellent-dhaka\` (uncached, 20 clients), against the
same SQL in a loop, run in the smoke's own process on the server's core right after the server's
turn (warmed up by as many queries as the server's warm-up sent, then one loop of 0.75 s). Searches carry a bearer
token: the response cache never answers a request with an Authorization header, so they run their
handler and SQL, as on the full bench's \`RESPONSE_CACHE=false\` server. Bookings are left out: the
bench has no baseline for them, and PGlite needs thousands to warm up.

A route's **ratio** is the baseline's CPU time per answer over the server's (each process's user
and system time, every thread, over the same fixed work), not requests per second: on this shared
machine throughput moved several-fold from one second to the next with other people's tests, CPU
per answer by a tenth or two. It sees work, not waiting: a slowdown that only waits (a sleep, a
lock) does not show. A route **fails** (exit 1, one line each) when its ratio falls below 2/3 of
the committed one in [\`smoke-baseline.json\`](smoke-baseline.json); the table shows each route's
CPU per answer, ratio, committed ratio, floor and verdict. After a deliberate change of speed, or
on another machine, \`npm run smoke -- --update\` writes the file (each route's median of three
runs on one server start): commit it with the change. \`--json FILE\` keeps every run's numbers, \`--regenerate\` remakes the data set.

## Method

- **Data** (\`data/generate.ts\`): a fresh database through the project's own migrations and
  category seed, then \`INSERT ... SELECT\` over \`generate_series\` with values hashed from the
  row number (the same data on every run and both databases): one seller per 50 listings with a
  long tail of dealers, one buyer per 20 listings, four areas, three conditions, posts over two
  years (more lately), 2% advertised, 5% sold (paid booking, payment, payment intent), 3% on a
  live hold, 2% with a lapsed hold, 1% deleted. Since generator v2 every listing is a model of the
  project's own catalogue seed (\`data/models.ts\`: the seeded rows, launch prices and market
  shares estimated by line and year), with storage, RAM and colour among that model's, variant
  (72% official), battery health for 85% of iPhones and 60% of others (skewed by grade), defects
  the grade allows (\`DEFECTS_ALLOWED_BY_CONDITION\`), accessories, 1-4 photos, an IMEI on file
  for 40%; titles like "iPhone 13 Pro 256GB Graphite - boxed, 91% battery" and descriptions
  (\`data/texts.ts\`) that say the same, 10% in Bangla, some with words of known rarity (1.5%,
  0.1%, 0.005% of listings). Foreign-key and search triggers are off during the load
  (\`session_replication_role = replica\`), so the INSERT sets \`search_terms\` (with the
  migration's own \`search_terms_for\`) and \`seller_verified\` itself; \`search_rebuild_listings()\`
  then copies the live listings into search's narrow table (migration 0021), the products and
  search_listings indexes are built after the load, \`search_rebuild_counts()\` fills the facet
  counters, the references are checked; then \`VACUUM ANALYZE\`.
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
- **Search** (\`search/\`, issue #17): a server of its own with the response cache off
  (\`RESPONSE_CACHE=false\`), so every search runs its handler and SQL. Since decision 045 a
  search over 2,000 matches reuses its sampled facets for \`SEARCH_SAMPLE_SECONDS\` (20, the
  default, as deployed): the bench repeats each query, so those searches read only their page
  (\`npm run search-times\` gives each query's full cost, nothing kept). The canonical set
  (\`search/queries.ts\`, 50+ queries): common and rare words, typos, Bangla, every filter alone
  and combined with and without text, each sort, page 20 of four results (cursors from the
  server's own \`x-next-cursor\`, walked once while planning), zero-result queries; ids of
  categories and models read from the data set. Each answer is checked once (200, something found
  or, for the zero-result ones, nothing). Then the mix (every query in turn on every client, with
  each query's latency inside it), each query alone, and five suggestion queries alone.
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
  For search, the service may run several statements per search: the bench instantiates it on a
  drizzle Db whose logger records every statement and its parameters (\`search/logging-db.ts\`),
  asks each query twice (the second, warm, is kept), and the loop replays each query's statements
  in order on one connection (the mix: the queries' statement lists in turn).
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

Search targets (issue #17), response cache off: on PostgreSQL with ${SEARCH_LIMITS.postgres.listings.toLocaleString('en-US')} listings and
${SEARCH_LIMITS.postgres.clients} clients, every query's p95 < ${SEARCH_LIMITS.postgres.queryP95Ms} ms, p99 of the whole set (the mix) < ${SEARCH_LIMITS.postgres.setP99Ms} ms, and the mix
≥ ${SEARCH_LIMITS.postgres.mixVsDbLoop}x the throughput of the same SQL in a loop; on PGlite with ${SEARCH_LIMITS.pglite.listings.toLocaleString('en-US')} listings and ${SEARCH_LIMITS.pglite.clients} clients, every
query's p95 < ${SEARCH_LIMITS.pglite.queryP95Ms} ms. Other sizes and client counts are shown against them as N/A.
`;
