import type { DemoListing } from './types.ts';

export const MOTOROLA_LISTINGS: DemoListing[] = [
  {
    brand: 'Motorola',
    productName: 'Motorola Edge 40 256GB Nebula Green',
    marketPrice: 599,
    sellingPrice: 399,
    condition: 'Excellent',
    area: 'Chittagong',
    purchased: '2023-07-01',
    seller: 'nusrat',
    colors: ['#134e4a', '#2dd4bf'],
    description:
      'Vegan leather back that feels premium and shows no wear. IP68, wireless charging, clean near-stock Android. Box and 68W charger included.',
  },
  {
    brand: 'Motorola',
    productName: 'Moto G84 5G 256GB Viva Magenta',
    marketPrice: 299,
    sellingPrice: 199,
    condition: 'Good',
    area: 'Dhaka',
    purchased: '2023-11-20',
    seller: 'farhana',
    colors: ['#9d174d', '#f472b6'],
    description:
      '12GB RAM, pOLED screen and stereo speakers. A small mark on the leather back. Bought from the official store. Charger and cover included.',
  },
  {
    brand: 'Motorola',
    productName: 'Moto G54 5G 128GB Midnight Blue',
    marketPrice: 249,
    sellingPrice: 139,
    condition: 'Fair',
    area: 'Rajshahi',
    purchased: '2024-01-14',
    seller: 'tanvir',
    colors: ['#172554', '#1e40af'],
    description:
      'The screen protector is cracked (the screen under it is fine) and the back has scratches. The 6000mAh battery still lasts very long. No box, only the charger.',
  },
  {
    brand: 'Motorola',
    productName: 'Motorola razr 40 Ultra 256GB Infinite Black',
    marketPrice: 999,
    sellingPrice: 549,
    condition: 'Good',
    area: 'Khulna',
    purchased: '2023-08-25',
    seller: 'seller',
    colors: ['#0a0a0a', '#404040'],
    description:
      'The big outer screen is really useful. The hinge is tight and the crease is light. A small scratch on the outer glass. Comes with the original case and charger.',
  },
  {
    brand: 'Motorola',
    productName: 'Moto G Power (2022) 64GB Dark Jade',
    marketPrice: 199,
    sellingPrice: 89,
    condition: 'Fair',
    area: 'Rajshahi',
    purchased: '2022-05-03',
    seller: 'nusrat',
    colors: ['#14532d', '#166534'],
    description:
      'Old but reliable, and the battery is still great. Slow for heavy games. Scratches on the back. A good backup phone or one for a grandparent.',
  },
];
