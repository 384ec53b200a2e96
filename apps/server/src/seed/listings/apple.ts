import type { DemoListing } from './types.ts';

export const APPLE_LISTINGS: DemoListing[] = [
  {
    brand: 'Apple',
    productName: 'iPhone 14 Pro 256GB Deep Purple',
    marketPrice: 999,
    sellingPrice: 749,
    condition: 'Excellent',
    area: 'Dhaka',
    purchased: '2023-01-14',
    seller: 'seller',
    colors: ['#3b2a5c', '#8e7cc3'],
    advertised: true,
    description:
      'Bought from an authorised reseller in Bashundhara City in January 2023. Battery health 91%, never opened or repaired, Face ID and all three cameras work perfectly. Always used with a case and glass protector, so the frame has no dents. Original box and cable included.',
  },
  {
    brand: 'Apple',
    productName: 'iPhone 13 128GB Midnight',
    marketPrice: 699,
    sellingPrice: 455,
    condition: 'Good',
    area: 'Chittagong',
    purchased: '2022-03-09',
    seller: 'seller',
    colors: ['#1f2937', '#4b5563'],
    state: 'sold',
    description:
      'Official unit, not refurbished. Battery health 86%. A couple of hairline scratches on the back glass that you only see under a lamp; the screen is spotless. Selling because I switched to a work phone. Box included, no charger.',
  },
  {
    brand: 'Apple',
    productName: 'iPhone 12 mini 64GB Blue',
    marketPrice: 599,
    sellingPrice: 289.5,
    condition: 'Fair',
    area: 'Khulna',
    purchased: '2021-02-20',
    seller: 'tanvir',
    colors: ['#1e3a8a', '#3b82f6'],
    description:
      'Small phone, great for one hand. Battery health is 79% so it needs a top-up by evening. Dent on the bottom left corner and a scratch on the frame. The screen was replaced once at a shop (True Tone still works). Priced for a quick sale.',
  },
  {
    brand: 'Apple',
    productName: 'iPhone 15 128GB Blue',
    marketPrice: 799,
    sellingPrice: 640,
    condition: 'Excellent',
    area: 'Rajshahi',
    purchased: '2024-01-06',
    seller: 'nusrat',
    colors: ['#93c5fd', '#dbeafe'],
    advertised: true,
    description:
      'A gift from my brother abroad, used for only a few months. Battery health 98%, not a single scratch. USB-C cable and the box with all papers. I can meet near Shaheb Bazar.',
  },
  {
    brand: 'Apple',
    productName: 'iPhone SE (2022) 64GB Starlight',
    marketPrice: 429,
    sellingPrice: 239,
    condition: 'Good',
    area: 'Dhaka',
    purchased: '2022-06-02',
    seller: 'farhana',
    colors: ['#d6d3d1', '#faf7f0'],
    description:
      'Used as a backup phone for about a year. Touch ID works, battery 88%, a small scuff near the charging port. A perfect first iPhone for a student. Dhanmondi area, cash on meeting.',
  },
];
