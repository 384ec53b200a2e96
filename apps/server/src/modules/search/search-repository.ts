import type { SearchFacet } from '@phonebazaar/shared';
import { and, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedReads } from '../../db/prepared-read.ts';
import { products } from '../../db/schema.ts';
import { type ListingRow, selectListings } from '../catalogue/index.ts';
import { onMarket } from '../listings/index.ts';
import {
  type CandidateOptions,
  type CandidatePage,
  candidateStatement,
  type FacetCount,
  keysOf,
  NOT_STATED,
  readCandidates,
} from './candidate-statement.ts';
import { rowsOf } from './rows-of.ts';

/** The facets a listing may leave unstated; the counters hold none of them for it. */
const UNSTATED_FACETS: SearchFacet[] = ['model', 'storage', 'condition', 'area', 'variant'];

import { allOf, filterConditions, sourceOf } from './search-conditions.ts';
import type { SearchKey } from './search-cursor.ts';
import { after, keyOf, orderBy, type PageOrder } from './search-keys.ts';
import type { SearchFilters } from './search-request.ts';

/** The walk of `createSearchRepository().walk`, as a statement (the plan tests read it). */
export function walkStatement(
  filters: SearchFilters,
  order: Exclude<PageOrder, 'rank'>,
  key: SearchKey | undefined,
  limit: number,
) {
  const source = sourceOf(filters);
  const keys = keysOf(source);
  return sql`select ${keys.id}::text as id,
      (extract(epoch from ${keys.postTime}) * 1000)::float8 as at, ${keys.price} as price
    from ${source.table}
   where ${source.live} and ${allOf(filterConditions(filters, undefined, false))}
     and ${after(order, keys, key)}
   order by ${orderBy(order, keys)} limit ${limit + 1}`;
}

export function createSearchRepository(db: Db) {
  // The page's listings, one statement whatever their number (issue #22, db/prepared-read.ts).
  const listingsById = preparedReads('search_by_ids', (_shape: 'ids') =>
    selectListings(db).where(
      and(sql`${products.id} = any(${sql.placeholder('ids')}::uuid[])`, onMarket),
    ),
  );

  return {
    /** A search that is not unfiltered, up to the cap (candidate-statement.ts). */
    async candidates(
      filters: SearchFilters,
      order: PageOrder,
      key: SearchKey | undefined,
      limit: number,
      options: CandidateOptions = {},
    ): Promise<CandidatePage> {
      const { statement, ordered } = candidateStatement(filters, order, key, limit, options);
      return readCandidates(await rowsOf(db, statement), order, ordered);
    },

    /** Listings by id (the page of a counted search), live ones only; in no order. */
    async byIds(ids: string[]): Promise<ListingRow[]> {
      if (ids.length === 0) return [];
      return listingsById('ids', { ids });
    },

    /**
     * The ids of a page of a big match set in `order` after `key`, straight from the listings:
     * the planner walks the order's index (products_public_idx, products_price_idx, or a
     * brand's or model's newest) and stops after `limit + 1` matches, never sorting the set.
     * Only ids and keys, so a search without text reads the index alone.
     */
    async walk(
      filters: SearchFilters,
      order: Exclude<PageOrder, 'rank'>,
      key: SearchKey | undefined,
      limit: number,
    ): Promise<{ id: string; key: SearchKey }[]> {
      const rows = await rowsOf(db, walkStatement(filters, order, key, limit));
      return rows.map((row) => {
        const id = String(row.id);
        return { id, key: keyOf(order, { id, at: Number(row.at), price: Number(row.price) }) };
      });
    },

    /** Whether anything matches (did-you-mean offers only a correction that finds listings). */
    async exists(filters: SearchFilters): Promise<boolean> {
      const rows = await rowsOf(
        db,
        sql`select 1 from ${sourceOf(filters).table} where ${sourceOf(filters).live}
              and ${allOf(filterConditions(filters))} limit 1`,
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
                when 'category' then (select c.name from categories c where c.id = k.value::uuid)
                when 'model' then (select pm.name from phone_models pm where pm.id = k.value::uuid)
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
      // Issue #45 item 5: the listings that do not state a detail, so each facet adds up to
      // the total (every listing has a category).
      const stated = new Map<SearchFacet, number>();
      for (const f of facets) stated.set(f.facet, (stated.get(f.facet) ?? 0) + f.count);
      for (const facet of UNSTATED_FACETS) {
        const sum = stated.get(facet) ?? 0;
        if (total > sum) facets.push({ facet, value: NOT_STATED, count: total - sum });
      }
      return { total, facets };
    },
  };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
