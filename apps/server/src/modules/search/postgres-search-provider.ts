import { SEARCH_COUNT_CAP } from '@phonebazaar/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type CappedSamples, createCappedSamples } from './capped-samples.ts';
import { createPopularQueries } from './popular-queries.ts';
import { createScorePartsRepository } from './score-parts-repository.ts';
import type { SearchKey } from './search-cursor.ts';
import type { PageOrder } from './search-keys.ts';
import type { ProviderPage, RescueWeighing, SearchProvider } from './search-provider.ts';
import { createSearchRepository, type SearchRepository } from './search-repository.ts';
import { isUnfiltered, type SearchFilters, type SearchRequest } from './search-request.ts';
import { RESCUE_BELOW, type Rescue, rescuedRequest } from './search-rescue.ts';
import { createVocabularyCache, type VocabularyFreshness } from './vocabulary-cache.ts';
import { createVocabularyRepository } from './vocabulary-repository.ts';
import { createWordStats, wholeWordsFirst } from './word-stats.ts';

export interface PostgresSearchOptions {
  /**
   * Plan every search statement for its own values (PGlite): prepared statements (decision
   * 017) would otherwise switch to a generic plan after five runs, which cannot see the
   * query's words, so it cannot choose between the text index and a scan, and evaluates
   * search_query() for every row it scans. node-postgres sends unnamed statements, always
   * planned for their values.
   */
  customPlans?: boolean;
  /**
   * PostgreSQL: choose how a query's words go to the text index from their frequencies
   * (word-stats.ts). Not on PGlite, whose prepared statements' generic plans would evaluate
   * the query functions of that form on every row a scan reads.
   */
  wordStats?: boolean;
  /** How long a capped read's facets serve the same search again (capped-samples.ts; 0: never). */
  sampleSeconds?: number;
  /** When the vocabulary kept in memory may have changed (vocabulary-cache.ts). */
  vocabularyFreshness?: VocabularyFreshness;
}

/** A rescue weighed in a search's own statement, and the request searching it instead. */
interface Weigh {
  text: string;
  choose: RescueWeighing['choose'];
  request(rescue: Rescue): Promise<SearchRequest>;
}

/** The order a page is read in: relevance ranks a counted set; a cursor keeps its order. */
function pageOrder({ sort, filters, cursor }: SearchRequest): PageOrder {
  if (sort === 'newest') return 'time';
  if (sort === 'price_asc' || sort === 'price_desc') return sort;
  if (!filters.text || cursor?.key.by === 'time') return 'time';
  return 'rank';
}

/** The page's rows in the order of `keys` (one more key than `limit` means more follow). */
async function pageOf(
  listings: SearchRepository,
  keys: { id: string; key: SearchKey }[],
  limit: number,
): Promise<Pick<ProviderPage, 'rows' | 'next'>> {
  const ids = keys.slice(0, limit);
  const byId = new Map((await listings.byIds(ids.map((k) => k.id))).map((r) => [r.id, r]));
  // A listing sold between the two reads drops out; the cursor still follows the keys.
  const rows = ids.flatMap((k) => byId.get(k.id) ?? []);
  const last = ids.at(-1);
  return { rows, ...(keys.length > limit && last ? { next: last.key } : {}) };
}

const walkPage = async (
  listings: SearchRepository,
  request: SearchRequest,
  order: Exclude<PageOrder, 'rank'>,
) =>
  pageOf(
    listings,
    await listings.walk(request.filters, order, request.cursor?.key, request.limit),
    request.limit,
  );

/**
 * One page (decision 030). The plan is chosen by a capped count: one statement reads at most
 * SEARCH_COUNT_CAP + 1 matches with the columns facets and sorts need; up to the cap all is
 * exact and the page is cut from them; above it the total is '2000+', facets come from that
 * sample and the page is read by walking the sort's index (relevance then falls back to
 * newest). Unfiltered lists take their total and facets from the counters. A search found
 * over the cap moments ago reuses that read's facets and only walks its page (decision 045).
 */
