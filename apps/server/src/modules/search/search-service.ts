import type { SearchQuery, SearchResult, Suggestion } from '@phonebazaar/shared';
import { type ListingRow, type PublicCardView, toPublicProductDto } from '../catalogue/index.ts';
import { encodeSearchCursor } from './search-cursor.ts';
import { toFacets } from './search-facets.ts';
import type { SearchProvider } from './search-provider.ts';
import { toSearchRequest } from './search-request.ts';

/** When the first live hold shown lapses, turning its booking flag by time alone. */
function firstHoldLapse(rows: ListingRow[]): Date | undefined {
  let first: Date | undefined;
  for (const { holdExpiresAt } of rows) {
    if (holdExpiresAt && (!first || holdExpiresAt < first)) first = holdExpiresAt;
  }
  return first;
}

export interface SearchAnswer {
  result: SearchResult;
  nextCursor?: string;
  /** The answer turns stale at this moment (a hold it shows lapses). */
  staleAt?: Date;
}

/**
 * Search and suggestions (issue #17) over a provider. Takes the validated query only (no
 * request object), so the bench can run it in a loop on a bare database.
 */
export function createSearchService(provider: SearchProvider, view: PublicCardView) {
  return {
    async search(query: SearchQuery): Promise<SearchAnswer> {
      const request = toSearchRequest(query);
      const page = await provider.search(request);
      const { facets, notStated } = toFacets(page.facets);
      const result: SearchResult = {
        items: page.rows.map((row) => toPublicProductDto(row, view)),
        total: page.total,
        facets,
        ...(Object.keys(notStated).length > 0 ? { facetsNotStated: notStated } : {}),
        ...(page.sampled ? { facetsSampled: true } : {}),
      };
      const text = request.filters.text;
      if (text && page.total === 0) {
        const suggestion = await provider.didYouMean(request.filters);
        if (suggestion) result.didYouMean = suggestion;
      } else if (text && !request.cursor) {
        provider.noteQuery(text);
      }
      const nextCursor = page.next
        ? encodeSearchCursor({ sort: request.sort, signature: request.signature, key: page.next })
        : undefined;
      const staleAt = firstHoldLapse(page.rows);
      return { result, ...(nextCursor ? { nextCursor } : {}), ...(staleAt ? { staleAt } : {}) };
    },

    suggest(text: string): Promise<Suggestion[]> {
      return provider.suggest(text);
    },

    /** Writes the popular queries counted so far. */
    flush: () => provider.flush(),
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
