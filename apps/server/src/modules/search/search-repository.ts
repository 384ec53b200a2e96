import { SEARCH_COUNT_CAP, type SearchFacet } from '@phonebazaar/shared';
import { and, asc, desc, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema.ts';
import { type ListingRow, selectListings } from '../catalogue/index.ts';
import { allOf, FACET_COLUMNS, filterConditions, liveListing } from './search-conditions.ts';
import type { SearchKey } from './search-cursor.ts';
import { after, keyOf, orderBy, type PageOrder } from './search-keys.ts';
import type { SearchFilters } from './search-request.ts';

/** One more than the cap: reading it tells "more than SEARCH_COUNT_CAP" without counting on. */
const CAP_PLUS_ONE = SEARCH_COUNT_CAP + 1;
/** Values per facet in an answer, most frequent first. */
export const FACET_VALUES_MAX = 50;

export interface FacetCount {
  facet: SearchFacet;
  value: string;
  count: number;
  label?: string;
}

export interface CandidatePage {
  /** Matches, read up to SEARCH_COUNT_CAP + 1. */
  total: number;
  facets: FacetCount[];
  /** Some facet was counted over a capped sample, not every match. */
  sampled: boolean;
  /** The page's ids in order, one more than asked when more follow (only when not capped). */
  page: { id: string; key: SearchKey }[];
}

type Row = Record<string, unknown>;

async function rowsOf(db: Db, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] } | Row[];
  return Array.isArray(result) ? result : result.rows;
}

const FACETS = Object.keys(FACET_COLUMNS) as SearchFacet[];

/** A facet's values in a set of rows (`source`, a CTE holding the facet's column as `v`). */
function facetBranch(facet: SearchFacet, source: string): SQL {
  const label =
    facet === 'category'
      ? sql`(select c.name from categories c where c.id::text = f.v)`
      : facet === 'model'
        ? sql`(select pm.name from phone_models pm where pm.id::text = f.v)`
        : sql`null::text`;
  return sql`(select ${sql.raw(`'${facet}'`)}::text as t, f.v, f.n, ${label} as label,
      null::float8 as at, null::float8 as price, null::float8 as rank
    from (select s.${sql.raw(facet)}::text collate "C" as v, count(*)::int as n
            from ${sql.raw(source)} s where s.${sql.raw(facet)} is not null
           group by 1 order by 2 desc, 1 limit ${sql.raw(String(FACET_VALUES_MAX))}) f)`;
}

/** The candidate set's columns: each facet under its own name, and the sort keys. */
const candidateColumns = sql.raw(
  `category_id as category, model_id as model, storage_gb as storage,
   product_condition as condition, area, variant, id, post_time, selling_price_cents`,
);

