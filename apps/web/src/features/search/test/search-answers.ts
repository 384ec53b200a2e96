import type { Product, SearchFacets, SearchResult } from '@phonebazaar/shared';
import { makeProduct } from '../../../test/fixtures';

export const GOOGLE_ID = '0b7f3c1e-5a5e-4c8e-9f00-1a2b3c4d5e6f';
export const PIXEL_7_ID = '1c8f4d2f-6b6f-4d9f-8a11-2b3c4d5e6f70';

/** Facets as GET /api/search answers them, with names for the category and model ids. */
export function makeFacets(overrides: Partial<SearchFacets> = {}): SearchFacets {
  return {
    category: [{ value: GOOGLE_ID, count: 2, label: 'Google' }],
    model: [{ value: PIXEL_7_ID, count: 1, label: 'Pixel 7' }],
    storage: [
      { value: '256', count: 1 },
      { value: '128', count: 2 },
    ],
    condition: [
      { value: 'Good', count: 1 },
      { value: 'Excellent', count: 1 },
    ],
    area: [
      { value: 'Dhaka', count: 1 },
      { value: 'Khulna', count: 1 },
    ],
    variant: [{ value: 'official', count: 2 }],
    ...overrides,
  };
}

/** A whole answer of GET /api/search. */
export function makeSearchResult(
  items: Product[] = [makeProduct({ productName: 'Pixel 7 128GB' })],
  overrides: Partial<SearchResult> = {},
): SearchResult {
  return { items, total: items.length, facets: makeFacets(), ...overrides };
}
