import { model, type SeedModel } from './types.ts';

const TITANIUM_16 = ['Black Titanium', 'White Titanium', 'Natural Titanium', 'Desert Titanium'];
const TITANIUM_15 = ['Black Titanium', 'White Titanium', 'Blue Titanium', 'Natural Titanium'];
const PRO_14 = ['Space Black', 'Silver', 'Gold', 'Deep Purple'];
const PRO_13 = ['Graphite', 'Gold', 'Silver', 'Sierra Blue', 'Alpine Green'];
const PRO_12 = ['Graphite', 'Silver', 'Gold', 'Pacific Blue'];
const PRO_11 = ['Midnight Green', 'Space Gray', 'Silver', 'Gold'];
const IPHONE_16 = ['Black', 'White', 'Pink', 'Teal', 'Ultramarine'];
const IPHONE_15 = ['Black', 'Blue', 'Green', 'Yellow', 'Pink'];
const IPHONE_14 = ['Midnight', 'Starlight', 'Blue', 'Purple', 'Yellow', '(PRODUCT)RED'];
const IPHONE_13 = ['Midnight', 'Starlight', 'Blue', 'Pink', 'Green', '(PRODUCT)RED'];
const IPHONE_12 = ['Black', 'White', 'Blue', 'Green', 'Purple', '(PRODUCT)RED'];

export const APPLE_MODELS: SeedModel[] = [
  model('iPhone 16 Pro Max', 2024, [256, 512, 1024], [8], TITANIUM_16),
  model('iPhone 16 Pro', 2024, [128, 256, 512, 1024], [8], TITANIUM_16),
  model('iPhone 16 Plus', 2024, [128, 256, 512], [8], IPHONE_16),
  model('iPhone 16', 2024, [128, 256, 512], [8], IPHONE_16),
  model('iPhone 16e', 2025, [128, 256, 512], [8], ['Black', 'White']),
  model('iPhone 15 Pro Max', 2023, [256, 512, 1024], [8], TITANIUM_15),
  model('iPhone 15 Pro', 2023, [128, 256, 512, 1024], [8], TITANIUM_15),
  model('iPhone 15 Plus', 2023, [128, 256, 512], [6], IPHONE_15),
  model('iPhone 15', 2023, [128, 256, 512], [6], IPHONE_15),
  model('iPhone 14 Pro Max', 2022, [128, 256, 512, 1024], [6], PRO_14),
  model('iPhone 14 Pro', 2022, [128, 256, 512, 1024], [6], PRO_14),
  model('iPhone 14 Plus', 2022, [128, 256, 512], [6], IPHONE_14),
  model('iPhone 14', 2022, [128, 256, 512], [6], IPHONE_14),
  model('iPhone SE (2022)', 2022, [64, 128, 256], [4], ['Midnight', 'Starlight', '(PRODUCT)RED']),
  model('iPhone 13 Pro Max', 2021, [128, 256, 512, 1024], [6], PRO_13),
  model('iPhone 13 Pro', 2021, [128, 256, 512, 1024], [6], PRO_13),
  model('iPhone 13', 2021, [128, 256, 512], [4], IPHONE_13),
  model('iPhone 13 mini', 2021, [128, 256, 512], [4], IPHONE_13),
  model('iPhone 12 Pro Max', 2020, [128, 256, 512], [6], PRO_12),
  model('iPhone 12 Pro', 2020, [128, 256, 512], [6], PRO_12),
  model('iPhone 12', 2020, [64, 128, 256], [4], IPHONE_12),
  model('iPhone 12 mini', 2020, [64, 128, 256], [4], IPHONE_12),
  model('iPhone SE (2020)', 2020, [64, 128, 256], [3], ['Black', 'White', '(PRODUCT)RED']),
  model('iPhone 11 Pro Max', 2019, [64, 256, 512], [4], PRO_11),
  model('iPhone 11 Pro', 2019, [64, 256, 512], [4], PRO_11),
  model(
    'iPhone 11',
    2019,
    [64, 128, 256],
    [4],
    ['Black', 'White', 'Green', 'Yellow', 'Purple', '(PRODUCT)RED'],
  ),
  model(
    'iPhone XR',
    2018,
    [64, 128, 256],
    [3],
    ['Black', 'White', 'Blue', 'Yellow', 'Coral', '(PRODUCT)RED'],
  ),
  model('iPhone XS Max', 2018, [64, 256, 512], [4], ['Space Gray', 'Silver', 'Gold']),
  model('iPhone XS', 2018, [64, 256, 512], [4], ['Space Gray', 'Silver', 'Gold']),
];
