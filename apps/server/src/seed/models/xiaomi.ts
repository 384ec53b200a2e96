import { model, type SeedModel } from './types.ts';

const T14 = ['Titan Black', 'Titan Gray', 'Titan Blue'];
const T13 = ['Black', 'Meadow Green', 'Alpine Blue'];
const XIAOMI_12 = ['Gray', 'Blue', 'Purple'];

export const XIAOMI_MODELS: SeedModel[] = [
  model(
    'Redmi Note 14 Pro 5G',
    2025,
    [256, 512],
    [8, 12],
    ['Midnight Black', 'Coral Green', 'Lavender Purple'],
  ),
  model('Xiaomi 14 Ultra', 2024, [512], [16], ['Black', 'White']),
  model('Xiaomi 14', 2024, [256, 512], [12], ['Black', 'White', 'Jade Green']),
  model('Xiaomi 14T Pro', 2024, [256, 512, 1024], [12], T14),
  model('Xiaomi 14T', 2024, [256, 512], [12], [...T14, 'Lemon Green']),
  model(
    'Redmi Note 13 Pro+ 5G',
    2024,
    [256, 512],
    [8, 12],
    ['Midnight Black', 'Moonlight White', 'Aurora Purple'],
  ),
  model(
    'Redmi Note 13 Pro',
    2024,
    [128, 256, 512],
    [8, 12],
    ['Midnight Black', 'Forest Green', 'Lavender Purple'],
  ),
  model(
    'Redmi Note 13',
    2024,
    [128, 256],
    [6, 8],
    ['Midnight Black', 'Mint Green', 'Ice Blue', 'Ocean Sunset'],
  ),
  model('POCO F6 Pro', 2024, [256, 512, 1024], [12, 16], ['Black', 'White']),
  model('POCO F6', 2024, [256, 512], [8, 12], ['Black', 'Green', 'Titanium']),
  model('POCO X6 Pro 5G', 2024, [256, 512], [8, 12], ['Black', 'Grey', 'Yellow']),
  model('Xiaomi 13T Pro', 2023, [256, 512, 1024], [12, 16], T13),
  model('Xiaomi 13T', 2023, [256], [8, 12], T13),
  model('Xiaomi 13 Ultra', 2023, [256, 512, 1024], [12, 16], ['Black', 'Olive Green', 'White']),
  model('Xiaomi 13', 2023, [128, 256], [8], ['Black', 'White', 'Flora Green']),
  model('Xiaomi 13 Lite', 2023, [128, 256], [8], ['Black', 'Lite Blue', 'Lite Pink']),
  model(
    'Redmi Note 12 Pro 5G',
    2023,
    [128, 256],
    [6, 8],
    ['Midnight Black', 'Polar White', 'Sky Blue'],
  ),
  model('Redmi Note 12', 2023, [64, 128, 256], [4, 6, 8], ['Onyx Gray', 'Mint Green', 'Ice Blue']),
  model(
    'Redmi 13C',
    2023,
    [128, 256],
    [4, 6, 8],
    ['Midnight Black', 'Clover Green', 'Navy Blue', 'Glacier White'],
  ),
  model('Redmi 12', 2023, [128, 256], [4, 8], ['Midnight Black', 'Sky Blue', 'Polar Silver']),
  model('POCO F5 Pro', 2023, [256, 512], [8, 12], ['Black', 'White']),
  model('POCO F5', 2023, [256], [8, 12], ['Carbon Black', 'Snowstorm White', 'Electric Blue']),
  model('POCO X5 Pro 5G', 2023, [128, 256], [6, 8], ['Black', 'Blue', 'Yellow']),
  model('Xiaomi 12 Pro', 2022, [256], [8, 12], XIAOMI_12),
  model('Xiaomi 12', 2022, [128, 256], [8, 12], XIAOMI_12),
  model('Xiaomi 12 Lite', 2022, [128, 256], [6, 8], ['Black', 'Lite Green', 'Lite Pink']),
  model('Xiaomi 12T Pro', 2022, [256], [8, 12], ['Black', 'Silver', 'Blue']),
  model('Redmi Note 11', 2022, [64, 128], [4, 6], ['Graphite Gray', 'Twilight Blue', 'Star Blue']),
  model(
    'Xiaomi 11T Pro',
    2021,
    [128, 256],
    [8, 12],
    ['Meteorite Gray', 'Moonlight White', 'Celestial Blue'],
  ),
];
