import {
  SEARCH_LEXICON,
  SEARCH_PRICE_MAX,
  type SearchLexicon,
  type SearchSort,
  searchWords,
  type UnderstoodPhrase,
} from '@phonebazaar/shared';
import type { SearchFilters } from './search-request.ts';

/**
 * Query understanding (issue #42): places, prices, storage, condition words and other
 * spellings in the search text become filters, a sort or the catalogue's spelling. Every word
 * it knows comes from SEARCH_LEXICON (packages/shared); this file only walks the text.
 * A facet the request already filters on keeps its words as text: the person's own filter wins.
 */
export interface Understanding {
  /** The words left to match as text (undefined when none is left). */
  text?: string;
  /** Filters the words became (merged over the request's own by the caller). */
  filters: Pick<
    SearchFilters,
    'area' | 'condition' | 'storage' | 'priceMinCents' | 'priceMaxCents'
  >;
  /** "cheap": cheapest first, when the request named no sort. */
  sort?: SearchSort;
  understood: UnderstoodPhrase[];
}

const words = searchWords;

const isNumber = (w: string | undefined) => w !== undefined && /^\d+(\.\d+)?$/.test(w);

/** Does `phrase` (words) start at `at`? */
function startsAt(tokens: string[], at: number, phrase: string): number {
  const parts = phrase.split(' ');
  for (let i = 0; i < parts.length; i++) if (tokens[at + i] !== parts[i]) return 0;
  return parts.length;
}

/** The longest of `phrases` starting at `at`: its length in words (0: none). */
function longest(tokens: string[], at: number, phrases: readonly string[]): number {
  let best = 0;
  for (const phrase of phrases) best = Math.max(best, startsAt(tokens, at, phrase));
  return best;
}

/** A price at `at`: an optional currency mark before or after the number. */
function priceAt(tokens: string[], at: number, lexicon: SearchLexicon) {
  let i = at;
  if (lexicon.currency.includes(tokens[i] ?? '')) i++;
  if (!isNumber(tokens[i])) return undefined;
  const dollars = Number(tokens[i]);
  // What the price fields accept; a longer number is not a price (an IMEI, an id).
  if (dollars > SEARCH_PRICE_MAX) return undefined;
  i++;
  if (lexicon.currency.includes(tokens[i] ?? '')) i++;
  return { dollars, length: i - at };
}

interface Context {
  /** Facets the request filters on itself. */
  taken: Set<string>;
  sortGiven: boolean;
}

export function understandQuery(
  text: string,
  context: Context,
  lexicon: SearchLexicon = SEARCH_LEXICON,
): Understanding {
  const tokens = words(text);
  const kept: string[] = [];
  const result: Understanding = { filters: {}, understood: [] };
  const note = (kind: UnderstoodPhrase['kind'], from: number, length: number, value: string) =>
    result.understood.push({ kind, text: tokens.slice(from, from + length).join(' '), value });
  const free = (facet: string) => !context.taken.has(facet);
  const priceFree = () =>
    free('price') &&
    result.filters.priceMaxCents === undefined &&
    result.filters.priceMinCents === undefined;

  let i = 0;
  while (i < tokens.length) {
    const word = tokens[i]!;
    // A range: "300 - 500", "$300 to $500".
    const low = priceAt(tokens, i, lexicon);
    if (low && priceFree()) {
      const joiner = tokens[i + low.length];
      const high =
        joiner && lexicon.rangeWords.includes(joiner)
          ? priceAt(tokens, i + low.length + 1, lexicon)
          : undefined;
      if (high && high.dollars >= low.dollars) {
        const length = low.length + 1 + high.length;
        result.filters.priceMinCents = Math.round(low.dollars * 100);
        result.filters.priceMaxCents = Math.round(high.dollars * 100);
        note('priceRange', i, length, `${low.dollars}-${high.dollars}`);
        i += length;
        continue;
      }
    }
    // "under 400", "below $300", "over 200".
    let priced = false;
    for (const [kind, phrases] of [
      ['priceMax', lexicon.priceMax],
      ['priceMin', lexicon.priceMin],
    ] as const) {
      const n = longest(tokens, i, phrases);
      const price = n > 0 ? priceAt(tokens, i + n, lexicon) : undefined;
      if (price && priceFree()) {
        const cents = Math.round(price.dollars * 100);
        if (kind === 'priceMax') result.filters.priceMaxCents = cents;
        else result.filters.priceMinCents = cents;
        note(kind, i, n + price.length, String(price.dollars));
        i += n + price.length;
        priced = true;
        break;
      }
    }
    if (priced) continue;
    const step = matchWordAt(tokens, i, lexicon, context, result, note);
    if (step > 0) {
      i += step;
      continue;
    }
    kept.push(word);
    i++;
  }
  const rest = kept.filter((w) => !lexicon.currency.includes(w)).join(' ');
  if (/[\p{L}\p{N}]/u.test(rest)) result.text = rest;
  return result;
}

