import type { SearchState } from '@phonebazaar/shared';

/**
 * The canonical query set of issue #17: what buyers type and click on /search, against the
 * generated data (bench/data/texts.ts says how common each word is). Ids of categories and
 * models come from the data set itself (planning reads them), so the same set works at any
 * size and on both databases.
 */

export type QueryGroup =
  | 'text'
  | 'rare'
  | 'typo'
  | 'bangla'
  | 'filter'
  | 'combined'
  | 'sort'
  | 'deep'
  | 'zero';

export interface SearchQueryDef {
  name: string;
  group: QueryGroup;
  state: SearchState;
  /** Page of the result to ask for: > 1 walks x-next-cursor from the first page. */
  page?: number;
  /** Zero-result queries must find nothing; the others must find something at 100k and up. */
  expect: 'none' | 'some' | 'any';
}

export interface SuggestQueryDef {
  name: string;
  q: string;
}

/** What planning reads from the data set to fill in the ids. */
export interface QueryIds {
  category: (name: string) => string;
  model: (name: string) => string;
  /** The catalogue model with the fewest listings on the market (at least one). */
  rareModel: string;
}

/** Deep pages: page 20 of a common result (24 a page: rows 457-480). */
export const DEEP_PAGE = 20;

export function searchQueries(ids: QueryIds): SearchQueryDef[] {
  const apple = ids.category('Apple');
  const samsung = ids.category('Samsung');
  const google = ids.category('Google');
  const q = (
    name: string,
    group: QueryGroup,
    state: SearchState,
    expect: SearchQueryDef['expect'] = 'some',
    page?: number,
  ): SearchQueryDef => ({ name, group, state, expect, ...(page ? { page } : {}) });
  return [
    // Common words: a third of the market, a brand by name, a model line.
    q('q-iphone', 'text', { q: 'iphone' }),
    q('q-samsung-galaxy', 'text', { q: 'samsung galaxy' }),
    q('q-iphone-13-pro', 'text', { q: 'iphone 13 pro' }),
    q('q-pixel-7', 'text', { q: 'pixel 7' }),
    q('q-redmi-note-13', 'text', { q: 'redmi note 13' }),
    q('q-256gb-boxed', 'text', { q: '256gb boxed' }),
    q('q-warranty', 'text', { q: 'warranty' }),
    // Rare words: 0.1% of listings, then ~0.005% (a handful at 100k).
    q('q-engraved', 'rare', { q: 'engraved' }),
    q('q-grameenphone', 'rare', { q: 'grameenphone' }),
    q('q-walnut', 'rare', { q: 'walnut' }, 'any'),
    q('q-holographic-sticker', 'rare', { q: 'holographic sticker' }, 'any'),
    // Typos: corrected over the vocabulary, never by scanning listings.
    q('typo-iphne-13', 'typo', { q: 'iphne 13' }, 'any'),
    q('typo-samsng', 'typo', { q: 'samsng' }, 'any'),
    q('typo-pixle-8-pro', 'typo', { q: 'pixle 8 pro' }, 'any'),
    q('typo-galxy-s23-ultra', 'typo', { q: 'galxy s23 ultra' }, 'any'),
    // Bangla (the `simple` configuration): common, two words, very rare.
    q('bn-phone', 'bangla', { q: 'ফোনটি' }),
    q('bn-battery-health', 'bangla', { q: 'ব্যাটারি হেলথ' }),
    q('bn-box', 'bangla', { q: 'বক্স' }),
    q('bn-dadar', 'bangla', { q: 'দাদার' }, 'any'),
    // Every filter alone.
    q('f-category', 'filter', { category: [apple] }),
    q('f-model', 'filter', { model: [ids.model('iPhone 13')] }),
    q('f-model-rare', 'filter', { model: [ids.rareModel] }),
    q('f-storage', 'filter', { storage: [256] }),
    q('f-variant', 'filter', { variant: ['refurbished'] }),
    q('f-condition', 'filter', { condition: ['Excellent'] }),
    q('f-area', 'filter', { area: ['Khulna'] }),
    q('f-price', 'filter', { priceMin: 200, priceMax: 400 }),
    q('f-battery', 'filter', { batteryMin: 90 }),
    q('f-verified', 'filter', { verifiedSeller: true }),
    q('f-imei', 'filter', { imeiOnFile: true }),
    q('f-no-defects', 'filter', { noDefects: true }),
    q('f-multi-area-condition', 'filter', {
      area: ['Dhaka', 'Chittagong'],
      condition: ['Good', 'Excellent'],
    }),
    // Combined, without and with text.
    q('c-samsung-excellent-dhaka', 'combined', {
      category: [samsung],
      condition: ['Excellent'],
      area: ['Dhaka'],
    }),
    q('c-13pro-256-battery-price', 'combined', {
      model: [ids.model('iPhone 13 Pro')],
      storage: [256],
      batteryMin: 85,
      priceMax: 700,
    }),
    q('c-google-five', 'combined', {
      category: [google],
      variant: ['official'],
      noDefects: true,
      imeiOnFile: true,
      verifiedSeller: true,
    }),
    q('c-128-good-ctg-price', 'combined', {
      storage: [128],
      condition: ['Good'],
      area: ['Chittagong'],
      priceMin: 100,
      priceMax: 300,
    }),
    q('cq-iphone-256-excellent-dhaka', 'combined', {
      q: 'iphone',
      storage: [256],
      condition: ['Excellent'],
      area: ['Dhaka'],
    }),
    q('cq-galaxy-battery-clean-price', 'combined', {
      q: 'galaxy',
      batteryMin: 90,
      noDefects: true,
      priceMax: 500,
    }),
    q('cq-warranty-apple-verified', 'combined', {
      q: 'warranty',
      category: [apple],
      verifiedSeller: true,
    }),
    // Each sort, with and without text.
    q('s-iphone-price-asc', 'sort', { q: 'iphone', sort: 'price_asc' }),
    q('s-iphone-price-desc', 'sort', { q: 'iphone', sort: 'price_desc' }),
    q('s-iphone-relevance', 'sort', { q: 'iphone', sort: 'relevance' }),
    q('s-engraved-relevance', 'sort', { q: 'engraved', sort: 'relevance' }),
    q('s-samsung-price-asc', 'sort', { category: [samsung], sort: 'price_asc' }),
    q('s-all-price-desc', 'sort', { sort: 'price_desc' }),
    q('s-all-newest', 'sort', {}),
    q('s-pixel-rajshahi-imei-price-asc', 'sort', {
      q: 'pixel',
      area: ['Rajshahi'],
      imeiOnFile: true,
      sort: 'price_asc',
    }),
    // Deep cursors: page 20, cursors from the server's own x-next-cursor.
    q('d-iphone-p20', 'deep', { q: 'iphone' }, 'some', DEEP_PAGE),
    q('d-apple-price-asc-p20', 'deep', { category: [apple], sort: 'price_asc' }, 'some', DEEP_PAGE),
    q('d-galaxy-relevance-p20', 'deep', { q: 'galaxy', sort: 'relevance' }, 'some', DEEP_PAGE),
    q('d-all-newest-p20', 'deep', {}, 'some', DEEP_PAGE),
    // Nothing to find: unknown words, impossible filter combinations.
    q('z-nokia-3310', 'zero', { q: 'nokia 3310' }, 'none'),
    q('z-gibberish', 'zero', { q: 'qxzvplk' }, 'none'),
    q(
      'z-filters',
      'zero',
      {
        model: [ids.model('iPhone 13')],
        condition: ['Excellent'],
        batteryMin: 100,
        priceMax: 20,
      },
      'none',
    ),
    q('z-walnut-khulna-1tb', 'zero', { q: 'walnut', area: ['Khulna'], storage: [2048] }, 'none'),
  ];
}

export const SUGGEST_QUERIES: SuggestQueryDef[] = [
  { name: 'suggest-iph', q: 'iph' },
  { name: 'suggest-iphne-13', q: 'iphne 13' },
  { name: 'suggest-sams', q: 'sams' },
  { name: 'suggest-galaxy-s2', q: 'galaxy s2' },
  { name: 'suggest-pixle', q: 'pixle' },
];
