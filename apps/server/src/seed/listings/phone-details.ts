import type { Accessory, Defect, Variant } from '@phonebazaar/shared';

/** What exactly a demo phone is (issue #16), as its seller's description tells it. */
export interface DemoPhone {
  /** The catalogue model's name under the listing's brand (models/). */
  model: string;
  storageGb: number;
  ramGb: number;
  colour: string;
  variant: Variant;
  /** Only where the description states it. */
  batteryHealth?: number;
  defects: Defect[];
  accessories: Accessory[];
}

const phone = (
  model: string,
  storageGb: number,
  ramGb: number,
  colour: string,
  variant: Variant,
  extra: { batteryHealth?: number; defects?: Defect[]; accessories?: Accessory[] } = {},
): DemoPhone => ({
  model,
  storageGb,
  ramGb,
  colour,
  variant,
  ...(extra.batteryHealth !== undefined ? { batteryHealth: extra.batteryHealth } : {}),
  defects: extra.defects ?? [],
  accessories: extra.accessories ?? [],
});

/**
 * By the listing's product name: every demo listing, as its description tells it. The last six
 * (iPhone SE to Moto G Power) had none until issue #45 item 5: a listing without them fell out
 * of the Model and Storage filters, and the facets did not add up to the results.
 */
export const DEMO_PHONES: Readonly<Record<string, DemoPhone>> = {
  'iPhone 14 Pro 256GB Deep Purple': phone('iPhone 14 Pro', 256, 6, 'Deep Purple', 'official', {
    batteryHealth: 91,
    accessories: ['box', 'cable'],
  }),
  'iPhone 13 128GB Midnight': phone('iPhone 13', 128, 4, 'Midnight', 'official', {
    batteryHealth: 86,
    accessories: ['box'],
  }),
  'iPhone 12 mini 64GB Blue': phone('iPhone 12 mini', 64, 4, 'Blue', 'unofficial', {
    batteryHealth: 79,
    defects: ['battery-service'],
  }),
  'iPhone 15 128GB Blue': phone('iPhone 15', 128, 6, 'Blue', 'unofficial', {
    batteryHealth: 98,
    accessories: ['box', 'cable'],
  }),
  'Galaxy S23 Ultra 256GB Phantom Black': phone(
    'Galaxy S23 Ultra',
    256,
    12,
    'Phantom Black',
    'official',
  ),
  'Galaxy S22 128GB Green': phone('Galaxy S22', 128, 8, 'Green', 'official', {
    accessories: ['charger', 'box'],
  }),
  'Galaxy A54 5G 128GB Awesome Violet': phone(
    'Galaxy A54 5G',
    128,
    8,
    'Awesome Violet',
    'official',
    { accessories: ['cable'] },
  ),
  'Galaxy Z Flip4 256GB Bora Purple': phone('Galaxy Z Flip4', 256, 8, 'Bora Purple', 'official', {
    batteryHealth: 78,
    defects: ['battery-service'],
  }),
  'Pixel 8 Pro 128GB Bay': phone('Pixel 8 Pro', 128, 12, 'Bay', 'unofficial', {
    batteryHealth: 97,
    accessories: ['box', 'cable'],
  }),
  'Pixel 7 128GB Obsidian': phone('Pixel 7', 128, 8, 'Obsidian', 'unofficial'),
  'Pixel 7a 128GB Sea': phone('Pixel 7a', 128, 8, 'Sea', 'unofficial', {
    batteryHealth: 99,
    accessories: ['box', 'receipt'],
  }),
  'Pixel 6 Pro 128GB Stormy Black': phone('Pixel 6 Pro', 128, 12, 'Stormy Black', 'unofficial', {
    defects: ['screen-crack'],
  }),
  'Xiaomi 13T Pro 512GB Meadow Green': phone(
    'Xiaomi 13T Pro',
    512,
    12,
    'Meadow Green',
    'official',
    {
      batteryHealth: 96,
      accessories: ['box', 'charger', 'cable', 'case'],
    },
  ),
  'Redmi Note 13 Pro 256GB Midnight Black': phone(
    'Redmi Note 13 Pro',
    256,
    8,
    'Midnight Black',
    'official',
    { accessories: ['charger', 'box'] },
  ),
  'POCO F5 256GB Carbon Black': phone('POCO F5', 256, 8, 'Carbon Black', 'official', {
    accessories: ['charger'],
  }),
  'Xiaomi 12 Lite 128GB Lite Green': phone('Xiaomi 12 Lite', 128, 8, 'Lite Green', 'official', {
    defects: ['dead-pixels'],
  }),
  'OnePlus 11 5G 256GB Titan Black': phone('OnePlus 11', 256, 16, 'Titan Black', 'unofficial', {
    accessories: ['box', 'charger', 'cable'],
  }),
  'OnePlus Nord CE 3 Lite 5G 128GB Pastel Lime': phone(
    'OnePlus Nord CE 3 Lite 5G',
    128,
    8,
    'Pastel Lime',
    'official',
    { accessories: ['charger', 'box', 'case'] },
  ),
  'OnePlus 10 Pro 128GB Emerald Forest': phone(
    'OnePlus 10 Pro',
    128,
    8,
    'Emerald Forest',
    'unofficial',
  ),
  'OnePlus Nord 3 5G 256GB Tempest Gray': phone(
    'OnePlus Nord 3 5G',
    256,
    16,
    'Tempest Gray',
    'official',
    { batteryHealth: 99, accessories: ['charger', 'box'] },
  ),
  'Motorola Edge 40 256GB Nebula Green': phone(
    'Motorola Edge 40',
    256,
    8,
    'Nebula Green',
    'official',
    { accessories: ['box', 'charger'] },
  ),
  'Moto G84 5G 256GB Viva Magenta': phone('Moto G84 5G', 256, 12, 'Viva Magenta', 'official', {
    accessories: ['charger', 'case'],
  }),
  'Moto G54 5G 128GB Midnight Blue': phone('Moto G54 5G', 128, 8, 'Midnight Blue', 'official', {
    accessories: ['charger'],
  }),
  'Motorola razr 40 Ultra 256GB Infinite Black': phone(
    'Motorola razr 40 Ultra',
    256,
    8,
    'Infinite Black',
    'official',
    { accessories: ['case', 'charger'] },
  ),
  // Issue #45 item 5: the six that had no structured details.
  'iPhone SE (2022) 64GB Starlight': phone('iPhone SE (2022)', 64, 4, 'Starlight', 'official', {
    batteryHealth: 88,
  }),
  'Galaxy S21 FE 5G 128GB Olive': phone('Galaxy S21 FE 5G', 128, 6, 'Olive', 'official', {
    accessories: ['case'],
  }),
  'Pixel 6a 128GB Sage': phone('Pixel 6a', 128, 6, 'Sage', 'unofficial', {
    defects: ['battery-service'],
  }),
  'Redmi Note 12 128GB Ice Blue': phone('Redmi Note 12', 128, 6, 'Ice Blue', 'official'),
  'OnePlus 9 128GB Arctic Sky': phone('OnePlus 9', 128, 8, 'Arctic Sky', 'unofficial', {
    batteryHealth: 85,
    accessories: ['charger', 'box'],
  }),
  'Moto G Power (2022) 64GB Dark Jade': phone(
    'Moto G Power (2022)',
    64,
    4,
    'Dark Jade',
    'official',
  ),
};
