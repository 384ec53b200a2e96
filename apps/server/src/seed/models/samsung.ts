import { model, type SeedModel } from './types.ts';

const S24 = ['Onyx Black', 'Marble Grey', 'Cobalt Violet', 'Amber Yellow'];
const S23 = ['Phantom Black', 'Cream', 'Green', 'Lavender'];
const S22 = ['Phantom Black', 'Phantom White', 'Green', 'Pink Gold'];
const A5X_2024 = ['Awesome Iceblue', 'Awesome Lilac', 'Awesome Navy', 'Awesome Lemon'];
const A_2023 = ['Blue Black', 'Blue', 'Light Blue', 'Yellow'];

export const SAMSUNG_MODELS: SeedModel[] = [
  model(
    'Galaxy S24 Ultra',
    2024,
    [256, 512, 1024],
    [12],
    ['Titanium Black', 'Titanium Gray', 'Titanium Violet', 'Titanium Yellow'],
  ),
  model('Galaxy S24+', 2024, [256, 512], [12], S24),
  model('Galaxy S24', 2024, [128, 256, 512], [8], S24),
  model(
    'Galaxy S24 FE',
    2024,
    [128, 256, 512],
    [8],
    ['Blue', 'Graphite', 'Gray', 'Mint', 'Yellow'],
  ),
  model('Galaxy Z Fold6', 2024, [256, 512, 1024], [12], ['Silver Shadow', 'Pink', 'Navy']),
  model('Galaxy Z Flip6', 2024, [256, 512], [12], ['Blue', 'Silver Shadow', 'Mint', 'Yellow']),
  model('Galaxy A55 5G', 2024, [128, 256], [8, 12], A5X_2024),
  model('Galaxy A35 5G', 2024, [128, 256], [6, 8], A5X_2024),
  model('Galaxy S23 Ultra', 2023, [256, 512, 1024], [8, 12], S23),
  model('Galaxy S23+', 2023, [256, 512], [8], S23),
  model('Galaxy S23', 2023, [128, 256, 512], [8], S23),
  model('Galaxy S23 FE', 2023, [128, 256, 512], [8], ['Mint', 'Cream', 'Graphite', 'Purple']),
  model('Galaxy Z Fold5', 2023, [256, 512, 1024], [12], ['Icy Blue', 'Phantom Black', 'Cream']),
  model('Galaxy Z Flip5', 2023, [256, 512], [8], ['Mint', 'Graphite', 'Cream', 'Lavender']),
  model(
    'Galaxy A54 5G',
    2023,
    [128, 256],
    [6, 8],
    ['Awesome Graphite', 'Awesome Violet', 'Awesome Lime', 'Awesome White'],
  ),
  model(
    'Galaxy A34 5G',
    2023,
    [128, 256],
    [6, 8],
    ['Awesome Graphite', 'Awesome Violet', 'Awesome Lime', 'Awesome Silver'],
  ),
  model('Galaxy A25 5G', 2023, [128, 256], [6, 8], A_2023),
  model('Galaxy A15', 2023, [128, 256], [4, 6, 8], A_2023),
  model('Galaxy A14', 2023, [64, 128], [4, 6], ['Black', 'Silver', 'Light Green', 'Dark Red']),
  model('Galaxy M34 5G', 2023, [128], [6, 8], ['Midnight Blue', 'Prism Silver', 'Waterfall Blue']),
  model(
    'Galaxy S22 Ultra',
    2022,
    [128, 256, 512, 1024],
    [8, 12],
    ['Phantom Black', 'Phantom White', 'Burgundy', 'Green'],
  ),
  model('Galaxy S22+', 2022, [128, 256], [8], S22),
  model('Galaxy S22', 2022, [128, 256], [8], S22),
  model('Galaxy S21 FE 5G', 2022, [128, 256], [6, 8], ['Graphite', 'Lavender', 'Olive', 'White']),
  model(
    'Galaxy Z Flip4',
    2022,
    [128, 256, 512],
    [8],
    ['Bora Purple', 'Graphite', 'Pink Gold', 'Blue'],
  ),
  model(
    'Galaxy S21 Ultra 5G',
    2021,
    [128, 256, 512],
    [12, 16],
    ['Phantom Black', 'Phantom Silver'],
  ),
  model(
    'Galaxy S21 5G',
    2021,
    [128, 256],
    [8],
    ['Phantom Gray', 'Phantom White', 'Phantom Violet', 'Phantom Pink'],
  ),
  model(
    'Galaxy S20 FE',
    2020,
    [128, 256],
    [6, 8],
    ['Cloud Navy', 'Cloud Lavender', 'Cloud Mint', 'Cloud Red', 'Cloud White', 'Cloud Orange'],
  ),
  model(
    'Galaxy Note20 Ultra 5G',
    2020,
    [256, 512],
    [12],
    ['Mystic Bronze', 'Mystic Black', 'Mystic White'],
  ),
];
