/**
 * `npm run explain -w @phonebazaar/bench -- results/<file>.json [--top 5] [--db postgres]
 * [--query name,...]`: EXPLAIN (ANALYZE, BUFFERS) of the statements the search service ran for
 * the slowest queries of a run (by p95 alone), on that run's data set, for whoever tunes them.
 * Run it with no server on the data set (PGlite is one process's folder).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { POSTGRES_SESSION_OPTIONS } from '../../apps/server/src/db/client.ts';
import { PGLITE_EXTENSIONS } from '../../apps/server/src/db/pglite-extensions.ts';
import type { Results } from '../lib/results.ts';

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      top: { type: 'string', default: '5' },
      db: { type: 'string' },
      query: { type: 'string' },
    },
  });
  const file = positionals[0];
  if (!file)
    throw new Error('usage: explain.ts results/<file>.json [--top N] [--db postgres|pglite]');
  const results = JSON.parse(await readFile(path.resolve(file), 'utf8')) as Results;
  for (const db of results.databases) {
    if (!db.search || (values.db && values.db !== db.db)) continue;
    const all = [...db.search.queries, ...db.search.suggest];
    const chosen = values.query
      ? all.filter((q) => values.query!.split(',').includes(q.name))
      : [...all]
          .sort((a, b) => (b.server.p95 ?? Infinity) - (a.server.p95 ?? Infinity))
          .slice(0, Number(values.top));
    const exec = await open(db.dataSet);
    try {
      for (const q of chosen) {
        console.log(`\n## ${db.db} ${q.name}: ${q.title}`);
        console.log(
          `p95 ${q.server.p95} ms alone, ${q.server.rps} req/s; total ${q.answer?.total}`,
        );
        for (const [i, s] of q.statements.entries()) {
          const plan = await exec.query(`explain (analyze, buffers) ${s.sql}`, s.params);
          console.log(
            `\n### statement ${i + 1} of ${q.statements.length}, params ${JSON.stringify(s.params)}\n`,
          );
          console.log(s.sql.replace(/\s+/g, ' ').slice(0, 400));
          console.log(`\n${plan.join('\n')}`);
        }
      }
    } finally {
      await exec.close();
    }
  }
}

async function open(dataSet: Results['databases'][number]['dataSet']) {
  if (dataSet.databaseUrl) {
    const client = new pg.Client({
      connectionString: dataSet.databaseUrl,
      // The server's session settings (decision 046).
      options: POSTGRES_SESSION_OPTIONS,
    });
    await client.connect();
    return {
      query: async (text: string, params: unknown[]) =>
        (await client.query<{ 'QUERY PLAN': string }>(text, params)).rows.map(
          (r) => r['QUERY PLAN'],
        ),
      close: () => client.end(),
    };
  }
  const client = await PGlite.create(path.join(dataSet.dataDir!, 'pglite'), {
    extensions: PGLITE_EXTENSIONS,
  });
  return {
    query: async (text: string, params: unknown[]) =>
      (await client.query<{ 'QUERY PLAN': string }>(text, params)).rows.map((r) => r['QUERY PLAN']),
    close: () => client.close(),
  };
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
