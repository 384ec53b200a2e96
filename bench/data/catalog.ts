import type { Brand } from '../../apps/server/src/seed/categories.ts';

/**
 * What the generated listings are made of besides the phone catalogue (models.ts) and the
 * texts (texts.ts): the six seeded brands with their share of the market, areas, grades and
 * their price range, people's names. Plain data, turned into SQL literals by generate.ts.
 */
export const BRANDS: ReadonlyArray<{ brand: Brand; share: number; slug: string }> = [
  { brand: 'Apple', share: 0.31, slug: 'apple' },
  { brand: 'Samsung', share: 0.27, slug: 'samsung' },
  { brand: 'Xiaomi', share: 0.16, slug: 'xiaomi' },
  { brand: 'Google', share: 0.1, slug: 'google' },
  { brand: 'OnePlus', share: 0.09, slug: 'oneplus' },
  { brand: 'Motorola', share: 0.07, slug: 'motorola' },
];

/** Share of listings per area (AREAS in packages/shared). */
export const AREA_SHARES: ReadonlyArray<[area: string, share: number]> = [
  ['Dhaka', 0.45],
  ['Chittagong', 0.25],
  ['Khulna', 0.15],
  ['Rajshahi', 0.15],
];

/** Condition, share, and the fraction of the market price it sells for (low, high). */
export const CONDITION_SHARES: ReadonlyArray<
  [condition: string, share: number, low: number, high: number]
> = [
  ['Fair', 0.2, 0.35, 0.48],
  ['Good', 0.5, 0.48, 0.62],
  ['Excellent', 0.3, 0.62, 0.8],
];

export const MEETING_PLACES: Record<string, string> = {
  Dhaka: 'Bashundhara City, Panthapath',
  Chittagong: 'GEC Circle',
  Khulna: 'Shib Bari More',
  Rajshahi: 'Shaheb Bazar',
};

export const FIRST_NAMES = [
  'Nusrat',
  'Tanvir',
  'Farhana',
  'Rahim',
  'Sadia',
  'Arif',
  'Mim',
  'Imran',
  'Tasnim',
  'Sabbir',
  'Jannat',
  'Rakib',
  'Anika',
  'Fahim',
  'Sumaiya',
  'Mahmud',
  'Riya',
  'Shakil',
  'Lamia',
  'Hasan',
  'Tania',
  'Zubair',
  'Nadia',
  'Kamrul',
];

export const LAST_NAMES = [
  'Ahmed',
  'Jahan',
  'Akter',
  'Hossain',
  'Rahman',
  'Islam',
  'Chowdhury',
  'Karim',
  'Sultana',
  'Uddin',
  'Begum',
  'Sarker',
  'Talukder',
  'Mia',
  'Khan',
  'Bhuiyan',
];
