import type { Brand } from '../../apps/server/src/db/seed/categories.ts';

/**
 * What the generated listings are made of: the six seeded brands with their share of the
 * market, real model lines with launch price (USD) and year, and the pieces descriptions
 * are assembled from. Plain data, turned into SQL literals by generate.ts.
 */
export interface Model {
  name: string;
  /** Launch price in dollars for the base storage. */
  price: number;
  year: number;
}

export const BRANDS: ReadonlyArray<{ brand: Brand; share: number; slug: string; models: Model[] }> =
  [
    {
      brand: 'Apple',
      share: 0.31,
      slug: 'apple',
      models: [
        { name: 'iPhone 11', price: 699, year: 2019 },
        { name: 'iPhone 11 Pro', price: 999, year: 2019 },
        { name: 'iPhone SE (2022)', price: 429, year: 2022 },
        { name: 'iPhone 12 mini', price: 699, year: 2020 },
        { name: 'iPhone 12', price: 799, year: 2020 },
        { name: 'iPhone 12 Pro', price: 999, year: 2020 },
        { name: 'iPhone 13 mini', price: 699, year: 2021 },
        { name: 'iPhone 13', price: 799, year: 2021 },
        { name: 'iPhone 13 Pro', price: 999, year: 2021 },
        { name: 'iPhone 13 Pro Max', price: 1099, year: 2021 },
        { name: 'iPhone 14', price: 799, year: 2022 },
        { name: 'iPhone 14 Plus', price: 899, year: 2022 },
        { name: 'iPhone 14 Pro', price: 999, year: 2022 },
        { name: 'iPhone 14 Pro Max', price: 1099, year: 2022 },
        { name: 'iPhone 15', price: 799, year: 2023 },
        { name: 'iPhone 15 Pro', price: 999, year: 2023 },
        { name: 'iPhone 15 Pro Max', price: 1199, year: 2023 },
      ],
    },
    {
      brand: 'Samsung',
      share: 0.27,
      slug: 'samsung',
      models: [
        { name: 'Galaxy Note 20', price: 999, year: 2020 },
        { name: 'Galaxy S21', price: 799, year: 2021 },
        { name: 'Galaxy S21 Ultra', price: 1199, year: 2021 },
        { name: 'Galaxy S22', price: 799, year: 2022 },
        { name: 'Galaxy S22 Ultra', price: 1199, year: 2022 },
        { name: 'Galaxy S23', price: 799, year: 2023 },
        { name: 'Galaxy S23 Ultra', price: 1199, year: 2023 },
        { name: 'Galaxy S24', price: 799, year: 2024 },
        { name: 'Galaxy A52', price: 349, year: 2021 },
        { name: 'Galaxy A53', price: 449, year: 2022 },
        { name: 'Galaxy A34', price: 379, year: 2023 },
        { name: 'Galaxy A54', price: 449, year: 2023 },
        { name: 'Galaxy Z Flip4', price: 999, year: 2022 },
        { name: 'Galaxy Z Fold4', price: 1799, year: 2022 },
      ],
    },
    {
      brand: 'Xiaomi',
      share: 0.16,
      slug: 'xiaomi',
      models: [
        { name: 'Redmi Note 11', price: 199, year: 2022 },
        { name: 'Redmi Note 12', price: 229, year: 2023 },
        { name: 'Redmi Note 12 Pro', price: 329, year: 2023 },
        { name: 'Redmi Note 13', price: 249, year: 2024 },
        { name: 'Xiaomi 12', price: 749, year: 2022 },
        { name: 'Xiaomi 13', price: 899, year: 2023 },
        { name: 'Poco X5 Pro', price: 299, year: 2023 },
        { name: 'Poco F5', price: 379, year: 2023 },
      ],
    },
    {
      brand: 'Google',
      share: 0.1,
      slug: 'google',
      models: [
        { name: 'Pixel 6', price: 599, year: 2021 },
        { name: 'Pixel 6 Pro', price: 899, year: 2021 },
        { name: 'Pixel 6a', price: 449, year: 2022 },
        { name: 'Pixel 7', price: 599, year: 2022 },
        { name: 'Pixel 7 Pro', price: 899, year: 2022 },
        { name: 'Pixel 7a', price: 499, year: 2023 },
        { name: 'Pixel 8', price: 699, year: 2023 },
        { name: 'Pixel 8 Pro', price: 999, year: 2023 },
      ],
    },
    {
      brand: 'OnePlus',
      share: 0.09,
      slug: 'oneplus',
      models: [
        { name: 'OnePlus 9', price: 729, year: 2021 },
        { name: 'OnePlus 9 Pro', price: 969, year: 2021 },
        { name: 'OnePlus 10 Pro', price: 899, year: 2022 },
        { name: 'OnePlus 10T', price: 649, year: 2022 },
        { name: 'OnePlus 11', price: 699, year: 2023 },
        { name: 'OnePlus 12', price: 799, year: 2024 },
        { name: 'OnePlus Nord 2', price: 399, year: 2021 },
        { name: 'OnePlus Nord CE 3 Lite', price: 299, year: 2023 },
      ],
    },
    {
      brand: 'Motorola',
      share: 0.07,
      slug: 'motorola',
      models: [
        { name: 'Moto G Power', price: 249, year: 2022 },
        { name: 'Moto G Stylus', price: 299, year: 2022 },
        { name: 'Moto G54', price: 199, year: 2023 },
        { name: 'Moto G84', price: 279, year: 2023 },
        { name: 'Edge 30', price: 449, year: 2022 },
        { name: 'Edge 40', price: 599, year: 2023 },
        { name: 'Razr 40', price: 699, year: 2023 },
      ],
    },
  ];

/** Storage options: label, share of listings, price factor against the base model. */
export const STORAGE: ReadonlyArray<[label: string, share: number, factor: number]> = [
  ['64GB', 0.15, 0.9],
  ['128GB', 0.45, 1],
  ['256GB', 0.3, 1.15],
  ['512GB', 0.1, 1.3],
];

export const COLORS = [
  'Black',
  'White',
  'Blue',
  'Green',
  'Purple',
  'Midnight',
  'Silver',
  'Graphite',
  'Red',
  'Gold',
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

/** A description is one sentence from each list, in order (battery health is filled in). */
export const DESCRIPTION_PARTS: ReadonlyArray<string[]> = [
  [
    'Bought new from an authorised shop and used as my main phone.',
    'A gift from my brother abroad, used for only a few months.',
    'Official unit, not refurbished, used carefully with a case from day one.',
    'Used as a second phone for work calls, mostly kept in a drawer.',
    'My daily phone for a while; I have moved to a newer model.',
    'Bought from a friend who kept it in very good shape.',
  ],
  [
    'Battery health %s%%, lasts a full day of normal use.',
    'Battery health is %s%% and it charges quickly.',
    'Battery health %s%%; screen-on time is still around six hours.',
  ],
  [
    'The screen has never been replaced and Face ID or the fingerprint sensor works perfectly.',
    'A couple of hairline scratches on the back that you only see under a lamp.',
    'Small dent on one corner of the frame, nothing that affects use.',
    'Screen protector on since the first day, so the display is spotless.',
    'Some wear on the edges of the frame, the cameras and speakers are fine.',
  ],
  [
    'Original box and cable included.',
    'Comes with the box, a spare case and a fast charger.',
    'No box, but I include a case and a glass protector.',
    'Box and papers included, no charger.',
  ],
  [
    'Serious buyers only, I can meet in a public place.',
    'Price is slightly negotiable for a quick sale.',
    'Selling because I switched to a work phone.',
    'Happy to let you test everything before paying.',
  ],
];
