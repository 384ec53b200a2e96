import { SUGGEST_LIMIT, SUGGEST_Q_MAX, SUGGEST_Q_MIN } from '@phonebazaar/shared';
import { describe, expect, it } from 'vitest';
import { SUGGEST_BOUNDS } from '../api/get-suggestions';
import { facetOptions, toggleValue } from './facet-options';
import { filterChips } from './filter-chips';
import { activeFilterCount, readSearchState } from './search-state';

const params = (text: string) => new URLSearchParams(text);

describe('a search read from an address', () => {
  it('When the form without JavaScript sends empty fields, then they are no filter (not 0)', () => {
    expect(
      readSearchState(params('q=pixel&priceMin=&priceMax=&batteryMin=&area=Dhaka'), {
        kind: 'search',
      }),
    ).toEqual({
      q: 'pixel',
      area: ['Dhaka'],
    });
  });

  it('When a list page reads an address, then the text, "Best match" and its own category are left out', () => {
    const address = params(
      'q=x&sort=relevance&category=0b7f3c1e-5a5e-4c8e-9f00-1a2b3c4d5e6f&area=Khulna',
    );
    expect(readSearchState(address, { kind: 'all' })).toEqual({
      category: ['0b7f3c1e-5a5e-4c8e-9f00-1a2b3c4d5e6f'],
      area: ['Khulna'],
    });
    expect(readSearchState(address, { kind: 'category', categoryId: 'c' })).toEqual({
      area: ['Khulna'],
    });
  });

  it('When filters are counted, then each value counts and the text and sort do not', () => {
    const state = readSearchState(
      params('q=x&area=Dhaka&area=Khulna&noDefects=true&sort=price_asc'),
      {
        kind: 'search',
      },
    );
    expect(activeFilterCount(state)).toBe(3);
    expect(filterChips(state).map((chip) => chip.label)).toEqual(['Dhaka', 'Khulna', 'No defects']);
    expect(filterChips(state)[0]?.remove(state)).toEqual({
      q: 'x',
      area: ['Khulna'],
      noDefects: true,
      sort: 'price_asc',
    });
  });

  it('When a storage value is ticked, then the address holds a number and values show in GB order', () => {
    expect(toggleValue({}, 'storage', '256', true)).toEqual({ storage: [256] });
    const options = facetOptions('storage', undefined, false, ['1024', '64']);
    expect(options.map((o) => o.label)).toEqual(['64 GB', '1 TB']);
    expect(options[0]?.count).toBeUndefined();
  });

  it("When the navbar's suggestion bounds are compared with the contract's, then they agree", () => {
    expect(SUGGEST_BOUNDS).toEqual({
      min: SUGGEST_Q_MIN,
      max: SUGGEST_Q_MAX,
      limit: SUGGEST_LIMIT,
    });
  });
});
