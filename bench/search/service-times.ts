/**
 * `npm run search-times -w @phonebazaar/bench -- --size 1m --db postgres [--reps 7]
 * [--query name,...] [--out file.json] [--compare file.json]`: each canonical search query
 * run by the search service itself, in process, one at a time on one connection (the server's
 * own client: PGlite with its prepared statements), on a generated data set. Prints the median
 * and fastest milliseconds per search and the statements it ran: the database time of a
 * search without HTTP or other clients, cheap enough to measure on a shared machine (no
 * 50-client load). `--out` keeps every answer's digest (total, ids, facets, next cursor);
 * `--compare` checks the answers equal an earlier file's (a change must not alter results).
 */
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { type SearchQuery, searchQuerySchema, toSearchString } from '@phonebazaar/shared';
import { createSearch } from '../../apps/server/src/modules/search/index.ts';
import { createSellerRelay } from '../../apps/server/src/modules/users/index.ts';
import type { DbStatement } from '../baselines/db-loop.ts';
import { openDataSet, readManifest, upgradeDataSet } from '../data/generate.ts';
import { log } from '../lib/log.ts';
import { type DbKind, parseSize } from '../lib/options.ts';
import { queryObject } from './capture.ts';
import { type LoggingDb, openLoggingDb } from './logging-db.ts';
import { readQueryIds } from './plan.ts';
import { searchQueries } from './queries.ts';

// The server's relay addresses (issue #44) cost what they cost there; the key is the bench's own.
const relayOf = createSellerRelay({ key: 'bench-relay-key', domain: 'sellers.invalid' }).addressOf;

interface Timing {
  name: string;
  total: number | string;
  statements: number;
  medianMs: number;
  minMs: number;
  digest: string;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
};
const round = (x: number) => Math.round(x * 100) / 100;

async function main() {
  const { values } = parseArgs({
    options: {
      size: { type: 'string', default: '1m' },
      db: { type: 'string', default: 'postgres' },
      reps: { type: 'string', default: '7' },
      query: { type: 'string' },
      out: { type: 'string' },
      compare: { type: 'string' },
      explain: { type: 'boolean', default: false },
      /** PGlite: also time each query with generic plans (as before customPlans was wired). */
      'ab-plans': { type: 'boolean', default: false },
    },
  });
  const kind = values.db as DbKind;
  const found = await readManifest(kind, parseSize(values.size));
  if (!found) throw new Error(`no ${kind} ${values.size} data set: run npm run generate first`);
  const manifest = await upgradeDataSet(found);
  const database = await openDataSet(manifest, 1);
  const ids = await readQueryIds(database).finally(() => database.close());
  const logging = await openLoggingDb(manifest);
  const { service } = createSearch({
    db: logging.db,
    publicUrl: 'http://127.0.0.1',
    relayOf,
    kind,
    flushEveryMs: 0,
  });
  const generic = values['ab-plans']
    ? createSearch({ db: logging.db, publicUrl: 'http://127.0.0.1', relayOf, flushEveryMs: 0 })
        .service
    : undefined;
  const wanted = values.query?.split(',');
  const reps = Number(values.reps);
  const timings: Timing[] = [];
  try {
    for (const def of searchQueries(ids)) {
      if (wanted && !wanted.includes(def.name)) continue;
      const base = queryObject(`/?${toSearchString(def.state)}`);
      let query: SearchQuery = searchQuerySchema.parse(base);
      for (let page = 1; page < (def.page ?? 1); page++) {
        const { nextCursor } = await service.search(query);
        if (!nextCursor) throw new Error(`${def.name}: page ${page} has no next cursor`);
        query = searchQuerySchema.parse({ ...base, cursor: nextCursor });
      }
      const answer = await service.search(query);
      logging.take();
      await service.search(query);
      const ran = logging.take();
      const statements = ran.length;
      if (values.explain) await explain(logging, ran);
      const times: number[] = [];
      const genericTimes: number[] = [];
      for (let i = 0; i < reps; i++) {
        const t = performance.now();
        await service.search(query);
        times.push(performance.now() - t);
        if (generic) {
          if (i === 0) for (let w = 0; w < 6; w++) await generic.search(query);
          const g = performance.now();
          await generic.search(query);
          genericTimes.push(performance.now() - g);
        }
      }
      logging.take();
      const { result, nextCursor } = answer;
      const digest = createHash('sha256')
        .update(
          JSON.stringify([
            result.total,
            result.items.map((i) => [i._id, i.booking]),
            // Facets of a sampled set depend on which matches the plan read first.
            result.facetsSampled ? 'sampled' : result.facets,
            result.didYouMean ?? null,
            nextCursor ?? null,
          ]),
        )
        .digest('hex')
        .slice(0, 16);
      const timing = {
        name: def.name,
        total: result.total,
        statements,
        medianMs: round(median(times)),
        minMs: round(Math.min(...times)),
        digest,
      };
      timings.push(timing);
      console.log(
        `${def.name.padEnd(34)} ${String(timing.total).padStart(6)} st ${statements}  median ${String(timing.medianMs).padStart(8)} ms  min ${String(timing.minMs).padStart(8)} ms  ${digest}${generic ? `  generic plans: median ${round(median(genericTimes))} ms` : ''}`,
      );
    }
  } finally {
    await logging.close();
  }
  const all = timings.map((t) => t.medianMs);
  console.log(
    `sum of medians ${round(all.reduce((a, b) => a + b, 0))} ms over ${all.length} queries; median ${round(median(all))} ms`,
  );
  if (values.out) await writeFile(values.out, `${JSON.stringify(timings, null, 2)}\n`);
  if (values.compare) {
    const before = JSON.parse(await readFile(values.compare, 'utf8')) as Timing[];
    const differ = timings.filter((t) => {
      const b = before.find((x) => x.name === t.name);
      return b && b.digest !== t.digest;
    });
    log(
      differ.length === 0
        ? 'every answer equals the earlier one'
        : `answers differ: ${differ.map((t) => t.name).join(', ')}`,
    );
  }
}

/** EXPLAIN (ANALYZE, BUFFERS) of each statement a search ran, on the same connection. */
async function explain(logging: LoggingDb, statements: DbStatement[]) {
  for (const [i, s] of statements.entries()) {
    const plan = await logging.raw(`explain (analyze, buffers) ${s.sql}`, s.params);
    console.log(`\n--- statement ${i + 1} of ${statements.length} ${JSON.stringify(s.params)}`);
    console.log(s.sql.replace(/\s+/g, ' ').slice(0, 600));
    console.log(plan.join('\n'));
  }
  logging.take();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
