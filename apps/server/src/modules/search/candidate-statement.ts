import { SEARCH_COUNT_CAP, type SearchFacet } from '@phonebazaar/shared';
import { type SQL, sql } from 'drizzle-orm';
import { products } from '../../db/schema.ts';
import {
  allOf,
  FACET_COLUMNS,
  facetCondition,
  filterConditions,
  type SearchSource,
  sourceOf,
} from './search-conditions.ts';
import type { SearchKey } from './search-cursor.ts';
import { after, keyOf, orderBy, type PageOrder } from './search-keys.ts';
import type { SearchFilters } from './search-request.ts';
import { readWordMaskRow, type WordMasks, wordMaskParts } from './word-masks.ts';

/** One more than the cap: reading it tells "more than SEARCH_COUNT_CAP" without counting on. */
export const CAP_PLUS_ONE = SEARCH_COUNT_CAP + 1;
/** Values per facet in an answer, most frequent first. */
export const FACET_VALUES_MAX = 50;

const cap = sql.raw(String(CAP_PLUS_ONE));
/**
 * Rows read for a filtered facet's counts once the matches passed the cap: the counts are a
 * sample then anyway (facetsSampled), and reading 2,001 listings that fail one filter cost as
 * much as the matches themselves (1M listings, "pixel" in Rajshahi with an IMEI: 34k rows).
 */
export const RELAXED_SAMPLE = 500;
const relaxedCap = sql.raw(
  `(case when (select count(*) from m) > ${SEARCH_COUNT_CAP} then ${RELAXED_SAMPLE} else ${CAP_PLUS_ONE} end)`,
);
/**
 * A relaxed read's limit. Without text it walks the page order's index and the sub-select's
 * sample size serves. With text the limit must be a constant the planner sees: one it cannot
 * see made it expect to stop early and scan all of search_listings for a rare word (PGlite,
 * 100k: "walnut" + 1 TB + Khulna read 94k rows, 47 ms, where the text index finds 3). A text
 * set over the cap keeps its sample for a while (capped-samples.ts, decision 045), so its
 * bigger relaxed read is rare.
 */
const relaxedLimit = (filters: SearchFilters) => (filters.text === undefined ? relaxedCap : cap);
const FACETS = Object.keys(FACET_COLUMNS) as SearchFacet[];

/** A facet count's value for the listings that do not state the detail (issue #45 item 5). */
export const NOT_STATED = '';

export interface FacetCount {
  facet: SearchFacet;
  /** NOT_STATED for the listings without it. */
  value: string;
  count: number;
  label?: string;
}

export interface CandidatePage {
  /** Matches, read up to SEARCH_COUNT_CAP + 1. */
  total: number;
  facets: FacetCount[];
  /** Some facet was counted over a capped sample, not every listing it counts. */
  sampled: boolean;
  /**
   * The page's ids in order, one more than asked when more follow: exact when not capped;
   * over the cap only if `ordered` and the set holds a full page after the key.
   */
  page: { id: string; key: SearchKey }[];
  /** The matches were read in the page's order (no text): they are its first rows. */
  ordered: boolean;
  /** Issue #42: the word counts weighing a rescue, when asked and the matches were few. */
  masks?: WordMasks;
}

export interface CandidateOptions {
  /** Cut the page even above the cap (a ranked listing that must go on by rank). */
  pageAlways?: boolean;
  /** Count the facets (not when the counters already did). */
  facets?: boolean;
  /**
   * Issue #42: when the text finds fewer than `few` listings, also count, in the same
   * statement, which words of this text (the typed one or its correction) the listings match
   * (word-masks.ts), so a rescue is weighed without another statement.
   */
  weighWords?: { text: string; few: number };
}

/**
 * Issue #42: best match's tie-breakers, summed into a second key after the text's rank: they
 * order only listings whose text ranks are equal, so they never lift a weaker match, however
 * close (ts_rank saturates near 1 for several words found together, where a description-only
 * word makes a difference of 2e-7). Newest first comes after them.
 */
export const VERIFIED_BOOST = 0.002;
export const IN_STOCK_BOOST = 0.001;
/** A corrected or relaxed search's listings matching the whole text as understood go first. */
export const EXACT_BONUS = 10;

/** The sort keys as columns of a source (products or search_listings). */
export const keysOf = (source: SearchSource) => ({
  postTime: source.columns.postTime,
  price: source.columns.price,
  id: source.columns.id,
});

/**
 * A facet's counts over `source` (rows holding the facet's column under its own name),
 * grouped on the column's own type (a hash aggregate; ordering and the 50 kept are the
 * service's), with the display name of a brand or model. Listings without the detail are
 * counted too, as one group (issue #45 item 5: "Not stated", so the counts add up).
 */
