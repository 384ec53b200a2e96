import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { describeOnEachDatabase } from '../../test/test-app.ts';
import { rowsOf } from './rows-of.ts';
import {
  correctText,
  normalizeText,
  similarity,
  trigrams,
  vocabularyWords,
} from './vocabulary-words.ts';

/** Issue #42: the correction made in memory reads text as the database's functions do. */
describeOnEachDatabase('vocabulary words in code, as in the database', (ctx) => {
  it('When a text is normalized, then it comes out as search_normalize makes it', async () => {
    const texts = [
      'iPhone-13 Pro',
      '  Galaxy   S23Ultra 128GB ',
      'Café crème',
      'Moto G84/5G, "mint"!',
      'স্যামসাং ফোন।',
      'pixel7a_256gb',
      'ONE+plus 11R',
    ];
    for (const text of texts) {
      const [row] = await rowsOf(
        ctx().database.db,
        sql`select public.search_normalize(${text}) as n`,
      );
      expect(normalizeText(text), text).toBe(String(row!.n));
    }
  });

  it("When two words are compared, then their similarity is pg_trgm's", async () => {
    const pairs = [
      ['samsng', 'samsung'],
      ['iphon', 'iphone'],
      ['pixle', 'pixel'],
      ['motorla', 'motorola'],
      ['galxy', 'galaxy'],
      ['oneplus', 'nokia'],
    ] as const;
    for (const [a, b] of pairs) {
      const [row] = await rowsOf(
        ctx().database.db,
        sql`select similarity(${a}, ${b})::float8 as s`,
      );
      expect(similarity(trigrams(a), trigrams(b)), `${a} ${b}`).toBeCloseTo(Number(row!.s), 6);
    }
  });
});

describe('correction in memory', () => {
  const vocabulary = vocabularyWords([
    { kind: 'brand', term: 'samsung', label: 'Samsung' },
    { kind: 'model', term: 'iphone 13', label: 'iPhone 13' },
    { kind: 'model', term: 'galaxy s 23', label: 'Galaxy S23' },
  ]);

  it('When a word is unknown and close, then it is corrected, a whole name to its label', () => {
    expect(correctText(vocabulary, 'samsng')).toBe('Samsung');
    expect(correctText(vocabulary, 'iphne 13')).toBe('iPhone 13');
    expect(correctText(vocabulary, 'galxy blue')).toBe('galaxy blue');
  });

  it('When every word is known, short, has a digit or is too far, then nothing changes', () => {
    expect(correctText(vocabulary, 'samsung galaxy')).toBeUndefined();
    expect(correctText(vocabulary, 'smsng')).toBeUndefined();
    expect(correctText(vocabulary, 'iphone 14')).toBeUndefined();
    expect(correctText(vocabulary, '!!')).toBeUndefined();
  });
});
