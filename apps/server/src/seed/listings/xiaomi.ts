import type { DemoListing } from './types.ts';

export const XIAOMI_LISTINGS: DemoListing[] = [
  {
    brand: 'Xiaomi',
    productName: 'Xiaomi 13T Pro 512GB Meadow Green',
    marketPrice: 799,
    sellingPrice: 585,
    condition: 'Excellent',
    area: 'Dhaka',
    purchased: '2023-12-02',
    seller: 'tanvir',
    colors: ['#166534', '#86efac'],
    advertised: true,
    description:
      'Global version with the 120W charger: empty to full in about twenty minutes. 12GB RAM, 512GB storage. Used carefully for six months, screen and body are perfect. Box with all accessories and the unused case.',
  },
  {
    brand: 'Xiaomi',
    productName: 'Redmi Note 13 Pro 256GB Midnight Black',
    marketPrice: 329,
    sellingPrice: 235,
    condition: 'Good',
    area: 'Chittagong',
    purchased: '2024-02-18',
    seller: 'nusrat',
    colors: ['#0f172a', '#334155'],
    description:
      '200MP camera and AMOLED screen. Selling because I prefer a smaller phone. Tiny scratch on the frame near the volume keys. Charger and box included.',
  },
  {
    brand: 'Xiaomi',
    productName: 'Redmi Note 12 128GB Ice Blue',
    marketPrice: 229,
    sellingPrice: 119,
    condition: 'Fair',
    area: 'Khulna',
    purchased: '2023-05-06',
    seller: 'farhana',
    colors: ['#38bdf8', '#e0f2fe'],
    description:
      'Works perfectly, but the back has visible scratches and the frame has paint chips on the corners. Battery good for a day. A great budget phone for a parent or a kid.',
  },
  {
    brand: 'Xiaomi',
    productName: 'POCO F5 256GB Carbon Black',
    marketPrice: 429,
    sellingPrice: 285,
    condition: 'Good',
    area: 'Rajshahi',
    purchased: '2023-07-22',
    seller: 'seller',
    colors: ['#171717', '#525252'],
    description:
      'A gaming beast, no lag in PUBG or Genshin. Light scratches on the back, the screen has always been under tempered glass. 67W charger included.',
  },
  {
    brand: 'Xiaomi',
    productName: 'Xiaomi 12 Lite 128GB Lite Green',
    marketPrice: 399,
    sellingPrice: 199,
    condition: 'Fair',
    area: 'Dhaka',
    purchased: '2022-08-30',
    seller: 'tanvir',
    colors: ['#4d7c0f', '#bef264'],
    description:
      'Very thin and light. The screen has a faint green line that is only visible on dark backgrounds; everything else works. That line is why the price is low, please check it in person in Uttara.',
  },
];
