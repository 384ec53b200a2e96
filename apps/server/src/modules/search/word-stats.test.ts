import { describe, expect, it } from 'vitest';
import { queryWords, wholeWordsFirst } from './word-stats.ts';

/** Frequencies as pg_stats keeps them for search_listings.words (fractions of listings). */
const freq = new Map([
  ['iphone', 0.31],
  ['13', 0.1],
  ['128', 0.2],
  ['pro', 0.25],
  ['256', 0.3],
  ['gb', 0.99],
  ['boxed', 0.015],
  ['samsung', 0.27],
  ['galaxy', 0.27],
]);

describe('word statistics', () => {
  it('When a query is split, then digits part from letters and punctuation splits words, as search_clean does', () => {
    expect(queryWords('iPhone-13 Pro')).toEqual(['iphone', '13', 'pro']);
    expect(queryWords('256GB boxed')).toEqual(['256', 'gb', 'boxed']);
    expect(queryWords('ব্যাটারি হেলথ')).toEqual(['ব্যাটারি', 'হেলথ']);
  });

  it('When the last word is a prefix far more common than a whole word, then whole words go to the index first', () => {
    expect(wholeWordsFirst('iphne 13', freq)).toBe(true);
    expect(wholeWordsFirst('iphone 13 pro', freq)).toBe(true);
  });

  it('When the prefix is the rare word, the query is one word, or nothing is known, then the full query goes to the index', () => {
    expect(wholeWordsFirst('256gb boxed', freq)).toBe(false);
    expect(wholeWordsFirst('samsung galaxy', freq)).toBe(false);
    expect(wholeWordsFirst('iphone', freq)).toBe(false);
    expect(wholeWordsFirst('iphne 13', new Map())).toBe(false);
    expect(wholeWordsFirst('iphne 1', freq)).toBe(false);
  });
});
