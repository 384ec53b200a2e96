import type { Db } from '../../db/client.ts';
import type { TypicalPriceOf } from '../catalogue/index.ts';
import { createPostgresSearchProvider } from './postgres-search-provider.ts';
import type { SearchProvider } from './search-provider.ts';
import { createSearchService } from './search-service.ts';
import type { VocabularyFreshness } from './vocabulary-cache.ts';

export type { SearchProvider } from './search-provider.ts';
/** Issue #42: a query's filters as the search page understands its text (saved searches' alerts). */
export { understoodFilters } from './search-request.ts';
/** GET /api/search and /api/search/suggest, given `service`. */
export { searchRoutes } from './search-routes.ts';
export type { SearchAnswer, SearchService } from './search-service.ts';

/** Popular queries counted in memory are written this often. */
const FLUSH_EVERY_MS = 30_000;

export interface SearchDeps {
  db: Db;
  /** Base of the picture URLs in answers (decision 025). */
  publicUrl: string;
  /** Another engine in place of PostgreSQL's full-text search. */
  provider?: SearchProvider;
  /** Which database: on PostgreSQL the text's plan follows its words' frequencies. */
  kind?: 'pglite' | 'postgres';
  /** How often popular queries are written (0: only by `close`/`service.flush`). */
  flushEveryMs?: number;
  /** Issue #20: the price guide's card badge (absent: null on every card). */
  typicalPrice?: TypicalPriceOf;
  /** Issue #44: a seller's relay address, the `sellerEmail` of the results. */
  relayOf: (sellerId: string) => string;
  /** How long a search over the cap reuses its sampled facets (decision 045; 0: never). */
  sampleSeconds?: number;
  /** Issue #42: when the vocabulary kept for corrections may have changed (the catalogue's version). */
  vocabularyFreshness?: VocabularyFreshness;
}

/**
 * Search and suggestions (issue #17, decision 030). `service` works on a bare database (the
 * bench runs it in a loop); `close` stops the popular-query writer after a last write.
 */
export function createSearch({
  db,
  publicUrl,
  provider,
  kind,
  flushEveryMs = FLUSH_EVERY_MS,
  typicalPrice,
  relayOf,
  sampleSeconds = 0,
  vocabularyFreshness,
}: SearchDeps) {
  const service = createSearchService(
    provider ??
      createPostgresSearchProvider(db, {
        wordStats: kind === 'postgres',
        sampleSeconds,
        ...(vocabularyFreshness ? { vocabularyFreshness } : {}),
      }),
    { publicUrl, relayOf, typicalPrice },
  );
  const timer =
    flushEveryMs > 0
      ? setInterval(() => {
          // A failed write loses only counts; the next window writes again.
          service.flush().catch(() => {});
        }, flushEveryMs)
      : undefined;
  timer?.unref();
  return {
    service,
    async close() {
      if (timer) clearInterval(timer);
      await service.flush().catch(() => {});
    },
  };
}

export type Search = ReturnType<typeof createSearch>;
