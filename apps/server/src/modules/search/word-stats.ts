import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from './rows-of.ts';

/** How long the frequencies read from pg_stats are used before being read again. */
const STATS_TTL_MS = 5 * 60_000;

/** A query's words as search_clean splits them (punctuation, digits next to letters). */
export function queryWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/(\p{N})(?=\p{L})|(\p{L})(?=\p{N})/gu, '$1$2 ')
    .split(/[^\p{L}\p{N}\p{M}]+/u)
    .filter(Boolean);
}

/**
 * Whether the GIN index should be asked for the query's whole words only, its last word (a
 * prefix) tested on the rows it returns: when that prefix is far more common than the
 * rarest whole word ("iphne 13", "redmi note 13", "iphone 13 pro"). A prefix merges the
 * posting lists of every word it begins; when the prefix is the rare word ("256gb boxed"),
 * it is the best guide and the full query goes to the index. `freq` holds the fraction of
 * listings each of the most common words is in; a word not there is rare.
 */
export function wholeWordsFirst(text: string, freq: ReadonlyMap<string, number>): boolean {
  const words = queryWords(text).slice(0, 12);
  const last = words.at(-1);
  if (words.length < 2 || !last || last.length < 2) return false;
  let prefix = 0;
  for (const [word, f] of freq) if (word.startsWith(last)) prefix += f;
  const rarest = Math.min(...words.slice(0, -1).map((w) => freq.get(w) ?? 0));
  return prefix >= 0.01 && prefix > 2 * rarest;
}

/**
 * The most common words of search_listings and their frequencies, as PostgreSQL's statistics
 * keep them (ANALYZE: autovacuum, or the bench's load); read at most every five minutes. Empty
 * when never analyzed (then every query goes to the index whole, as before).
 */
export function createWordStats(db: Db) {
  let cached: { at: number; freq: Map<string, number> } | undefined;
  return async function wordFrequencies(): Promise<ReadonlyMap<string, number>> {
    if (cached && Date.now() - cached.at < STATS_TTL_MS) return cached.freq;
    const rows = await rowsOf(
      db,
      sql`select most_common_elems::text::text[] as words, most_common_elem_freqs as freqs
            from pg_stats
           where schemaname = 'public' and tablename = 'search_listings' and attname = 'words'`,
    );
    const freq = new Map<string, number>();
    const words = rows[0]?.words;
    const freqs = rows[0]?.freqs;
    if (Array.isArray(words) && Array.isArray(freqs)) {
      for (const [i, word] of words.entries()) freq.set(String(word), Number(freqs[i]));
    }
    cached = { at: Date.now(), freq };
    return freq;
  };
}