export function createSearchRepository(db: Db) {
  return {
    /**
     * One statement for a search that is not unfiltered: its matches up to the cap (a
     * MATERIALIZED CTE, read once), the count, each facet (a facet the search filters on is
     * counted again without its own filter, so its other values keep their counts), and
     * when the matches did not reach the cap, the page in `order` after `key`.
     */
    async candidates(
      filters: SearchFilters,
      order: PageOrder,
      key: SearchKey | undefined,
      limit: number,
      options: {
        /** Cut the page even above the cap (a ranked listing that must go on by rank). */
        pageAlways?: boolean;
        /** Count the facets (not when the counters already did). */
        facets?: boolean;
      } = {},
    ): Promise<CandidatePage> {
      const { pageAlways = false, facets = true } = options;
      const rank =
        order === 'rank' && filters.text !== undefined
          ? sql`, ts_rank(${products.searchDoc}, public.search_query(${filters.text}))::float8 as r`
          : sql`, 0::float8 as r`;
      const ctes: SQL[] = [
        sql`m as materialized (select ${candidateColumns} ${rank} from ${products}
          where ${liveListing} and ${allOf(filterConditions(filters))}
          limit ${sql.raw(String(CAP_PLUS_ONE))})`,
      ];
      const branches: SQL[] = [
        sql`(select 'total' as t, null as v, count(*)::int as n, null as label,
            null::float8 as at, null::float8 as price, null::float8 as rank from m)`,
      ];
      for (const facet of facets ? FACETS : []) {
        if (!filters[facet]) {
          branches.push(facetBranch(facet, 'm'));
          continue;
        }
        const source = `f_${facet}`;
        ctes.push(sql`${sql.raw(source)} as materialized (
            select ${FACET_COLUMNS[facet].column} as ${sql.raw(facet)} from ${products}
             where ${liveListing} and ${allOf(filterConditions(filters, facet))}
             limit ${sql.raw(String(CAP_PLUS_ONE))})`);
        branches.push(facetBranch(facet, source));
        branches.push(sql`(select ${`total:${facet}`} as t, null, count(*)::int, null,
            null::float8, null::float8, null::float8 from ${sql.raw(source)})`);
      }
      const c = {
        postTime: sql`m.post_time`,
        price: sql`m.selling_price_cents`,
        id: sql`m.id`,
        rank: sql`m.r`,
      };
      branches.push(sql`(select 'page', m.id::text, null, null,
          (extract(epoch from m.post_time) * 1000)::float8, m.selling_price_cents::float8, m.r
          from m where ${pageAlways ? sql`true` : sql`(select count(*) from m) <= ${sql.raw(String(SEARCH_COUNT_CAP))}`}
            and ${after(order, c, key)}
          order by ${orderBy(order, c)} limit ${limit + 1})`);
      const rows = await rowsOf(
        db,
        sql`with ${sql.join(ctes, sql`, `)} ${sql.join(branches, sql` union all `)}`,
      );
      const result: CandidatePage = { total: 0, facets: [], sampled: false, page: [] };
      for (const row of rows) {
        const t = String(row.t);
        if (t === 'total') result.total = Number(row.n);
        else if (t.startsWith('total:')) result.sampled ||= Number(row.n) >= CAP_PLUS_ONE;
        else if (t === 'page') {
          const id = String(row.v);
          const at = Number(row.at);
          const price = Number(row.price);
          result.page.push({ id, key: keyOf(order, { id, at, price, rank: Number(row.rank) }) });
        } else {
          result.facets.push({
            facet: t as SearchFacet,
            value: String(row.v),
            count: Number(row.n),
            ...(row.label ? { label: String(row.label) } : {}),
          });
        }
      }
      result.sampled ||= result.total >= CAP_PLUS_ONE;
      return result;
    },

    /** Listings by id (the page of a counted search), live ones only; in no order. */
    byIds(ids: string[]): Promise<ListingRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return selectListings(db).where(and(inArray(products.id, ids), liveListing));
    },

    /**
     * A page of a big match set straight from the listings, in `order` after `key`: the
     * planner walks the order's index (newest, a brand's or a model's newest, price) and
     * stops after `limit + 1` matches, never sorting the set.
     */
    walk(
      filters: SearchFilters,
      order: Exclude<PageOrder, 'rank'>,
      key: SearchKey | undefined,
      limit: number,
    ) {
      const c = {
        postTime: sql`${products.postTime}`,
        price: sql`${products.sellingPriceCents}`,
        id: sql`${products.id}`,
      };
      const sorting =
        order === 'time'
          ? [desc(products.postTime), desc(products.id)]
          : order === 'price_asc'
            ? [asc(products.sellingPriceCents), asc(products.id)]
            : [desc(products.sellingPriceCents), desc(products.id)];
      return selectListings(db)
        .where(and(liveListing, ...filterConditions(filters), after(order, c, key)))
        .orderBy(...sorting)
        .limit(limit + 1);
    },

    /** Whether anything matches (did-you-mean offers only a correction that finds listings). */
    async exists(filters: SearchFilters): Promise<boolean> {
      const rows = await rowsOf(
        db,
        sql`select 1 from ${products} where ${liveListing} and ${allOf(filterConditions(filters))} limit 1`,
      );
      return rows.length > 0;
    },

    /**
     * Total and facet counts of every live listing, or of some categories' (the category
     * facet then still counts every category), from the counters: no listing is read.
     */
    async counted(
      categories: string[] | undefined,
    ): Promise<{ total: number; facets: FacetCount[] }> {
      const scopes = `{${(categories ?? ['']).map((c) => `"${c}"`).join(',')}}`;
      const rows = await rowsOf(
        db,
        sql`select k.dimension, k.value, sum(k.n)::int as n,
              case k.dimension
                when 'category' then (select c.name from categories c where c.id::text = k.value)
                when 'model' then (select pm.name from phone_models pm where pm.id::text = k.value)
              end as label
            from listing_facet_counts k
           where (k.scope = '' and k.dimension = 'category')
              or (k.scope = any(${scopes}::text[]) and k.dimension <> 'category')
           group by k.dimension, k.value
          having sum(k.n) > 0`,
      );
      let total = 0;
      const facets: FacetCount[] = [];
      for (const row of rows) {
        if (row.dimension === 'all') total = Number(row.n);
        else
          facets.push({
            facet: row.dimension as SearchFacet,
            value: String(row.value),
            count: Number(row.n),
            ...(row.label ? { label: String(row.label) } : {}),
          });
      }
      return { total, facets };
    },
  };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
