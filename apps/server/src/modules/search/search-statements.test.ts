import { searchQuerySchema } from '@phonebazaar/shared';
import { beforeAll, expect, it } from 'vitest';
import { createFixtures } from '../../test/fixtures.ts';
import { countingDb } from '../../test/statement-counter.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';
import { createSearch } from './index.ts';

/**
 * Issue #42's cost: a corrected or relaxed search costs at most one statement more than an
 * ordinary one. The correction is made in memory (vocabulary-cache.ts) and the rescue is
 * weighed by the first search's own statement (word-masks.ts), so a rescued search is the
 * ordinary one's candidate statement, the rescued search's, and the page's rows.
 */
describeOnEachDatabase('search statements', (ctx) => {
  let counter: ReturnType<typeof countingDb>;
  let run: (q: string, rest?: Record<string, string>) => ReturnType<Search['search']>;
  type Search = ReturnType<typeof createSearch>['service'];

  beforeAll(async () => {
    const f = createFixtures(ctx().database.db);
    const samsung = await f.category({ name: 'Samsung' });
    const apple = await f.category({ name: 'Apple' });
    const s23 = await f.phoneModel({ categoryId: samsung.id, name: 'Galaxy S23' });
    const ip15 = await f.phoneModel({ categoryId: apple.id, name: 'iPhone 15 Pro' });
    for (let i = 0; i < 4; i++) {
      await f.product({ category: samsung, modelId: s23.id, productName: 'Galaxy S23' });
    }
    for (let i = 0; i < 3; i++) {
      await f.product({ category: apple, modelId: ip15.id, productName: 'iPhone 15 Pro' });
    }
    counter = countingDb(ctx().database);
    const { service } = createSearch({
      db: counter.db,
      publicUrl: 'http://localhost',
      relayOf: (sellerId) => `relay-${sellerId}@sellers.invalid`,
      kind: ctx().kind,
      flushEveryMs: 0,
    });
    run = (q, rest = {}) => service.search(searchQuerySchema.parse({ q, ...rest }));
    // Loads what is kept in memory (the vocabulary, PostgreSQL's word statistics) once.
    await run('galaxy');
  });

  const statementsOf = async (q: string, rest?: Record<string, string>) => {
    counter.reset();
    const answer = await run(q, rest);
    return { answer: answer.result, count: counter.statements.length };
  };

  it('When a search is corrected or relaxed, then it runs at most one statement more than an ordinary one', async () => {
    for (const sort of ['relevance', 'newest']) {
      const ordinary = await statementsOf('galaxy', { sort });
      expect(ordinary.answer.total).toBe(4);
      expect(ordinary.count).toBeGreaterThanOrEqual(2);
      const corrected = await statementsOf('samsng', { sort });
      expect(corrected.answer.correctedFrom).toBe('samsng');
      expect(corrected.answer.total).toBe(4);
      expect(corrected.count, sort).toBeLessThanOrEqual(ordinary.count + 1);
      const relaxed = await statementsOf('iphone 15 pro max', { sort });
      expect(relaxed.answer.notMatched).toEqual(['max']);
      expect(relaxed.answer.total).toBe(3);
      expect(relaxed.count, sort).toBeLessThanOrEqual(ordinary.count + 1);
      const both = await statementsOf('samsng galaxy s23 blue', { sort });
      expect(both.answer.correctedFrom).toBe('samsng galaxy s23 blue');
      expect(both.answer.notMatched).toEqual(['blue']);
      expect(both.count, sort).toBeLessThanOrEqual(ordinary.count + 1);
    }
  });

  it('When a search finds few listings and nothing finds more, then it runs no more statements than an ordinary one', async () => {
    const ordinary = await statementsOf('galaxy');
    const nothing = await statementsOf('zzqxv');
    expect(nothing.answer.total).toBe(0);
    expect(nothing.count).toBeLessThanOrEqual(ordinary.count);
  });
});
