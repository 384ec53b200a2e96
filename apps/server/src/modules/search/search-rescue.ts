import { chooseRelaxation, fullCount } from './relaxation.ts';
import { searchSignature } from './search-cursor.ts';
import type { SearchRequest } from './search-request.ts';
import type { WordMasks } from './word-masks.ts';

/**
 * A text search finding fewer listings than this is "few": a correction finding more is
 * answered instead. Relaxation only answers a text no listing matches in full.
 */
export const RESCUE_BELOW = 3;

/** What a search too narrow for its words answers instead (issue #42). */
export interface Rescue {
  /** The text searched instead. */
  text: string;
  /** The text as typed, when a spelling correction was made. */
  correctedFrom?: string;
  /** Words left out. */
  notMatched?: string[];
}

/**
 * What a text search of `total` (few) listings answers instead, from the word counts its own
 * statement read (word-masks.ts) over `corrected ?? typed`: the correction when it finds more,
 * else, when no listing has every word, the smallest relaxation that finds more. Undefined
 * when nothing finds more. No statement of its own: the correction was made in memory
 * (vocabulary-cache.ts) before the search.
 */
export function chooseRescue(
  typed: string,
  corrected: string | undefined,
  total: number,
  counts: WordMasks,
): Rescue | undefined {
  if (counts.words.length === 0) return undefined;
  const correction = corrected ? { correctedFrom: typed } : {};
  if (corrected && fullCount(counts) > total) return { text: corrected, ...correction };
  // Words are dropped only when no listing has them all: a few exact matches are the answer.
  if (total > 0 && fullCount(counts) > 0) return undefined;
  const relaxed = chooseRelaxation(counts, total);
  if (!relaxed) return undefined;
  return { text: relaxed.kept.join(' '), notMatched: relaxed.dropped, ...correction };
}

/**
 * The request searching `text` instead, ranking the listings that match the words as typed
 * first; its own signature so the kept samples of decision 045 never mix it with the typed
 * search (its cursors still carry the typed search's).
 */
export function rescuedRequest(request: SearchRequest, text: string): SearchRequest {
  const exactText = request.filters.text;
  return {
    ...request,
    filters: { ...request.filters, text, ...(exactText ? { exactText } : {}) },
    signature: searchSignature(`${request.signature}|${text.toLowerCase()}`),
  };
}
