import type { DatabaseResult } from '../lib/results.ts';
import { formatRatio, round } from '../lib/stats.ts';
import type { SearchQueryResult } from './results.ts';
import { meetsP95, queryP95Limit, searchInScope } from './targets.ts';

/** The search part of a database's section in bench/README.md (issue #17). */

const DB_NAMES = { postgres: 'PostgreSQL', pglite: 'PGlite' } as const;
const n = (v: number | undefined, digits = 2) =>
  v === undefined || !Number.isFinite(v) ? '–' : String(round(v, digits));
const rps = (v: number | undefined) =>
  v === undefined || !Number.isFinite(v) ? '–' : Math.round(v).toLocaleString('en-US');

function table(head: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(head), line(head.map(() => '---')), ...rows.map(line)].join('\n');
}

/** Table cells may not hold a pipe; queries are short and never hold a newline. */
const cell = (text: string) => text.replaceAll('|', '\\|');

function row(q: SearchQueryResult, limit: number, judged: boolean): string[] {
  const mark = meetsP95(q, limit) ? 'met' : '**not met**';
  return [
    `\`${q.name}\``,
    cell(q.title),
    q.answer ? `${q.answer.total ?? q.answer.items}` : '–',
    rps(q.server.rps),
    n(q.server.p50),
    n(q.server.p95),
    n(q.server.p99),
    String(q.server.failures),
    n(q.inMix?.p95),
    q.dbLoop ? rps(q.dbLoop.qps) : '–',
    q.dbLoop ? formatRatio(q.server.rps / q.dbLoop.qps) : '–',
    String(q.statements.length),
    judged ? mark : `${mark} (N/A)`,
  ];
}

export function searchSection(db: DatabaseResult, size: number): string {
  const s = db.search;
  if (!s) return '';
  const limit = queryP95Limit(db.db);
  const judged = searchInScope(db, size);
  const mix = s.mix.server;
  const loop = s.mix.dbLoop;
  const { mix: mixShape, perQuery, dbLoop } = s.shape;
  const head = [
    'Query',
    'Search',
    'Total',
    'req/s',
    'p50 ms',
    'p95 ms',
    'p99 ms',
    'Failed',
    'p95 in mix',
    'DB loop q/s',
    'vs DB loop',
    'Statements',
    `p95 < ${limit} ms`,
  ];
  return [
    `#### Search on ${DB_NAMES[db.db]} (issue #17): ${s.connections} clients, response cache off`,
    '',
    `The server runs without its response cache (\`RESPONSE_CACHE=false\`): every search goes through the handler and its SQL; a search over 2,000 matches reuses its sampled facets for \`SEARCH_SAMPLE_SECONDS\` (20 s, decision 045), so repeated big searches read only their page, and the DB loop replays what the warm server runs. Mix: the ${s.queries.length} canonical queries in turn on every client, warm-up ${mixShape.warmupSeconds} s, ${mixShape.runs} × ${mixShape.durationSeconds} s. Each query alone: warm-up ${perQuery.warmupSeconds} s, ${perQuery.runs} × ${perQuery.durationSeconds} s. DB loop: each query's statements as the search service ran them (captured with a drizzle logger), in order on one connection, ${dbLoop.concurrency} at a time, ${dbLoop.runs} × ${dbLoop.durationSeconds} s (the mix: its rounds in turn, ${mixShape.runs} × ${mixShape.durationSeconds} s). Total: the answer's \`total\` on its first page.`,
    '',
    `**Mix**: ${rps(mix.rps)} req/s, p50 ${n(mix.p50)} ms, p95 ${n(mix.p95)} ms, **p99 ${n(mix.p99)} ms**, ${mix.failures} failed; DB loop ${loop ? `${rps(loop.qps)} searches/s, **${formatRatio(mix.rps / loop.qps)}**` : 'not run'}.`,
    '',
    table(head, [
      ...s.queries.map((q) => row(q, limit, judged)),
      ...s.suggest.map((q) => row(q, limit, judged)),
    ]),
    '',
  ].join('\n');
}
