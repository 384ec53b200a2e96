import { type SearchState, toSearchString } from '@phonebazaar/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client.ts';
import { header, jsonBody, rawRequest } from '../lib/http.ts';
import type { Check } from '../lib/results.ts';
import {
  type QueryIds,
  type SearchQueryDef,
  SUGGEST_QUERIES,
  type SuggestQueryDef,
  searchQueries,
} from './queries.ts';

/**
 * The search scenarios' plan: the canonical set with this data set's ids, each query's URL
 * (deep pages with the cursor the server itself handed out), and what each answered once.
 */

export interface PlannedQuery {
  def: SearchQueryDef;
  /** For people: the query with ids replaced by names. */
  title: string;
  path: string;
  /** What the first answer said (kept in the results: the tables show how big each set is). */
  answer?: { status: number; items: number; total: number | string; bytes: number };
}

export interface PlannedSuggest {
  def: SuggestQueryDef;
  path: string;
  answer?: { status: number; items: number; bytes: number };
}

export interface SearchPlan {
  queries: PlannedQuery[];
  suggest: PlannedSuggest[];
  labels: Record<string, string>;
}

async function rows<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.db.execute(query)) as unknown as { rows: T[] } | T[];
  return Array.isArray(result) ? result : result.rows;
}

/** Category and model ids by name, and the rarest model on the market, from the data set. */
export async function readQueryIds(
  database: Database,
): Promise<QueryIds & { labels: Record<string, string> }> {
  const categories = await rows<{ id: string; name: string }>(
    database,
    sql`select id::text as id, name from categories`,
  );
  const models = await rows<{ id: string; name: string; n: string }>(
    database,
    sql`select m.id::text as id, m.name, count(p.id)::text as n from phone_models m
        left join products p on p.model_id = m.id and not p.sold and p.deleted_at is null
        group by m.id, m.name order by count(p.id), m.name`,
  );
  const byName = (list: { id: string; name: string }[], what: string) => (name: string) => {
    const found = list.find((x) => x.name === name);
    if (!found) throw new Error(`the data set has no ${what} "${name}"`);
    return found.id;
  };
  const rare = models.find((m) => Number(m.n) > 0);
  if (!rare) throw new Error('the data set has no listing with a model');
  const labels = Object.fromEntries([...categories, ...models].map((x) => [x.id, x.name]));
  return {
    category: byName(categories, 'category'),
    model: byName(models, 'model'),
    rareModel: rare.id,
    labels,
  };
}

export function searchPath(state: SearchState, cursor?: string): string {
  const query = toSearchString(state);
  const parts = [query, cursor ? `cursor=${encodeURIComponent(cursor)}` : ''].filter(Boolean);
  return `/api/search${parts.length > 0 ? `?${parts.join('&')}` : ''}`;
}

/** `q="iphone" category=Apple sort=price_asc`, ids shown by name. */
export function describe(def: SearchQueryDef, labels: Record<string, string>): string {
  const entries = toSearchString(def.state)
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const [key, raw] = pair.split('=') as [string, string];
      const value = decodeURIComponent(raw);
      return key === 'q' ? `q="${value}"` : `${key}=${labels[value] ?? value}`;
    });
  const text = entries.length > 0 ? entries.join(' ') : '(no text, no filter)';
  return def.page ? `${text}, page ${def.page}` : text;
}

interface SearchAnswer {
  items: unknown[];
  total: number | string;
}

const HEADERS = { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br' };

/**
 * Builds each query's URL; a deep page follows x-next-cursor from page 1 as "Load more"
 * does, so its cursor is one the server handed out. Asks every URL once and checks it:
 * 200, zero-result queries find nothing, the others something.
 */
export async function planSearch(
  origin: string,
  ids: QueryIds & { labels: Record<string, string> },
  checks: Check[],
): Promise<SearchPlan> {
  const queries: PlannedQuery[] = [];
  const wrong: string[] = [];
  for (const def of searchQueries(ids)) {
    let cursor: string | undefined;
    for (let page = 1; page < (def.page ?? 1); page++) {
      const res = await rawRequest(origin, searchPath(def.state, cursor), { headers: HEADERS });
      const next = header(res, 'x-next-cursor');
      if (res.status !== 200 || !next) {
        throw new Error(`${def.name}: page ${page} answered ${res.status} without a next cursor`);
      }
      cursor = next;
    }
    const path = searchPath(def.state, cursor);
    const res = await rawRequest(origin, path, { headers: HEADERS });
    const body = res.status === 200 ? jsonBody<SearchAnswer>(res) : undefined;
    const answer = {
      status: res.status,
      items: body?.items.length ?? 0,
      total: body?.total ?? '?',
      bytes: res.body.length,
    };
    const found = answer.items > 0;
    const pass =
      res.status === 200 &&
      (def.expect === 'any' || (def.expect === 'none' ? !found : found)) &&
      // A deep page's cursor must be accepted and lead somewhere.
      (!def.page || found);
    if (!pass) {
      wrong.push(
        `${def.name}: ${res.status}, ${answer.items} items, total ${answer.total} (expected ${def.expect})`,
      );
    }
    queries.push({ def, title: describe(def, ids.labels), path, answer });
  }
  const deep = queries.filter((q) => q.def.page);
  checks.push({
    name: 'search: deep cursors from x-next-cursor are accepted',
    pass: deep.every((q) => q.answer?.status === 200 && q.answer.items > 0),
    detail: deep
      .map((q) => `${q.def.name} ${q.answer?.status} (${q.answer?.items} items)`)
      .join('; '),
  });
  const empty = queries.filter((q) => (q.answer?.items ?? 0) === 0).length;
  checks.push({
    name: `search: the ${queries.length} canonical queries answer 200 as expected`,
    pass: wrong.length === 0,
    detail:
      wrong.length > 0
        ? wrong.join('; ')
        : `${empty} with no result (${queries.filter((q) => q.def.expect === 'none').length} meant to be)`,
  });

  const suggest: PlannedSuggest[] = [];
  for (const def of SUGGEST_QUERIES) {
    const path = `/api/search/suggest?q=${encodeURIComponent(def.q)}`;
    const res = await rawRequest(origin, path, { headers: HEADERS });
    const body = res.status === 200 ? jsonBody<unknown[]>(res) : [];
    suggest.push({
      def,
      path,
      answer: { status: res.status, items: body.length, bytes: res.body.length },
    });
  }
  checks.push({
    name: 'search: suggestions answer',
    pass: suggest.every((s) => s.answer?.status === 200 && s.answer.items > 0),
    detail: suggest.map((s) => `"${s.def.q}" ${s.answer?.status} (${s.answer?.items})`).join('; '),
  });
  return { queries, suggest, labels: ids.labels };
}

/**
 * Searches leave popular queries in the vocabulary (suggestions, "did you mean"): a data set
 * has none as generated, and every run starts and ends without them.
 */
export async function resetSearchState(database: Database): Promise<void> {
  await database.db.execute(sql`delete from search_vocabulary where kind = 'query'`);
}
