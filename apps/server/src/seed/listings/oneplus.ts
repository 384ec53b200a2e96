import type { DemoListing } from './types.ts';

export const ONEPLUS_LISTINGS: DemoListing[] = [
  {
    brand: 'OnePlus',
    productName: 'OnePlus 11 5G 256GB Titan Black',
    marketPrice: 799,
    sellingPrice: 560,
    condition: 'Excellent',
    area: 'Dhaka',
    purchased: '2023-03-01',
    seller: 'seller',
    colors: ['#18181b', '#52525b'],
    description:
      '16GB RAM version with 100W charging. Used in a case from day one, zero scratches. The alert slider works. Full box including the red cable.',
  },
  {
    brand: 'OnePlus',
    productName: 'OnePlus Nord CE 3 Lite 5G 128GB Pastel Lime',
    marketPrice: 299,
    sellingPrice: 189,
    condition: 'Good',
    area: 'Rajshahi',
    purchased: '2023-06-10',
    seller: 'farhana',
    colors: ['#84cc16', '#ecfccb'],
    description:
      'Big battery, easily two days. 108MP main camera. A small scratch near the camera. Charger, box and the clear case included.',
  },
  {
    brand: 'OnePlus',
    productName: 'OnePlus 10 Pro 128GB Emerald Forest',
    marketPrice: 899,
    sellingPrice: 365,
    condition: 'Fair',
    area: 'Chittagong',
    purchased: '2022-04-28',
    seller: 'tanvir',
    colors: ['#064e3b', '#10b981'],
    description:
      'The frame has dents from a drop; the back glass is intact. The display has a slight green tint at low brightness, common on this model. Fast charging works. Cheap for those reasons.',
  },
  {
    brand: 'OnePlus',
    productName: 'OnePlus 9 128GB Arctic Sky',
    marketPrice: 729,
    sellingPrice: 255,
    condition: 'Good',
    area: 'Khulna',
    purchased: '2021-07-19',
    seller: 'nusrat',
    colors: ['#a5b4fc', '#e0e7ff'],
    description:
      'Smooth 120Hz screen. Battery health around 85%. Some scuffs on the frame but the matte back is clean. Warp charger and box available.',
  },
  {
    brand: 'OnePlus',
    productName: 'OnePlus Nord 3 5G 256GB Tempest Gray',
    marketPrice: 449,
    sellingPrice: 330,
    condition: 'Excellent',
    area: 'Dhaka',
    purchased: '2023-09-09',
    seller: 'seller',
    colors: ['#374151', '#9ca3af'],
    advertised: true,
    description:
      'Like new, used for four months. 16GB RAM, 80W charger in the box. Selling only because my company gave me a phone. Gulshan or Banani meet-up.',
  },
];
