import type { DemoListing } from './types.ts';

export const SAMSUNG_LISTINGS: DemoListing[] = [
  {
    brand: 'Samsung',
    productName: 'Galaxy S23 Ultra 256GB Phantom Black',
    marketPrice: 1199,
    sellingPrice: 865,
    condition: 'Excellent',
    area: 'Dhaka',
    purchased: '2023-04-02',
    seller: 'seller',
    colors: ['#111827', '#374151'],
    advertised: true,
    description:
      'Bangladesh official variant with the Samsung warranty card. S Pen included and working; the zoom camera is unreal at concerts. In a Spigen case with a screen protector since day one. Only selling because my office gave me a newer phone.',
  },
  {
    brand: 'Samsung',
    productName: 'Galaxy S22 128GB Green',
    marketPrice: 799,
    sellingPrice: 410,
    condition: 'Good',
    area: 'Chittagong',
    purchased: '2022-05-14',
    seller: 'nusrat',
    colors: ['#14532d', '#4ade80'],
    description:
      'Compact flagship with 8GB RAM. The battery lasts a full day with normal use. One small chip on the top corner of the frame; the display has no burn-in. Original charger and box included. GEC circle meet-ups preferred.',
  },
  {
    brand: 'Samsung',
    productName: 'Galaxy A54 5G 128GB Awesome Violet',
    marketPrice: 449,
    sellingPrice: 279,
    condition: 'Good',
    area: 'Khulna',
    purchased: '2023-06-20',
    seller: 'tanvir',
    colors: ['#7c3aed', '#c4b5fd'],
    description:
      'Official set from the Samsung store. Two small scratches on the back, the screen is perfect under a protector. Updated to the latest Android. Fast charger not included, only the cable.',
  },
  {
    brand: 'Samsung',
    productName: 'Galaxy Z Flip4 256GB Bora Purple',
    marketPrice: 999,
    sellingPrice: 449,
    condition: 'Fair',
    area: 'Dhaka',
    purchased: '2022-10-08',
    seller: 'farhana',
    colors: ['#a78bfa', '#ede9fe'],
    description:
      'The hinge is firm and opens smoothly, but the crease is visible and the inner screen protector has a bubble near the fold. Outer screen is fine. Battery is the weak point, about three quarters of a day. Honest listing, please test it before you buy.',
  },
  {
    brand: 'Samsung',
    productName: 'Galaxy S21 FE 5G 128GB Olive',
    marketPrice: 699,
    sellingPrice: 285,
    condition: 'Fair',
    area: 'Rajshahi',
    purchased: '2022-02-11',
    seller: 'seller',
    colors: ['#3f6212', '#a3e635'],
    description:
      'My daily driver for two years. The back panel has scratches and the camera glass has a tiny mark that does not show in photos. Everything works: NFC, fingerprint, wireless charging. Comes with a case.',
  },
];