type Note = (kind: UnderstoodPhrase['kind'], from: number, length: number, value: string) => void;

/** Storage, cheap, an area, a condition or an alias at `i`: how many words it took (0: none). */
function matchWordAt(
  tokens: string[],
  i: number,
  lexicon: SearchLexicon,
  context: Context,
  result: Understanding,
  note: Note,
): number {
  const word = tokens[i]!;
  const free = (facet: string) => !context.taken.has(facet) && !(facet in result.filters);
  // Storage: "128gb", "128 gb", "1 tb", or a bare known size ("iphone 13 128").
  const glued = /^(\d+)([a-z]+)$/.exec(word);
  const unitOf = (u: string | undefined) => lexicon.storageUnits.find((s) => s.unit === u);
  const storage = glued
    ? unitOf(glued[2]) && { gb: Number(glued[1]) * unitOf(glued[2])!.gb, length: 1 }
    : isNumber(word) && unitOf(tokens[i + 1])
      ? { gb: Number(word) * unitOf(tokens[i + 1])!.gb, length: 2 }
      : isNumber(word) && lexicon.storageSizes.includes(Number(word))
        ? { gb: Number(word), length: 1 }
        : undefined;
  if (storage && Number.isInteger(storage.gb) && storage.gb >= 1 && storage.gb <= 4096) {
    if (!free('storage')) return 0;
    result.filters.storage = [storage.gb];
    note('storage', i, storage.length, String(storage.gb));
    return storage.length;
  }
  const cheap = longest(tokens, i, lexicon.cheap);
  if (cheap > 0 && !context.sortGiven && result.sort === undefined) {
    result.sort = 'price_asc';
    note('cheap', i, cheap, 'price_asc');
    return cheap;
  }
  for (const { phrases, area } of lexicon.areas) {
    const n = longest(tokens, i, phrases);
    if (n > 0 && free('area')) {
      result.filters.area = [area];
      note('area', i, n, area);
      return n;
    }
  }
  for (const { phrases, condition } of lexicon.conditions) {
    const n = longest(tokens, i, phrases);
    if (n > 0 && free('condition')) {
      result.filters.condition = [condition];
      note('condition', i, n, condition);
      return n;
    }
  }
  return 0;
}

/** Other spellings to the catalogue's ("i phone 13" is "iphone 13"), noted once each. */
export function applyAliases(
  text: string,
  lexicon: SearchLexicon = SEARCH_LEXICON,
): { text: string; understood: UnderstoodPhrase[] } {
  const tokens = words(text);
  const out: string[] = [];
  const understood: UnderstoodPhrase[] = [];
  let i = 0;
  while (i < tokens.length) {
    let best = { n: 0, becomes: '' };
    for (const { phrases, becomes } of lexicon.aliases) {
      const n = longest(tokens, i, phrases);
      if (n > best.n) best = { n, becomes };
    }
    if (best.n > 0) {
      understood.push({
        kind: 'alias',
        text: tokens.slice(i, i + best.n).join(' '),
        value: best.becomes,
      });
      out.push(best.becomes);
      i += best.n;
    } else out.push(tokens[i++]!);
  }
  return { text: out.join(' '), understood };
}
