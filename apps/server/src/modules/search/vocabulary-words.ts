import { closestWithin } from './typo-tolerance.ts';

/** How alike (trigrams) a known word must be to be weighed as a correction. */
export const CORRECT_MIN_SIMILARITY = 0.2;
/** Known words weighed per unknown one, most alike first. */
export const CORRECT_CANDIDATES = 8;

/**
 * The vocabulary's form of a text, as search_normalize (migration 0013) makes it: accents
 * off, ASCII punctuation and the Bangla dandas to spaces, digits parted from letters, lower
 * case, single spaces. Accents come off by Unicode decomposition (only the combining
 * diacritics, so Bangla vowel signs stay), which is what unaccent does for the letters
 * people type here.
 */
export function normalizeText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .replace(/[!-/:-@[-`{-~।॥]+/g, ' ')
    .replace(/([0-9])([^0-9\s])/g, '$1 $2')
    .replace(/([^0-9\s])([0-9])/g, '$1 $2')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Whether a text has two words or more as the text search parser may split it (any run of
 * letters and digits; generous, so it never says one where the database finds two): a
 * single word can be corrected but never relaxed.
 */
export function hasSeveralWords(text: string): boolean {
  return (
    normalizeText(text)
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean).length >= 2
  );
}

/** pg_trgm's trigrams of a word: lower case, two spaces before and one after. */
export function trigrams(word: string): Set<string> {
  const set = new Set<string>();
  for (const part of word.toLowerCase().split(/[^\p{L}\p{N}]+/u)) {
    if (!part) continue;
    const chars = [...`  ${part} `];
    for (let i = 0; i + 3 <= chars.length; i++) set.add(chars.slice(i, i + 3).join(''));
  }
  return set;
}

/** pg_trgm's similarity: shared trigrams over all trigrams of either. */
export function similarity(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let shared = 0;
  for (const t of a) if (b.has(t)) shared += 1;
  const all = a.size + b.size - shared;
  return all === 0 ? 0 : shared / all;
}

/** The words corrections are chosen from, with their trigrams, and the names' labels. */
export interface VocabularyWords {
  words: { word: string; grams: Set<string> }[];
  known: Set<string>;
  /** A model or brand name's label by its normalized term ("iphone 13" → "iPhone 13"). */
  labels: Map<string, string>;
}

/** The words of the vocabulary's entries (`term`s, normalized) and the names' labels. */
export function vocabularyWords(
  entries: { kind: string; term: string; label: string }[],
): VocabularyWords {
  const known = new Set<string>();
  const labels = new Map<string, string>();
  for (const { kind, term, label } of entries) {
    for (const w of term.split(' ')) if ([...w].length > 1) known.add(w);
    if ((kind === 'model' || kind === 'brand') && !labels.has(term)) labels.set(term, label);
  }
  const words = [...known].sort().map((word) => ({ word, grams: trigrams(word) }));
  return { words, known, labels };
}

/**
 * The text with each word the vocabulary does not know replaced by the known word closest
 * within its tolerance (issue #42, typo-tolerance.ts); undefined when nothing changes. The
 * candidates are the CORRECT_CANDIDATES most alike by trigrams (at least
 * CORRECT_MIN_SIMILARITY, then alphabetical); the edit distance decides. A correction that is
 * a whole model or brand name comes as its label ("iphne 13" gives "iPhone 13").
 */
export function correctText(vocabulary: VocabularyWords, text: string): string | undefined {
  const typed = normalizeText(text).split(' ').filter(Boolean);
  if (typed.length === 0) return undefined;
  const corrected = typed.map((word) => {
    if (vocabulary.known.has(word)) return word;
    const grams = trigrams(word);
    const candidates = vocabulary.words
      .map((w) => ({ word: w.word, alike: similarity(grams, w.grams) }))
      .filter((w) => w.alike >= CORRECT_MIN_SIMILARITY)
      .sort((a, b) => b.alike - a.alike || (a.word < b.word ? -1 : a.word > b.word ? 1 : 0))
      .slice(0, CORRECT_CANDIDATES)
      .map((w) => w.word);
    return closestWithin(word, candidates) ?? word;
  });
  const joined = corrected.join(' ');
  if (joined === typed.join(' ')) return undefined;
  return vocabulary.labels.get(joined) ?? joined;
}
