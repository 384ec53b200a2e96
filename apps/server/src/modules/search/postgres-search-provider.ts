import { SEARCH_COUNT_CAP } from '@phonebazaar/shared';
import type { Db } from '../../db/client.ts';
import type { ListingRow } from '../catalogue/index.ts';
import { createPopularQueries } from './popular-queries.ts';
import type { SearchKey } from './search-cursor.ts';
import { keyOf, type PageOrder } from './search-keys.ts';
import type { ProviderPage, SearchProvider } from './search-provider.ts';
import { createSearchRepository } from './search-repository.ts';
import { isUnfiltered, type SearchRequest } from './search-request.ts';
import { createVocabularyRepository } from './vocabulary-repository.ts';

/** The order a page is read in: relevance ranks a counted set; a cursor keeps its order. */
function pageOrder({ sort, filters, cursor }: SearchRequest): PageOrder {
  if (sort === 'newest') return 'time';
  if (sort === 'price_asc' || sort === 'price_desc') return sort;
  if (!filters.text || cursor?.key.by === 'time') return 'time';
  return 'rank';
}

const rowKey = (order: Exclude<PageOrder, 'rank'>, row: ListingRow): SearchKey =>
  keyOf(order, { id: row.id, at: row.postTime.getTime(), price: row.sellingPriceCents });

/**
 * Search on PostgreSQL or PGlite (decision 030). The plan is chosen by a capped count: one
 * statement reads at most SEARCH_COUNT_CAP + 1 matches with the columns facets and sorts need;
 * up to the cap everything is exact and the page is cut from them; above it the total is
 * '2000+', facets come from that sample and the page is read by walking the sort's index
 * (relevance then falls back to newest). Unfiltered lists take totals and facets from the
 * counters kept by triggers.
 */
export function createPostgresSearchProvider(db: Db): SearchProvider {
  const listings = createSearchRepository(db);
  const vocabulary = createVocabularyRepository(db);
  const popular = createPopularQueries((counts) => vocabulary.recordQueries(counts));

  async function walkPage(
    request: SearchRequest,
    order: Exclude<PageOrder, 'rank'>,
  ): Promise<Pick<ProviderPage, 'rows' | 'next'>> {
    const { filters, cursor, limit } = request;
    const rows = await listings.walk(filters, order, cursor?.key, limit);
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    return { rows: page, ...(rows.length > limit && last ? { next: rowKey(order, last) } : {}) };
  }

  return {
    async search(request) {
      const { filters, cursor, limit } = request;
      const order = pageOrder(request);
      const counted =
        order !== 'rank' && isUnfiltered(filters)
          ? await listings.counted(filters.category)
          : undefined;
      if (counted && counted.total > SEARCH_COUNT_CAP) {
        const page = await walkPage(request, order as Exclude<PageOrder, 'rank'>);
        return { ...page, total: counted.total, facets: counted.facets, sampled: false };
      }
      // A ranked listing goes on by rank even if the set has grown past the cap meanwhile
      // (then over the capped sample): its cursor cannot continue another order.
      const ranked = order === 'rank' && cursor !== undefined;
      const found = await listings.candidates(filters, order, cursor?.key, limit, {
        pageAlways: ranked,
        facets: !counted,
      });
      if (counted) {
        Object.assign(found, { total: counted.total, facets: counted.facets, sampled: false });
      }
      if (found.total <= SEARCH_COUNT_CAP || ranked) {
        const ids = found.page.slice(0, limit);
        const byId = new Map((await listings.byIds(ids.map((p) => p.id))).map((r) => [r.id, r]));
        const rows = ids.flatMap((p) => byId.get(p.id) ?? []);
        const last = ids.at(-1);
        return {
          rows,
          total: found.total > SEARCH_COUNT_CAP ? '2000+' : found.total,
          facets: found.facets,
          sampled: found.sampled,
          ...(found.page.length > limit && last ? { next: last.key } : {}),
        };
      }
      const page = await walkPage(request, order === 'rank' ? 'time' : order);
      return { ...page, total: '2000+', facets: found.facets, sampled: true };
    },

    suggest: (text) => vocabulary.suggest(text),

    async didYouMean(filters) {
      if (!filters.text) return undefined;
      const corrected = await vocabulary.correct(filters.text);
      if (!corrected) return undefined;
      return (await listings.exists({ ...filters, text: corrected })) ? corrected : undefined;
    },

    noteQuery: (text) => popular.note(text),
    flush: () => popular.flush(),
  };
}
