import type { DemoListing } from './types.ts';

export const GOOGLE_LISTINGS: DemoListing[] = [
  {
    brand: 'Google',
    productName: 'Pixel 8 Pro 128GB Bay',
    marketPrice: 999,
    sellingPrice: 720,
    condition: 'Excellent',
    area: 'Dhaka',
    purchased: '2023-11-12',
    seller: 'nusrat',
    colors: ['#7dd3fc', '#e0f2fe'],
    advertised: true,
    description:
      'Imported from the US, unlocked, works with GP, Robi and Banglalink (eSIM too). Battery 97%, no scratches anywhere. Box, cable and the USB-C adapter included.',
  },
  {
    brand: 'Google',
    productName: 'Pixel 7 128GB Obsidian',
    marketPrice: 599,
    sellingPrice: 345,
    condition: 'Good',
    area: 'Chittagong',
    purchased: '2023-01-09',
    seller: 'seller',
    colors: ['#111827', '#4b5563'],
    state: 'booked',
    description:
      'Best camera in this price range, night photos are amazing. Small scratch on the aluminium camera bar. The fingerprint sensor works fine after the last update. US version, one physical SIM plus eSIM.',
  },
  {
    brand: 'Google',
    productName: 'Pixel 7a 128GB Sea',
    marketPrice: 499,
    sellingPrice: 335,
    condition: 'Excellent',
    area: 'Khulna',
    purchased: '2023-08-03',
    seller: 'farhana',
    colors: ['#0ea5e9', '#bae6fd'],
    description:
      'Barely used, it was a second phone for work. Wireless charging, 90Hz display, no marks at all. I still have the box and the shop receipt.',
  },
  {
    brand: 'Google',
    productName: 'Pixel 6 Pro 128GB Stormy Black',
    marketPrice: 899,
    sellingPrice: 310,
    condition: 'Fair',
    area: 'Rajshahi',
    purchased: '2022-01-25',
    seller: 'tanvir',
    colors: ['#1f2937', '#6b7280'],
    description:
      'The curved screen has a small crack in the bottom corner under the protector; touch works everywhere. Gets warm while gaming. The camera is still excellent. Selling as is, a little negotiable.',
  },
  {
    brand: 'Google',
    productName: 'Pixel 6a 128GB Sage',
    marketPrice: 449,
    sellingPrice: 205,
    condition: 'Good',
    area: 'Dhaka',
    purchased: '2022-09-17',
    seller: 'seller',
    colors: ['#65a30d', '#d9f99d'],
    description:
      'Clean software and fast updates. Battery replaced at an authorised service centre last month, so it easily lasts a day. Light wear on the edges. Meet-up at Mirpur 10.',
  },
];