function facetBranch(facet: SearchFacet, source: SQL): SQL {
  const column = sql.raw(`s.${facet}`);
  const label =
    facet === 'category'
      ? sql`(select c.name from categories c where c.id = ${column})`
      : facet === 'model'
        ? sql`(select pm.name from phone_models pm where pm.id = ${column})`
        : sql`null::text`;
  return sql`(select ${sql.raw(`'${facet}'`)}::text as t, ${column}::text as v,
      count(*)::int as n, ${label} as label,
      null::float8 as at, null::float8 as price, null::float8 as rank
    from ${source} s group by ${column})`;
}

const countBranch = (name: string, source: string) =>
  sql`(select ${sql.raw(`'${name}'`)}::text, null, count(*)::int, null,
      null::float8, null::float8, null::float8 from ${sql.raw(source)})`;

/** Each facet's column under its own name, and the sort keys. */
const candidateColumns = sql.raw(
  `category_id as category, model_id as model, storage_gb as storage,
   product_condition as condition, area, variant, id, post_time, selling_price_cents`,
);

/**
 * One statement for a search that is not unfiltered. `m` holds its matches up to the cap
 * (MATERIALIZED: read once); the answer rows are the count, each facet's counts and the page
 * in `order` after `key` (when the matches did not reach the cap, or were read in that order).
 * A facet the search filters on is counted without its own filter, so its other values keep
 * their counts: over `f_<facet>` when one facet is filtered, over one relaxed set `r` (the
 * listings failing at most one facet filter, with a flag per filter) when several are, so
 * the listings are read at most twice, not once per filtered facet.
 */
