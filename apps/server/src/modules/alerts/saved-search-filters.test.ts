import { parseSavedQuery } from '@phonebazaar/shared';
import { describe, expect, it } from 'vitest';
import {
  filtersOf,
  isPriceDrop,
  type ListingFacts,
  listingKeysOf,
  passesFilters,
  probeKeysOf,
} from './saved-search-filters.ts';

const MODEL = '11111111-1111-4111-8111-111111111111';
const OTHER_MODEL = '22222222-2222-4222-8222-222222222222';
const BRAND = '33333333-3333-4333-8333-333333333333';

const filters = (query: string) => {
  const parsed = parseSavedQuery(query);
  if (!parsed.success) throw new Error(parsed.error.message);
  return filtersOf(parsed.data);
};

const listing = (over: Partial<ListingFacts> = {}): ListingFacts => ({
  categoryId: BRAND,
  modelId: MODEL,
  storageGb: 128,
  productCondition: 'Good',
  area: 'Dhaka',
  variant: null,
  priceCents: 40_000,
  batteryHealth: 90,
  sellerVerified: false,
  imeiOnFile: false,
  noDefects: true,
  ...over,
});

const meets = (query: string, l: ListingFacts) => {
  const keys = new Set(listingKeysOf(l).map((k) => `${k.dim}:${k.value}`));
  return probeKeysOf(filters(query)).some((k) => keys.has(`${k.dim}:${k.value}`));
};

describe('saved search matcher', () => {
  it('When a search names models, then it is filed under each model only', () => {
    expect(probeKeysOf(filters(`model=${MODEL}&model=${OTHER_MODEL}&area=Dhaka`))).toEqual([
      { dim: 'model', value: MODEL },
      { dim: 'model', value: OTHER_MODEL },
    ]);
  });

  it('When a search has no equality filter, then it is filed under any, which every listing probes', () => {
    expect(probeKeysOf(filters('q=iphone&priceMax=500'))).toEqual([{ dim: 'any', value: '' }]);
    expect(listingKeysOf(listing({ modelId: null, storageGb: null }))).toContainEqual({
      dim: 'any',
      value: '',
    });
  });

  it('When a listing passes a search, then its probe keys meet the search (no match is lost)', () => {
    const queries = [
      `model=${MODEL}`,
      `category=${BRAND}&condition=Good`,
      'area=Dhaka&area=Khulna',
      'condition=Good&storage=128',
      'storage=128',
      'priceMin=100&priceMax=500&batteryMin=80',
      'noDefects=true',
    ];
    for (const query of queries) {
      expect(passesFilters(filters(query), listing()), query).toBe(true);
      expect(meets(query, listing()), query).toBe(true);
    }
  });

  it('When a listing differs on one filter, then it does not pass', () => {
    const l = listing();
    expect(passesFilters(filters(`model=${OTHER_MODEL}`), l)).toBe(false);
    expect(meets(`model=${OTHER_MODEL}`, l)).toBe(false);
    expect(passesFilters(filters('priceMax=399'), l)).toBe(false);
    expect(passesFilters(filters('priceMin=400.01'), l)).toBe(false);
    expect(passesFilters(filters('batteryMin=95'), l)).toBe(false);
    expect(passesFilters(filters('batteryMin=50'), listing({ batteryHealth: null }))).toBe(false);
    expect(passesFilters(filters('verifiedSeller=true'), l)).toBe(false);
    expect(passesFilters(filters('area=Khulna'), l)).toBe(false);
    expect(passesFilters(filters('variant=official'), l)).toBe(false);
  });

  it('When the text is only punctuation, then there is no text filter, as on the search page', () => {
    expect(filters('q=%20!!%20').q).toBeNull();
    expect(filters('q=%20iphone%20%2013').q).toBe('iphone 13');
  });

  it('When the text names a place, a price or an alias, then they become filters and spelling as on the search page', () => {
    const f = filters(`q=${encodeURIComponent('i phone dhaka under 400')}`);
    expect(f.q).toBe('iphone');
    expect(f.areas).toEqual(['Dhaka']);
    expect(f.priceMaxCents).toBe(40_000);
    // The person's own filter wins: the word stays text, as on the page.
    const own = filters(`q=${encodeURIComponent('samsung dhaka')}&area=Khulna`);
    expect(own.q).toBe('samsung dhaka');
    expect(own.areas).toEqual(['Khulna']);
  });

  it('When a price falls, then only 5% or $10 from the baseline is a drop', () => {
    expect(isPriceDrop(40_000, 39_500)).toBe(false);
    expect(isPriceDrop(40_000, 39_000)).toBe(true);
    expect(isPriceDrop(10_000, 9_600)).toBe(false);
    expect(isPriceDrop(10_000, 9_500)).toBe(true);
    expect(isPriceDrop(10_000, 10_500)).toBe(false);
    expect(isPriceDrop(10_000, 10_000)).toBe(false);
  });
});
