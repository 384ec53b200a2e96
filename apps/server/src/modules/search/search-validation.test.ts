import { NEXT_CURSOR_HEADER } from '@phonebazaar/shared';
import { beforeAll, expect, it } from 'vitest';
import { createFixtures } from '../../test/fixtures.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';
import { encodeSearchCursor } from './search-cursor.ts';

const UUID = '6f1c1f5e-4a4b-4c4d-8e8f-909192939495';

describeOnEachDatabase('search parameters', (ctx) => {
  beforeAll(async () => {
    const f = createFixtures(ctx().database.db);
    const category = await f.category();
    await f.products(5, { category, productName: 'Pixel 7 128GB' });
  });

  const get = (query: string) => ctx().app.inject({ method: 'GET', url: `/api/search?${query}` });

  async function expectRefused(query: string, field: string, message: RegExp | string) {
    const res = await get(query);
    expect(res.statusCode, `${query}: ${res.body}`).toBe(400);
    const body = res.json() as { code: string; fieldErrors?: Record<string, string[]> };
    const messages = body.fieldErrors?.[field] ?? [];
    expect(messages.join(' | '), `${query}: ${res.body}`).toMatch(message);
    return body;
  }

  it('When every parameter is valid, then the search answers 200', async () => {
    const query = [
      'q=pixel',
      `category=${UUID}`,
      `model=${UUID}`,
      'storage=128',
      'variant=official',
      'condition=Good',
      'area=Dhaka',
      'priceMin=0',
      'priceMax=100000',
      'batteryMin=80',
      'verifiedSeller=true',
      'imeiOnFile=1',
      'noDefects=false',
      'sort=relevance',
      'limit=60',
    ].join('&');
    const res = await get(query);
    expect(res.statusCode, res.body).toBe(200);
  });

  it('When a value is malformed, then the answer is 400 with the field message', async () => {
    await expectRefused(`q=${'x'.repeat(101)}`, 'q', /at most 100 characters/);
    await expectRefused('category=apple', 'category.0', /category id/);
    await expectRefused('model=1', 'model.0', /model id/);
    await expectRefused('storage=lots', 'storage.0', /number of GB/);
    await expectRefused('storage=12.5', 'storage.0', /whole number/);
    await expectRefused('variant=fake', 'variant.0', /Variant must be one of/);
    await expectRefused('condition=Mint', 'condition.0', /Condition must be one of/);
    await expectRefused('area=Sylhet', 'area.0', /Area must be one of/);
    await expectRefused('priceMin=-1', 'priceMin', /at least 0/);
    await expectRefused('priceMax=100001', 'priceMax', /at most 100000/);
    await expectRefused('priceMin=cheap', 'priceMin', /number of dollars/);
    await expectRefused('batteryMin=101', 'batteryMin', /at most 100%/);
    await expectRefused('verifiedSeller=yes', 'verifiedSeller', /true or false/);
    await expectRefused('imeiOnFile=2', 'imeiOnFile', /true or false/);
    await expectRefused('noDefects=', 'noDefects', /true or false/);
    await expectRefused('sort=oldest', 'sort', /Sort must be one of/);
    await expectRefused('limit=61', 'limit', /at most 60/);
    await expectRefused('limit=0', 'limit', /at least 1/);
  });

  it('When the rules between fields are broken, then the answer says which', async () => {
    await expectRefused('priceMin=500&priceMax=100', 'priceMax', /not be below the minimum/);
    await expectRefused('sort=relevance', 'sort', /needs search text/);
    await expectRefused('q=%20%20&sort=relevance', 'sort', /needs search text/);
  });

  it('When a filter has more than 10 values or a parameter is unknown, then it is refused', async () => {
    const eleven = Array.from({ length: 11 }, () => 'area=Dhaka').join('&');
    await expectRefused(eleven, 'area', /At most 10 area values/);
    const res = await get('q=pixel&color=red');
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatch(/color/);
  });

  it('When the cursor is malformed, then the answer is 400 BAD_CURSOR', async () => {
    for (const cursor of [
      'garbage',
      Buffer.from('1700000000000:6f1c1f5e-4a4b-4c4d-8e8f-909192939495').toString('base64url'),
      Buffer.from('[1,2]').toString('base64url'),
      Buffer.from('{"s":"newest","h":"x","k":"t","v":1e400,"i":"x"}').toString('base64url'),
      'x'.repeat(401),
    ]) {
      const res = await get(`q=pixel&cursor=${cursor}`);
      expect(res.statusCode, cursor).toBe(400);
      expect(['BAD_CURSOR', 'VALIDATION_FAILED']).toContain(res.json().code);
    }
  });

  it('When a cursor from another sort or another search is sent, then the answer is 400 BAD_CURSOR', async () => {
    const first = await get('q=pixel&limit=2');
    const cursor = first.headers[NEXT_CURSOR_HEADER] as string;
    expect(cursor).toBeTruthy();
    expect((await get(`q=pixel&limit=2&cursor=${cursor}`)).statusCode).toBe(200);

    const otherSort = await get(`q=pixel&limit=2&sort=price_asc&cursor=${cursor}`);
    expect(otherSort.statusCode).toBe(400);
    expect(otherSort.json()).toMatchObject({
      code: 'BAD_CURSOR',
      fieldErrors: { cursor: ['This cursor belongs to another sort order'] },
    });
    const otherQuery = await get(`q=pixel 7&limit=2&cursor=${cursor}`);
    expect(otherQuery.json()).toMatchObject({
      code: 'BAD_CURSOR',
      fieldErrors: { cursor: ['This cursor belongs to another search'] },
    });
    const otherFilter = await get(`q=pixel&area=Dhaka&limit=2&cursor=${cursor}`);
    expect(otherFilter.json().code).toBe('BAD_CURSOR');
    // A key that does not belong to the sort, under the right signature.
    const forged = encodeSearchCursor({
      sort: 'newest',
      signature: JSON.parse(Buffer.from(cursor, 'base64url').toString()).h,
      key: { by: 'price', value: 100, id: UUID },
    });
    expect((await get(`q=pixel&limit=2&cursor=${forged}`)).json().code).toBe('BAD_CURSOR');
  });

  it('When suggestions are asked for too little or too much text, then the answer is 400', async () => {
    const suggest = (q: string) =>
      ctx().app.inject({ method: 'GET', url: `/api/search/suggest?q=${encodeURIComponent(q)}` });
    expect((await suggest('a')).statusCode).toBe(400);
    expect((await suggest(' a ')).statusCode).toBe(400);
    expect((await suggest('x'.repeat(61))).statusCode).toBe(400);
    expect((await suggest('pi')).statusCode).toBe(200);
    const extra = await ctx().app.inject({ method: 'GET', url: '/api/search/suggest?q=pi&x=1' });
    expect(extra.statusCode).toBe(400);
  });
});
