import { describe, expect, it } from 'vitest';
import {
  parseSearchParams,
  type SearchParamsLike,
  searchQuerySchema,
  toSearchString,
} from './search.ts';

const uuid = '0b7f3c1e-5a5e-4c8e-9f00-1a2b3c4d5e6f';

/** A query string read as the browser's URLSearchParams would (this package has no DOM types). */
function paramsOf(text: string): SearchParamsLike {
  const pairs = text
    .split('&')
    .map((p) => p.split('=').map((part) => decodeURIComponent(part.replaceAll('+', ' '))));
  return {
    get: (name) => pairs.find(([k]) => k === name)?.[1] ?? null,
    getAll: (name) => pairs.filter(([k]) => k === name).map(([, v]) => v ?? ''),
  };
}

describe('search query', () => {
  it('When a value is given once or repeated, then both read as a list', () => {
    expect(searchQuerySchema.parse({ area: 'Dhaka' }).area).toEqual(['Dhaka']);
    expect(searchQuerySchema.parse({ area: ['Dhaka', 'Khulna'] }).area).toEqual([
      'Dhaka',
      'Khulna',
    ]);
  });

  it('When a filter has bad values, then each field says what is wrong', () => {
    const result = searchQuerySchema.safeParse({
      area: 'Mars',
      priceMin: '50',
      priceMax: '10',
      sort: 'relevance',
      storage: 'lots',
      extra: '1',
    });
    expect(result.success).toBe(false);
    const fields = result.error?.issues.map((i) => i.path[0] ?? i.code);
    expect(fields).toEqual(expect.arrayContaining(['area', 'storage']));
  });

  it('When more than 10 values are repeated, then the query is refused', () => {
    const many = Array.from({ length: 11 }, () => 'Dhaka');
    expect(searchQuerySchema.safeParse({ area: many }).success).toBe(false);
  });

  it('When a search becomes a URL and back, then nothing changes', () => {
    const state = {
      q: 'pixel 7',
      category: [uuid],
      storage: [128, 256],
      area: ['Dhaka' as const],
      priceMax: 500,
      noDefects: true,
      sort: 'price_asc' as const,
    };
    const text = toSearchString(state);
    expect(text).toBe(
      `q=pixel%207&category=${uuid}&storage=128&storage=256&area=Dhaka&priceMax=500&noDefects=true&sort=price_asc`,
    );
    expect(parseSearchParams(paramsOf(text))).toEqual(state);
  });

  it('When a page URL holds values the API would refuse, then the page drops them', () => {
    const params = paramsOf('q=x&area=Mars&area=Dhaka&sort=bogus&priceMin=9&priceMax=1');
    expect(parseSearchParams(params)).toEqual({ q: 'x', area: ['Dhaka'], priceMin: 9 });
  });
});

describe('parseSearchParams (search-params.ts, without zod)', () => {
  const RAW: Record<string, string[]> = {
    q: ['  pixel  ', '', '   ', 'x'.repeat(100), ` ${'y'.repeat(101)}`],
    category: [uuid, uuid.toUpperCase(), 'not-a-uuid', '00000000-0000-0000-0000-000000000000', ''],
    model: [uuid, '0b7f3c1e-5a5e-0c8e-9f00-1a2b3c4d5e6f'],
    storage: ['128', ' 256 ', '1.5', '0', '4096', '4097', 'lots', '0x10', '1e3', ''],
    variant: ['official', 'Official', 'refurbished', ''],
    condition: ['Good', 'good', 'Fair'],
    area: ['Dhaka', 'Mars'],
    priceMin: ['0', '9.99', '-1', '100000', '100001', 'Infinity', 'abc', ''],
    priceMax: ['500', ' 12 ', 'NaN', '1e5'],
    batteryMin: ['80', '80.5', '100', '101', '-0', ''],
    verifiedSeller: ['true', 'false', '1', '0', 'yes', 'TRUE', ''],
    noDefects: ['1', 'on'],
    sort: ['newest', 'price_desc', 'relevance', 'bogus'],
  };

  it("When a page URL holds one field's value, then it keeps exactly what the API's schema accepts, as that schema reads it", () => {
    for (const [key, values] of Object.entries(RAW)) {
      for (const raw of values) {
        // With search text, so that sort=relevance stands on its own.
        const others = key === 'q' ? {} : { q: 'x' };
        const accepted = searchQuerySchema.safeParse({ ...others, [key]: raw });
        const expected = accepted.success
          ? accepted.data[key as keyof typeof accepted.data]
          : undefined;
        const read = parseSearchParams(
          paramsOf(`${key === 'q' ? '' : 'q=x&'}${key}=${encodeURIComponent(raw)}`),
        );
        const got = read[key as keyof typeof read];
        expect({ key, raw, value: got }).toEqual({
          key,
          raw,
          value: expected === '' ? undefined : expected,
        });
      }
    }
  });

  it('When a filter is repeated beyond the limit or mixes good and bad values, then the good ones are kept, at most 10', () => {
    const many = Array.from({ length: 12 }, (_, i) => `storage=${i + 1}`).join('&');
    expect(parseSearchParams(paramsOf(`${many}&storage=zero`)).storage).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
    ]);
  });
});
