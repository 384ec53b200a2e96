import { chooseRelaxation, fullCount } from './relaxation.ts';
import { searchSignature } from './search-cursor.ts';
import type { ProviderPage, SearchProvider } from './search-provider.ts';
import type { SearchRequest } from './search-request.ts';

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

export const isFew = (total: ProviderPage['total']) =>
  typeof total === 'number' && total < RESCUE_BELOW;

/**
 * The correction or relaxation of a text search that found `total` (few) listings and finds
 * more, from two small statements: the vocabulary's correction (no listing read) and the
 * word counts over a sample (relaxation-repository.ts). Undefined when nothing finds more.
 * Then the service runs one more search, the rescued one.
 */
export async function findRescue(
  provider: SearchProvider,
  request: SearchRequest,
  total: number,
): Promise<Rescue | undefined> {
  const typed = request.filters.text;
  // "Search instead for": the words as typed, neither corrected nor relaxed.
  if (!typed || request.asTyped) return undefined;
  const corrected = await provider.correct(typed);
  const base = corrected ?? typed;
  const masks = await provider.wordMasks(request.filters, base);
  if (masks.words.length === 0) return undefined;
  const correction = corrected ? { correctedFrom: typed } : {};
  if (corrected && fullCount(masks) > total) return { text: corrected, ...correction };
  // Words are dropped only when no listing has them all: a few exact matches are the answer.
  if (total > 0 && fullCount(masks) > 0) return undefined;
  const relaxed = chooseRelaxation(masks, total);
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
