import type { SearchDebugResult, SearchQuery, SearchResult, Suggestion } from '@phonebazaar/shared';
import { type ListingRow, type PublicCardView, toPublicProductDto } from '../catalogue/index.ts';
import { encodeSearchCursor } from './search-cursor.ts';
import { toFacets } from './search-facets.ts';
import type { SearchProvider } from './search-provider.ts';
import { toSearchRequest } from './search-request.ts';
import { chooseRescue, rescuedRequest } from './search-rescue.ts';
import { hasSeveralWords } from './vocabulary-words.ts';
import type { WordMasks } from './word-masks.ts';

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
  /** The text the page was ranked by, and the whole text ranked first (admins' debug). */
  ranked: { text?: string; exactText?: string };
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
      const typed = request.filters.text;
      // A later page of a corrected or relaxed search goes on with the text its first page used.
      const continued = request.cursor?.text;
      // A first page of typed text may be corrected or relaxed (issue #42), weighed within
      // its own statement; "Search instead for" (asTyped) neither corrects nor relaxes.
      const first = typed !== undefined && !request.cursor && !request.asTyped;
      const corrected = first ? await provider.correct(typed) : undefined;
      // Only a correction or a second word gives a rescue to weigh: a single known word's
      // statement is then the ordinary one, without the word counts to plan.
      const weighs = first && (corrected !== undefined || hasSeveralWords(typed));
      const weighing = weighs
        ? {
            text: corrected ?? typed,
            choose: (total: number, counts: WordMasks) =>
              chooseRescue(typed, corrected, total, counts),
          }
        : undefined;
      const page = await provider.search(
        continued ? rescuedRequest(request, continued) : request,
        weighing,
      );
      const rescue = page.rescue;
      const { facets, notStated } = toFacets(page.facets);
      const searchedFor = rescue?.text ?? continued;
      const result: SearchResult = {
        items: page.rows.map((row) => toPublicProductDto(row, view)),
        total: page.total,
        facets,
        ...(Object.keys(notStated).length > 0 ? { facetsNotStated: notStated } : {}),
        ...(page.sampled ? { facetsSampled: true } : {}),
        ...(request.understood.length > 0 ? { understood: request.understood } : {}),
        ...(rescue?.correctedFrom ? { correctedFrom: rescue.correctedFrom } : {}),
        ...(rescue?.notMatched ? { notMatched: rescue.notMatched } : {}),
        ...(searchedFor ? { searchedFor } : {}),
      };
      // The correction was weighed already unless asked for the text as typed.
      if (typed && page.total === 0 && request.asTyped) {
        const suggestion = await provider.didYouMean(request.filters);
        if (suggestion) result.didYouMean = suggestion;
      } else if (typed && !request.cursor && !rescue) {
        provider.noteQuery(typed);
      }
      const nextCursor = page.next
        ? encodeSearchCursor({
            sort: request.sort,
            signature: request.signature,
            key: page.next,
            ...(searchedFor ? { text: searchedFor } : {}),
          })
        : undefined;
      const staleAt = firstHoldLapse(page.rows);
      const rankedText = searchedFor ?? typed;
      const ranked = {
        ...(rankedText ? { text: rankedText } : {}),
        ...(searchedFor && typed ? { exactText: typed } : {}),
      };
      return {
        result,
        ranked,
        ...(nextCursor ? { nextCursor } : {}),
        ...(staleAt ? { staleAt } : {}),
      };
    },

    /** Issue #42: the search with each result's score parts, for admins (`debug=1`). */
    async explain(query: SearchQuery): Promise<SearchAnswer & { result: SearchDebugResult }> {
      const answer = await this.search(query);
      if (!query.debug) return answer;
      const ids = answer.result.items.map((item) => item._id);
      const scores = await provider.scoreParts(ids, answer.ranked.text, answer.ranked.exactText);
      return { ...answer, result: { ...answer.result, scores } };
    },

    suggest(text: string): Promise<Suggestion[]> {
      return provider.suggest(text);
    },

    /** Writes the popular queries counted so far. */
    flush: () => provider.flush(),
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
