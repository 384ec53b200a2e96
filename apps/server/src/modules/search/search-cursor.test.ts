import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors.ts';
import { createPopularQueries } from './popular-queries.ts';
import { decodeSearchCursor, encodeSearchCursor, searchSignature } from './search-cursor.ts';
import { toSearchRequest } from './search-request.ts';

const ID = '6f1c1f5e-4a4b-4c4d-8e8f-909192939495';

describe('search cursors', () => {
  it('When a cursor is decoded for its own sort and search, then the key comes back exactly', () => {
    const signature = searchSignature('q');
    for (const key of [
      { by: 'time', value: Date.parse('2026-11-26T10:00:00.123Z'), id: ID },
      { by: 'price', value: 123_400, id: ID },
      { by: 'rank', value: 0.0607927, at: 1_700_000_000_000, id: ID },
    ] as const) {
      const sort = key.by === 'price' ? 'price_asc' : key.by === 'rank' ? 'relevance' : 'newest';
      const raw = encodeSearchCursor({ sort, signature, key });
      expect(raw.length).toBeLessThanOrEqual(400);
      expect(decodeSearchCursor(raw, { sort, signature })?.key).toEqual(key);
    }
  });

  it('When the same search is written with its filters in another order, then it has the same signature', () => {
    const a = toSearchRequest({
      q: ' iPhone  13 ',
      area: ['Khulna', 'Dhaka'],
      storage: [256, 128],
    });
    const b = toSearchRequest({
      q: 'iphone 13',
      area: ['Dhaka', 'Khulna', 'Dhaka'],
      storage: [128, 256],
    });
    expect(a.signature).toBe(b.signature);
    expect(a.filters.area).toEqual(['Dhaka', 'Khulna']);
    expect(toSearchRequest({ q: 'iphone 13', area: ['Dhaka'] }).signature).not.toBe(a.signature);
  });

  it('When a cursor is forged or broken, then it is a BAD_CURSOR error, never a crash', () => {
    const expected = { sort: 'newest' as const, signature: searchSignature('q') };
    const body = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    for (const raw of [
      '',
      '%%%',
      body([]),
      body({ s: 'newest', h: expected.signature, k: 't', v: 'soon', i: ID }),
      body({ s: 'newest', h: expected.signature, k: 't', v: 1e20, i: ID }),
      body({ s: 'newest', h: expected.signature, k: 'x', v: 1, i: ID }),
      body({ s: 'newest', h: expected.signature, k: 't', v: 1, i: 'nope' }),
      body({ s: 'relevance', h: expected.signature, k: 'r', v: 0.5, i: ID }),
    ]) {
      expect(() => decodeSearchCursor(raw, expected), raw).toThrow(AppError);
    }
  });
});

describe('popular queries', () => {
  it('When queries are noted, then one write carries their counts and too long ones are left out', async () => {
    const writes: Map<string, number>[] = [];
    const popular = createPopularQueries(async (counts) => {
      writes.push(new Map(counts));
    });
    popular.note('iPhone 13');
    popular.note(' iphone 13 ');
    popular.note('x');
    popular.note('one two three four five six seven');
    popular.note('y'.repeat(61));
    await popular.flush();
    await popular.flush();
    expect(writes).toEqual([new Map([['iphone 13', 2]])]);
  });
});
