import { describe, expect, it } from 'vitest';
import { createVocabularyCache, VOCABULARY_MAX_AGE_MS } from './vocabulary-cache.ts';

describe('vocabulary kept in memory (issue #42)', () => {
  const setUp = () => {
    let brand = 'samsung';
    let loads = 0;
    let version = 0;
    let now = 0;
    const cache = createVocabularyCache(
      async () => {
        loads += 1;
        return [{ kind: 'brand', term: brand, label: brand }];
      },
      { current: () => version },
      () => now,
    );
    return {
      cache,
      loads: () => loads,
      rename: (name: string) => {
        brand = name;
      },
      bump: () => {
        version += 1;
      },
      wait: (ms: number) => {
        now += ms;
      },
    };
  };
  const settle = () => new Promise((resolve) => setImmediate(resolve));

  it('When corrections follow one another, then the vocabulary is loaded once', async () => {
    const t = setUp();
    expect(await t.cache.correct('samsng')).toBe('samsung');
    expect(await t.cache.correct('samsnug')).toBe('samsung');
    expect(t.loads()).toBe(1);
  });

  it('When the catalogue changed, then the next correction reloads it in the background', async () => {
    const t = setUp();
    await t.cache.correct('samsng');
    t.rename('motorola');
    t.bump();
    // The words in hand serve while the new ones load.
    expect(await t.cache.correct('motorla')).toBeUndefined();
    await settle();
    expect(await t.cache.correct('motorla')).toBe('motorola');
    expect(t.loads()).toBe(2);
  });

  it('When popular queries were written here, or a minute passed, then it is loaded again', async () => {
    const t = setUp();
    await t.cache.correct('samsng');
    t.cache.forget();
    await t.cache.correct('samsng');
    await settle();
    expect(t.loads()).toBe(2);
    t.wait(VOCABULARY_MAX_AGE_MS + 1);
    await t.cache.correct('samsng');
    await settle();
    expect(t.loads()).toBe(3);
    await t.cache.correct('samsng');
    expect(t.loads()).toBe(3);
  });
});
