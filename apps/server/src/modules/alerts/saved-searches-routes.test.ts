import { SAVED_SEARCHES_LIMIT } from '@phonebazaar/shared';
import { beforeAll, expect, it } from 'vitest';
import { type Actor, actorFor } from '../../test/buying-helpers.ts';
import { createFixtures, type Fixtures } from '../../test/fixtures.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';
import { alertsJobOf, savedSearchCalls } from './alerts-test-helpers.ts';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describeOnEachDatabase('Saved searches: CRUD, limit, validation, unsubscribe', (ctx) => {
  let f: Fixtures;
  let buyer: Actor;
  let other: Actor;
  const calls = savedSearchCalls(() => ctx().app);

  beforeAll(async () => {
    f = createFixtures(ctx().database.db);
    [buyer, other] = await Promise.all([
      f.buyer().then((r) => actorFor(ctx(), r)),
      f.buyer().then((r) => actorFor(ctx(), r)),
    ]);
  });

  it('When a buyer saves, renames, re-times and deletes a search, then the list follows each step', async () => {
    const created = await calls.create(buyer, {
      name: '  iPhone in Dhaka ',
      frequency: 'daily',
      query: 'q=iphone&area=Dhaka&priceMax=600&cursor=abc&limit=24',
    });
    expect(created.statusCode, created.body).toBe(201);
    const saved = created.json();
    // Paging is not saved; the query is the search page's canonical string.
    expect(saved).toMatchObject({ name: 'iPhone in Dhaka', frequency: 'daily' });
    expect(saved.query).toBe('q=iphone&area=Dhaka&priceMax=600');

    const renamed = await calls.patch(buyer, saved.id, { name: 'Cheap iPhones', frequency: 'off' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Cheap iPhones', frequency: 'off' });

    const list = await calls.list(buyer);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({
      limit: SAVED_SEARCHES_LIMIT,
      items: [{ id: saved.id, name: 'Cheap iPhones', frequency: 'off' }],
    });

    expect((await calls.remove(buyer, saved.id)).statusCode).toBe(200);
    expect((await calls.list(buyer)).json().items).toEqual([]);
    expect((await calls.remove(buyer, saved.id)).statusCode).toBe(404);
  });

  it('When the query, name or frequency is invalid, then 400 with the search schema messages', async () => {
    const badQuery = await calls.create(buyer, { query: 'priceMin=500&priceMax=100' });
    expect(badQuery.statusCode).toBe(400);
    expect(badQuery.body).toMatch(/Maximum price must not be below the minimum price/);
    const unknownFilter = await calls.create(buyer, { query: 'colour=red' });
    expect(unknownFilter.statusCode).toBe(400);
    expect((await calls.create(buyer, { name: '   ' })).statusCode).toBe(400);
    expect((await calls.create(buyer, { frequency: 'hourly' })).statusCode).toBe(400);
    const [saved] = (await calls.list(buyer)).json().items;
    expect(saved).toBeUndefined();
    const one = (await calls.create(buyer, {})).json();
    expect((await calls.patch(buyer, one.id, {})).statusCode).toBe(400);
    await calls.remove(buyer, one.id);
  });

  it("When someone acts on another person's search, then 404 and it is unchanged", async () => {
    const mine = (await calls.create(buyer, { name: 'Mine' })).json();
    for (const res of [
      await calls.patch(other, mine.id, { name: 'Stolen' }),
      await calls.remove(other, mine.id),
      await calls.patch(other, UNKNOWN, { name: 'Nope' }),
      await calls.remove(other, 'not-an-id'),
    ]) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().code).toBe('SAVED_SEARCH_NOT_FOUND');
    }
    expect((await calls.list(other)).json().items).toEqual([]);
    expect((await calls.list(buyer)).json().items[0].name).toBe('Mine');
    await calls.remove(buyer, mine.id);
  });

  it('When a person already keeps 20 searches, then the 21st is 409 SAVED_SEARCHES_LIMIT', async () => {
    const who = await actorFor(ctx(), await f.buyer());
    const all = await Promise.all(
      Array.from({ length: SAVED_SEARCHES_LIMIT + 3 }, (_, i) =>
        calls.create(who, { name: `Search ${i}` }),
      ),
    );
    expect(all.filter((r) => r.statusCode === 201)).toHaveLength(SAVED_SEARCHES_LIMIT);
    const refused = all.filter((r) => r.statusCode !== 201);
    expect(refused).toHaveLength(3);
    for (const r of refused) expect(r.json().code).toBe('SAVED_SEARCHES_LIMIT');
    expect((await calls.list(who)).json().items).toHaveLength(SAVED_SEARCHES_LIMIT);
  });

  it('When a signed unsubscribe link is used, then that search is off; a forged or altered one is 400', async () => {
    const { tokens } = alertsJobOf(ctx());
    const saved = (await calls.create(buyer, { name: 'Pixel', frequency: 'instant' })).json();
    const token = tokens.sign({ kind: 'search', id: saved.id });

    for (const forged of [
      `${token.slice(0, -2)}xx`,
      token.replace(saved.id, UNKNOWN),
      `s.${saved.id}.${'A'.repeat(43)}`,
      'nonsense',
    ]) {
      const res = await calls.unsubscribe(forged);
      expect(res.statusCode, forged).toBe(400);
      expect(res.json().code).toBe('UNSUBSCRIBE_TOKEN_INVALID');
    }
    expect((await calls.list(buyer)).json().items[0].frequency).toBe('instant');

    const ok = await calls.unsubscribe(token);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ scope: 'search', name: 'Pixel' });
    expect((await calls.list(buyer)).json().items[0].frequency).toBe('off');

    const again = (await calls.create(buyer, { name: 'Galaxy', frequency: 'weekly' })).json();
    const all = await calls.unsubscribe(tokens.sign({ kind: 'all', userId: buyer.row.id }));
    expect(all.json()).toEqual({ scope: 'all', name: null });
    const items = (await calls.list(buyer)).json().items;
    expect(items.find((i: { id: string }) => i.id === again.id).frequency).toBe('off');
  });
});