async function searchPage(
  listings: SearchRepository,
  samples: CappedSamples,
  request: SearchRequest,
  weigh?: Weigh,
): Promise<ProviderPage> {
  const { filters, cursor, limit } = request;
  const order = pageOrder(request);
  const counted =
    order !== 'rank' && isUnfiltered(filters)
      ? await listings.counted(filters.category)
      : undefined;
  if (counted && counted.total > SEARCH_COUNT_CAP) {
    const page = await walkPage(listings, request, order as Exclude<PageOrder, 'rank'>);
    return { ...page, total: counted.total, facets: counted.facets, sampled: false };
  }
  // A ranked listing goes on by rank even if the set has grown past the cap meanwhile
  // (then over the capped sample): its cursor cannot continue another order.
  const ranked = order === 'rank' && cursor !== undefined;
  const kept = counted || ranked ? undefined : samples.get(request, order);
  if (kept) {
    const page = await walkPage(listings, request, order === 'rank' ? 'time' : order);
    return { ...page, total: '2000+' as const, facets: kept, sampled: true };
  }
  const found = await listings.candidates(filters, order, cursor?.key, limit, {
    pageAlways: ranked,
    facets: !counted,
    ...(weigh ? { weighWords: { text: weigh.text, few: RESCUE_BELOW } } : {}),
  });
  // Issue #42: few matches, and the same statement counted the words: weigh a rescue now,
  // before reading the few listings' rows, so a rescued search costs one statement more.
  const rescue = weigh && found.masks ? weigh.choose(found.total, found.masks) : undefined;
  if (weigh && rescue) {
    return { ...(await searchPage(listings, samples, await weigh.request(rescue))), rescue };
  }
  if (counted) {
    Object.assign(found, { total: counted.total, facets: counted.facets, sampled: false });
  }
  const capped = found.total > SEARCH_COUNT_CAP;
  const total = capped ? ('2000+' as const) : found.total;
  const { facets, sampled } = found;
  if (capped && !counted) samples.keep(request, order, facets);
  // The page is among the matches read: all of them, or the first ones in its order.
  if (!capped || ranked || (found.ordered && found.page.length > limit)) {
    return { ...(await pageOf(listings, found.page, limit)), total, facets, sampled };
  }
  const page = await walkPage(listings, request, order === 'rank' ? 'time' : order);
  return { ...page, total, facets, sampled: true };
}

/** Search on PostgreSQL or PGlite: full-text search, pg_trgm over the vocabulary. */
export function createPostgresSearchProvider(
  db: Db,
  {
    customPlans = false,
    wordStats = false,
    sampleSeconds = 0,
    vocabularyFreshness,
  }: PostgresSearchOptions = {},
): SearchProvider {
  const listings = createSearchRepository(db);
  const samples = createCappedSamples(sampleSeconds);
  const frequencies = createWordStats(db);
  /** The filters with the provider's choice of plan for their text. */
  const planText = async (filters: SearchFilters): Promise<SearchFilters> =>
    wordStats && filters.text !== undefined && wholeWordsFirst(filters.text, await frequencies())
      ? { ...filters, wholeWordsFirst: true }
      : filters;
  const vocabulary = createVocabularyRepository(db);
  const words = createVocabularyCache(() => vocabulary.entries(), vocabularyFreshness);
  const popular = createPopularQueries(async (counts) => {
    await vocabulary.recordQueries(counts);
    words.forget();
  });
  const scores = createScorePartsRepository(db);

  /**
   * The statements of `body`, planned for their values when asked and the search has text
   * (one transaction); without text a generic plan serves as well and skips planning.
   */
  const planned = <T>(
    text: string | undefined,
    body: (repository: SearchRepository) => Promise<T>,
  ): Promise<T> =>
    customPlans && text !== undefined
      ? db.transaction(async (tx) => {
          await tx.execute(sql`set local plan_cache_mode = force_custom_plan`);
          return body(createSearchRepository(tx as unknown as Db));
        })
      : body(listings);

  return {
    async search(request, weighing) {
      const plannedRequest = { ...request, filters: await planText(request.filters) };
      const weigh: Weigh | undefined = weighing && {
        ...weighing,
        request: async (rescue) => {
          const rescued = rescuedRequest(request, rescue.text);
          return { ...rescued, filters: await planText(rescued.filters) };
        },
      };
      return planned(request.filters.text, (repository) =>
        searchPage(repository, samples, plannedRequest, weigh),
      );
    },

    suggest: (text) => vocabulary.suggest(text),

    async didYouMean(filters) {
      if (!filters.text) return undefined;
      const corrected = await words.correct(filters.text);
      if (!corrected) return undefined;
      const correctedFilters = await planText({ ...filters, text: corrected });
      const found = await planned(corrected, (repository) => repository.exists(correctedFilters));
      return found ? corrected : undefined;
    },

    correct: (text) => words.correct(text),
    scoreParts: (ids, text, exactText) => scores.scoreParts(ids, text, exactText),

    noteQuery: (text) => popular.note(text),
    flush: () => popular.flush(),
  };
}
