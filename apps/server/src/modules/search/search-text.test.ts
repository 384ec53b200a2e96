import { type SearchResult, type Suggestion, searchQuerySchema } from '@phonebazaar/shared';
import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { createFixtures } from '../../test/fixtures.ts';
import { hostileString } from '../../test/security/fuzz-arbitraries.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';
import { createSearch } from './index.ts';

/** Every UTF-8 byte percent-encoded: a lone surrogate is sent as the bytes Node makes of it. */
const encode = (s: string) =>
  [...Buffer.from(s, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');

describeOnEachDatabase('search text: Bangla, typos, suggestions, hostile input', (ctx) => {
  let ids: Record<string, string>;
  beforeAll(async () => {
    const f = createFixtures(ctx().database.db);
    const apple = await f.category({ name: 'Apple' });
    const samsung = await f.category({ name: 'Samsung' });
    const iphone13 = await f.phoneModel({ categoryId: apple.id, name: 'iPhone 13' });
    const iphone13pro = await f.phoneModel({ categoryId: apple.id, name: 'iPhone 13 Pro' });
    await f.phoneModel({ categoryId: samsung.id, name: 'Galaxy S23' });
    const bangla = await f.product({
      category: apple,
      modelId: iphone13.id,
      productName: 'iPhone 13, চমৎকার অবস্থা',
      description: 'আইফোন ১৩ প্রো ভালো অবস্থা, ব্যাটারি ৯০%',
    });
    const plain = await f.product({
      category: apple,
      modelId: iphone13pro.id,
      storageGb: 256,
      productName: 'Used Pro phone',
      description: 'Sierra Blue, Café receipt, no scratches',
    });
    const galaxy = await f.product({ category: samsung, productName: 'Galaxy S23 Ultra' });
    ids = { bangla: bangla.id, plain: plain.id, galaxy: galaxy.id };
  });

  const search = async (query: string) => {
    const res = await ctx().app.inject({ method: 'GET', url: `/api/search?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as SearchResult;
  };
  const found = async (q: string) =>
    (await search(`q=${encodeURIComponent(q)}`)).items.map((p) => p._id).sort();
  const suggest = async (q: string) => {
    const url = `/api/search/suggest?q=${encodeURIComponent(q)}`;
    const res = await ctx().app.inject({ method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Suggestion[];
  };

  it('When a Bangla word of the description is searched, then its listing is found', async () => {
    expect(await found('ভালো')).toEqual([ids.bangla]);
    expect(await found('আইফোন ১৩')).toEqual([ids.bangla]);
    expect(await found('চমৎকার')).toEqual([ids.bangla]);
    // A prefix of the last word, as typed in the search box.
    expect(await found('ব্যাটা')).toEqual([ids.bangla]);
  });

  it('When words are written another way (case, accents, punctuation, digits run on), then they still match', async () => {
    expect(await found('CAFE')).toEqual([ids.plain]);
    expect(await found('sierra-blue')).toEqual([ids.plain]);
    expect(await found('iphone13 pro')).toEqual([ids.plain]);
    expect(await found('256gb')).toEqual([ids.plain]);
    expect(await found('galaxy s23')).toEqual([ids.galaxy]);
    // Model and brand names count though the title does not say them.
    expect(await found('apple iphone 13')).toEqual([ids.bangla, ids.plain].sort());
  });

  it('When a typo finds nothing, then the corrected results come, and "did you mean" when asked as typed', async () => {
    const result = await search('q=iphne%2013');
    expect(result.correctedFrom).toBe('iphne 13');
    expect(result.searchedFor).toBe('iPhone 13');
    expect(result.items.map((p) => p._id).sort()).toEqual([ids.bangla, ids.plain].sort());
    const typed = await search('q=iphne%2013&asTyped=true');
    expect(typed.total).toBe(0);
    expect(typed.items).toEqual([]);
    expect(typed.didYouMean).toBe('iPhone 13');
    expect((await search('q=galxy&asTyped=1')).didYouMean).toBe('galaxy');
    // Nothing to offer when no correction would find anything.
    expect((await search('q=zzqxv&asTyped=1')).didYouMean).toBeUndefined();
    expect((await search('q=zzqxv')).correctedFrom).toBeUndefined();
    expect((await search('q=iphone')).didYouMean).toBeUndefined();
  });

  it('When the search box asks for suggestions, then names come first and typos are forgiven', async () => {
    const iph = await suggest('iph');
    expect(iph.slice(0, 2)).toEqual([
      { text: 'iPhone 13', kind: 'model' },
      { text: 'iPhone 13 Pro', kind: 'model' },
    ]);
    expect((await suggest('iphne 13'))[0]).toEqual({ text: 'iPhone 13', kind: 'model' });
    expect((await suggest('sams'))[0]).toEqual({ text: 'Samsung', kind: 'brand' });
    expect((await suggest('s23'))[0]).toEqual({ text: 'Galaxy S23', kind: 'model' });
    expect(await suggest('zzqxv')).toEqual([]);
    expect((await suggest('iphone')).length).toBeLessThanOrEqual(8);
  });

  it('When an admin adds or renames a model, then suggestions follow at once', async () => {
    const f = createFixtures(ctx().database.db);
    const google = await f.category({ name: 'Google' });
    const model = await f.phoneModel({ categoryId: google.id, name: 'Pixel 9' });
    expect((await suggest('pixel'))[0]).toEqual({ text: 'Pixel 9', kind: 'model' });
    const { phoneModels } = await import('../../db/schema.ts');
    const { eq } = await import('drizzle-orm');
    await ctx()
      .database.db.update(phoneModels)
      .set({ name: 'Pixel 9a' })
      .where(eq(phoneModels.id, model.id));
    expect(await suggest('pixel')).toEqual([{ text: 'Pixel 9a', kind: 'model' }]);
  });

  it('When a query found listings often enough, then it is suggested as a popular query', async () => {
    // The app's own search room counts in memory and writes every 30 s; this one on demand.
    const { service } = createSearch({
      db: ctx().database.db,
      publicUrl: 'http://localhost',
      relayOf: (sellerId) => `relay-${sellerId}@sellers.invalid`,
      flushEveryMs: 0,
    });
    const run = (q: string) => service.search(searchQuerySchema.parse({ q }));
    const query = 'used pro phone';
    for (let i = 0; i < 2; i++) expect((await run(query)).result.total).toBe(1);
    // A query that found nothing is never recorded.
    for (let i = 0; i < 3; i++) await run('zzqxv phone');
    await service.flush();
    const queries = async (q: string) => (await suggest(q)).filter((s) => s.kind === 'query');
    expect(await queries('used pro')).toEqual([]);
    await run('Used  PRO phone');
    await service.flush();
    // It begins with what was typed, so it comes before names that only resemble it.
    expect((await suggest('used pro'))[0]).toEqual({ text: query, kind: 'query' });
    expect(await queries('zzqxv')).toEqual([]);
  });

  it('When the query is hostile or random, then the answer is never a server error', async () => {
    const extra = fc.constantFrom('', '&sort=relevance', '&area=Dhaka', '&sort=price_asc&limit=1');
    const syntax = fc
      .array(fc.constantFrom('&', '|', '!', '(', ')', ':*', "'", '\\', '<->', ' ', 'a', '১', '"'), {
        maxLength: 30,
      })
      .map((parts) => parts.join(''));
    await fc.assert(
      fc.asyncProperty(fc.oneof(hostileString, syntax), extra, async (q, rest) => {
        const url = `/api/search?q=${encode(q.slice(0, 150))}${rest}`;
        const res = await ctx().app.inject({ method: 'GET', url });
        expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(500);
        const suggestUrl = `/api/search/suggest?q=${encode(q.slice(0, 70))}`;
        const suggested = await ctx().app.inject({ method: 'GET', url: suggestUrl });
        expect(suggested.statusCode, `${suggestUrl}: ${suggested.body}`).toBeLessThan(500);
      }),
      { numRuns: 150 },
    );
  });
});
