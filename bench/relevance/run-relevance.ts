/**
 * `npm run relevance -w @phonebazaar/bench -- [--db pglite|postgres] [--url ...] [--label after]
 * [--list]`: the judged relevance set (queries.json, issue #42) on the fixed data set (data.ts),
 * searched by the search service itself as the page asks (best match, first 10). Prints
 * recall@10, nDCG@10, the zero-result rate (over queries with a relevant listing), the share
 * of shown listings that should not be there, per family, and the statements per search; writes
 * bench/results/relevance-<label>-<db>.json. `--list` prints each query's first ten.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { searchQuerySchema } from '@phonebazaar/shared';
import { createDatabase } from '../../apps/server/src/db/client.ts';
import { createSearch } from '../../apps/server/src/modules/search/index.ts';
import { DEFAULT_POSTGRES_URL } from '../lib/options.ts';
import { RESULTS_DIR } from '../lib/paths.ts';
import { scratchDatabase } from '../lib/scratch-database.ts';
import { makeListings, seedRelevanceData } from './data.ts';
import { type Judged, matches, ndcgAt, recallAt } from './judge.ts';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'pglite' },
    url: { type: 'string', default: DEFAULT_POSTGRES_URL },
    label: { type: 'string', default: 'after' },
    list: { type: 'boolean', default: false },
  },
});
const K = 10;
const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
const r3 = (x: number) => Math.round(x * 1000) / 1000;

const HISTORY = path.join(RESULTS_DIR, 'relevance.md');

/** One line per run in results/relevance.md, which bench/README.md shows (its history). */
async function appendHistory(
  label: string,
  db: string,
  all: {
    queries: number;
    recallAt10: number;
    ndcgAt10: number;
    zeroResultRate: number;
    wrongShare: number;
    medianMs: number;
  },
) {
  const text = await readFile(HISTORY, 'utf8');
  const commit = process.env.GIT_COMMIT ?? '';
  const line = `| ${new Date().toISOString().slice(0, 16).replace('T', ' ')} | ${label} ${commit} | ${db} | ${all.queries} | ${all.recallAt10} | ${all.ndcgAt10} | ${all.zeroResultRate} | ${all.wrongShare} | ${all.medianMs} |`;
  await writeFile(HISTORY, `${text.trimEnd()}\n${line}\n`);
}

async function main() {
  const { queries } = JSON.parse(
    await readFile(path.join(import.meta.dirname, 'queries.json'), 'utf8'),
  ) as { queries: Judged[] };
  const scratch =
    args.db === 'postgres' ? await scratchDatabase(args.url!, 'bench_relevance') : undefined;
  const database = await createDatabase({
    ...(scratch ? { url: scratch.url } : {}),
    pgliteDir: 'memory://',
    poolSize: 2,
    statementTimeoutMs: 60_000,
  });
  try {
    await database.migrate();
    const listings = makeListings();
    const ids = await seedRelevanceData(database.db, listings);
    const keyOf = new Map([...ids].map(([key, id]) => [id, key]));
    const { service, close } = createSearch({
      db: database.db,
      publicUrl: 'http://localhost',
      kind: database.kind,
      flushEveryMs: 0,
      relayOf: (id) => `${id}@sellers.invalid`,
    });
    const rows: {
      id: string;
      family: string;
      q: string;
      relevant: number;
      shown: number;
      recall: number;
      ndcg: number;
      wrong: number;
      ms: number;
    }[] = [];
    for (const judged of queries) {
      const relevant = new Set(listings.filter((l) => matches(l, judged.should)).map((l) => l.key));
      const wrongSet = new Set(
        listings.filter((l) => matches(l, judged.shouldNot)).map((l) => l.key),
      );
      const query = searchQuerySchema.parse({ q: judged.q, sort: 'relevance', limit: K });
      // Timed: the median of three runs (the first warms the statement caches).
      const times: number[] = [];
      let answer = await service.search(query);
      for (let rep = 0; rep < 3; rep++) {
        const start = process.hrtime.bigint();
        answer = await service.search(query);
        times.push(Number(process.hrtime.bigint() - start) / 1e6);
      }
      const { result } = answer;
      const ms = times.sort((a, b) => a - b)[1]!;
      const shown = result.items.map((p) => keyOf.get(p._id) ?? p._id);
      const row = {
        id: judged.id,
        family: judged.family,
        q: judged.q,
        relevant: relevant.size,
        shown: shown.length,
        recall: recallAt(K, shown, relevant),
        ndcg: ndcgAt(K, shown, relevant),
        wrong: shown.filter((key) => wrongSet.has(key)).length,
        ms,
      };
      rows.push(row);
      if (args.list) {
        const notes = JSON.stringify({
          c: result.correctedFrom,
          s: result.searchedFor,
          n: result.notMatched,
          u: result.understood?.map((u) => `${u.kind}:${u.value}`),
        });
        console.log(
          `${judged.id} ${judged.family} "${judged.q}" recall ${r3(row.recall)} shown ${shown.length} wrong ${row.wrong} ${notes}`,
        );
      }
    }
    await close();
    const summary = (subset: typeof rows) => {
      const withRelevant = subset.filter((r) => r.relevant > 0);
      return {
        queries: subset.length,
        recallAt10: r3(mean(subset.map((r) => r.recall))),
        ndcgAt10: r3(mean(subset.map((r) => r.ndcg))),
        zeroResultRate: r3(
          withRelevant.filter((r) => r.shown === 0).length / Math.max(1, withRelevant.length),
        ),
        medianMs: r3(
          [...subset.map((r) => r.ms)].sort((a, b) => a - b)[Math.floor(subset.length / 2)] ?? 0,
        ),
        wrongShare: r3(
          subset.reduce((n, r) => n + r.wrong, 0) /
            Math.max(
              1,
              subset.reduce((n, r) => n + r.shown, 0),
            ),
        ),
      };
    };
    const families = [...new Set(rows.map((r) => r.family))];
    const report = {
      label: args.label,
      db: database.kind,
      at: new Date().toISOString(),
      listings: listings.length,
      all: summary(rows),
      byFamily: Object.fromEntries(
        families.map((f) => [f, summary(rows.filter((r) => r.family === f))]),
      ),
      rows,
    };
    await writeFile(
      path.join(RESULTS_DIR, `relevance-${args.label}-${database.kind}.json`),
      `${JSON.stringify(report, null, 1)}\n`,
    );
    await appendHistory(report.label, database.kind, report.all);
    console.log(`${args.label} on ${database.kind}: ${JSON.stringify(report.all)}`);
    console.log(
      '| family | queries | recall@10 | nDCG@10 | zero-result rate | wrong share | median ms |',
    );
    console.log('|---|---|---|---|---|---|---|');
    for (const [f, s] of Object.entries({ all: report.all, ...report.byFamily })) {
      console.log(
        `| ${f} | ${s.queries} | ${s.recallAt10} | ${s.ndcgAt10} | ${s.zeroResultRate} | ${s.wrongShare} | ${s.medianMs} |`,
      );
    }
  } finally {
    await database.close();
    await scratch?.drop();
  }
}

await main();