export function candidateStatement(
  filters: SearchFilters,
  order: PageOrder,
  key: SearchKey | undefined,
  limit: number,
  { pageAlways = false, facets = true, weighWords }: CandidateOptions,
): { statement: SQL; ordered: boolean } {
  const source = sourceOf(filters);
  const from = sql`${source.table} where ${source.live}`;
  // Without text the matches are read in the page's order from its covering index
  // (products_public_idx or products_price_idx, migrations 0015 and 0016): the first pages of even a
  // huge set are then among them. Text is matched on search_listings (migration 0021) through
  // its GIN index or a scan that stops at the cap, in no order.
  const ordered = filters.text === undefined && order !== 'rank';
  const scanOrder = ordered ? sql`order by ${orderBy(order, keysOf(source))}` : sql``;
  // A rescued search with its own sort puts the listings matching the whole text first
  // (issue #42): a flag of each match, the first key of its order.
  const exactFirst = filters.exactText !== undefined && order !== 'rank';
  const exactColumn = exactFirst
    ? sql`, (${source.words} @@ public.search_query(${filters.exactText}))::int as x`
    : sql``;
  const ctes: SQL[] = [
    sql`m as materialized (select ${candidateColumns}${exactColumn} from ${from}
      and ${allOf(filterConditions(filters))} ${scanOrder} limit ${cap})`,
  ];
  const branches: SQL[] = [
    sql`(select 'total' as t, null as v, count(*)::int as n, null as label,
        null::float8 as at, null::float8 as price, null::float8 as rank from m)`,
  ];
  const filtered = facets ? FACETS.filter((f) => filters[f]) : [];
  for (const facet of facets ? FACETS : []) {
    if (!filters[facet]) branches.push(facetBranch(facet, sql`m`));
  }
  if (filtered.length === 1) {
    const [facet] = filtered as [SearchFacet];
    ctes.push(sql`f as materialized (
      select ${source.columns[FACET_COLUMNS[facet].column]} as ${sql.raw(facet)} from ${from}
       and ${allOf(filterConditions(filters, facet))} ${scanOrder} limit ${relaxedLimit(filters)})`);
    branches.push(facetBranch(facet, sql`f`), countBranch('relaxed', 'f'));
  } else if (filtered.length > 1) {
    const flags = filtered.map((f) => {
      const condition = facetCondition(f, filters[f] as (string | number)[], source);
      return { facet: f, condition, column: sql`${condition} as ${sql.raw(`p_${f}`)}` };
    });
    const others = { ...filters };
    for (const f of filtered) delete others[f];
    const failing = sql.join(
      flags.map((f) => sql`(not ${f.condition})::int`),
      sql` + `,
    );
    ctes.push(sql`r as materialized (
      select ${sql.join(
        filtered.map((f) => sql`${source.columns[FACET_COLUMNS[f].column]} as ${sql.raw(f)}`),
        sql`, `,
      )}, ${sql.join(
        flags.map((f) => f.column),
        sql`, `,
      )}
        from ${from} and ${allOf(filterConditions(others, undefined, true, source))}
         and (${failing}) <= 1 ${scanOrder} limit ${relaxedLimit(filters)})`);
    for (const facet of filtered) {
      const rest = filtered.filter((f) => f !== facet).map((f) => sql.raw(`r.p_${f}`));
      branches.push(facetBranch(facet, sql`(select * from r where ${sql.join(rest, sql` and `)})`));
    }
    branches.push(countBranch('relaxed', 'r'));
  }
  if (weighWords && filters.text !== undefined) {
    const few = sql`(select count(*) from m) < ${sql.raw(String(weighWords.few))}`;
    const parts = wordMaskParts(filters, weighWords.text, few);
    ctes.push(...parts.ctes);
    branches.push(...parts.branches);
  }
  const c = {
    postTime: sql`m.post_time`,
    price: sql`m.selling_price_cents`,
    id: sql`m.id`,
    rank: sql`m.r`,
    boost: sql`m.b`,
    ...(exactFirst ? { exact: sql`m.x` } : {}),
  };
  const pageWhen =
    pageAlways || ordered
      ? sql`true`
      : sql`(select count(*) from m) <= ${sql.raw(String(SEARCH_COUNT_CAP))}`;
  // Relevance ranks with products' own document (weights need the positions search_listings
  // drops), only for the page of a counted set: at most SEARCH_COUNT_CAP + 1 lookups by id.
  // A relaxed or corrected search (issue #42) puts the listings matching the whole text as
  // understood first: EXACT_BONUS more than any ts_rank of a listing's short text.
  const exact =
    filters.exactText !== undefined
      ? sql` + ${sql.raw(String(EXACT_BONUS))} * (p.search_doc @@ public.search_query(${filters.exactText}))::int`
      : sql``;
  // One lookup by primary key per listing gives both keys (a join would let the planner
  // hash all of products); `offset 0` keeps the planner from copying the lookup into each
  // place r and b are used (it would run two or three times a listing).
  const ranked =
    order === 'rank' && filters.text !== undefined
      ? sql`select k.*, k.rb[1] as r, k.rb[2] as b from (select m.*, (
            select array[ts_rank(p.search_doc, public.search_query(${filters.text}))::float8${exact},
                   (${sql.raw(String(VERIFIED_BOOST))} * p.seller_verified::int
                    + ${sql.raw(String(IN_STOCK_BOOST))} * (not p.booking)::int)::float8]
              from ${products} p where p.id = m.id) as rb from m where ${pageWhen} offset 0) k`
      : sql`select m.*, 0::float8 as r, 0::float8 as b from m where ${pageWhen}`;
  // The tie-breakers (best match) or the exact flag (other sorts) ride in the label column.
  const keyOut = order === 'rank' ? sql`m.b::text` : exactFirst ? sql`m.x::text` : sql`null`;
  branches.push(sql`(select 'page', m.id::text, null, ${keyOut},
      (extract(epoch from m.post_time) * 1000)::float8, m.selling_price_cents::float8, m.r
      from (${ranked}) m where ${after(order, c, key)}
      order by ${orderBy(order, c)} limit ${limit + 1})`);
  return {
    statement: sql`with ${sql.join(ctes, sql`, `)} ${sql.join(branches, sql` union all `)}`,
    ordered,
  };
}

/** The statement's rows as a candidate page. */
export function readCandidates(
  rows: Record<string, unknown>[],
  order: PageOrder,
  ordered: boolean,
): CandidatePage {
  const result: CandidatePage = { total: 0, facets: [], sampled: false, page: [], ordered };
  const masks: WordMasks = { words: [], masks: new Map() };
  for (const row of rows) {
    const t = String(row.t);
    if (readWordMaskRow(row, masks)) continue;
    if (t === 'total') result.total = Number(row.n);
    else if (t === 'relaxed') result.sampled ||= Number(row.n) >= CAP_PLUS_ONE;
    else if (t === 'page') {
      const id = String(row.v);
      const at = Number(row.at);
      const price = Number(row.price);
      const second =
        row.label === null || row.label === undefined
          ? {}
          : order === 'rank'
            ? { boost: Number(row.label) }
            : { exact: Number(row.label) };
      result.page.push({
        id,
        key: keyOf(order, { id, at, price, rank: Number(row.rank), ...second }),
      });
    } else {
      result.facets.push({
        facet: t as SearchFacet,
        value: row.v === null || row.v === undefined ? NOT_STATED : String(row.v),
        count: Number(row.n),
        ...(row.label ? { label: String(row.label) } : {}),
      });
    }
  }
  result.sampled ||= result.total >= CAP_PLUS_ONE;
  if (masks.words.length > 0) result.masks = masks;
  return result;
}
