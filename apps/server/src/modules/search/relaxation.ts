import { SEARCH_LEXICON, type SearchLexicon } from '@phonebazaar/shared';
import type { QueryWord, WordMasks } from './word-masks.ts';

/**
 * Which words a search too narrow for its listings leaves out (issue #42). Fewest words
 * dropped first; among as many, the least informative: plain words the catalogue does not
 * know, then colours, then model words, then suffixes ("max", "pro"), then numbers; a brand
 * or a model's first word never. Later words go before earlier ones at equal weight
 * (people add detail at the end).
 */
export interface Relaxed {
  /** The words kept, in order. */
  kept: string[];
  dropped: string[];
  /** Sampled listings matching every kept word. */
  count: number;
}

/** How readily a word is dropped: lower goes first; undefined never. */
function dropWeight(word: QueryWord, lexicon: SearchLexicon): number | undefined {
  if (word.anchor) return undefined;
  // A model's number says most after the brand: "iphone 15 pro max" keeps the 15.
  if (/\p{N}/u.test(word.word)) return 4;
  if (lexicon.suffixes.includes(word.word)) return 3;
  if (lexicon.colours.includes(word.word)) return 1;
  if (!word.known) return 0;
  return 2;
}

/** Sampled listings that have every word of `required` (a bit mask). */
function countOf(masks: ReadonlyMap<number, number>, required: number): number {
  let n = 0;
  for (const [mask, count] of masks) if ((mask & required) === required) n += count;
  return n;
}

/** Subsets of `items` of size `k`, in lexicographic order of positions. */
function* choose<T>(items: readonly T[], k: number, from = 0): Generator<T[]> {
  if (k === 0) {
    yield [];
    return;
  }
  for (let i = from; i <= items.length - k; i++) {
    for (const rest of choose(items, k - 1, i + 1)) yield [items[i]!, ...rest];
  }
}

/**
 * The smallest relaxation that finds more than `atLeast` listings (the narrow search's own
 * count), or undefined when none does or the text cannot be relaxed (a single word).
 */
export function chooseRelaxation(
  { words, masks }: WordMasks,
  atLeast: number,
  lexicon: SearchLexicon = SEARCH_LEXICON,
): Relaxed | undefined {
  const n = words.length;
  const all = (1 << n) - 1;
  const droppable = words
    .map((word, i) => ({ i, weight: dropWeight(word, lexicon) }))
    .filter((d): d is { i: number; weight: number } => d.weight !== undefined);
  for (let k = 1; k <= Math.min(droppable.length, n - 1); k++) {
    let best: { drop: number[]; count: number; weight: number; last: number } | undefined;
    for (const subset of choose(droppable, k)) {
      const dropMask = subset.reduce((m, d) => m | (1 << d.i), 0);
      // Numbers alone say nothing ("13" of "ipohne 13" finds every model with a 13).
      const keepsAWord = words.some((w, i) => !(dropMask & (1 << i)) && /\p{L}/u.test(w.word));
      if (!keepsAWord) continue;
      const count = countOf(masks, all & ~dropMask);
      if (count <= atLeast) continue;
      const weight = subset.reduce((w, d) => w + d.weight, 0);
      const last = -Math.max(...subset.map((d) => d.i));
      const better = !best || weight < best.weight || (weight === best.weight && last < best.last);
      if (better) best = { drop: subset.map((d) => d.i), count, weight, last };
    }
    if (best) {
      const dropped = new Set(best.drop);
      return {
        kept: words.filter((_, i) => !dropped.has(i)).map((w) => w.word),
        dropped: words.filter((_, i) => dropped.has(i)).map((w) => w.word),
        count: best.count,
      };
    }
  }
  return undefined;
}

/** Sampled listings with every word: the text as it stands (after a correction). */
export const fullCount = ({ words, masks }: WordMasks) => countOf(masks, (1 << words.length) - 1);
