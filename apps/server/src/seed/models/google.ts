import { model, type SeedModel } from './types.ts';

const PRO_9 = ['Obsidian', 'Porcelain', 'Hazel', 'Rose Quartz'];
const PIXEL_4 = ['Just Black', 'Clearly White', 'Oh So Orange'];

export const GOOGLE_MODELS: SeedModel[] = [
  model('Pixel 9a', 2025, [128, 256], [8], ['Obsidian', 'Porcelain', 'Iris', 'Peony']),
  model('Pixel 9 Pro XL', 2024, [128, 256, 512, 1024], [16], PRO_9),
  model('Pixel 9 Pro', 2024, [128, 256, 512, 1024], [16], PRO_9),
  model('Pixel 9 Pro Fold', 2024, [256, 512], [16], ['Obsidian', 'Porcelain']),
  model('Pixel 9', 2024, [128, 256], [12], ['Obsidian', 'Porcelain', 'Wintergreen', 'Peony']),
  model('Pixel 8a', 2024, [128, 256], [8], ['Obsidian', 'Porcelain', 'Bay', 'Aloe']),
  model('Pixel 8 Pro', 2023, [128, 256, 512, 1024], [12], ['Obsidian', 'Porcelain', 'Bay', 'Mint']),
  model('Pixel 8', 2023, [128, 256], [8], ['Obsidian', 'Hazel', 'Rose', 'Mint']),
  model('Pixel Fold', 2023, [256, 512], [12], ['Obsidian', 'Porcelain']),
  model('Pixel 7a', 2023, [128], [8], ['Charcoal', 'Snow', 'Sea', 'Coral']),
  model('Pixel 7 Pro', 2022, [128, 256, 512], [12], ['Obsidian', 'Snow', 'Hazel']),
  model('Pixel 7', 2022, [128, 256], [8], ['Obsidian', 'Snow', 'Lemongrass']),
  model('Pixel 6a', 2022, [128], [6], ['Charcoal', 'Chalk', 'Sage']),
  model(
    'Pixel 6 Pro',
    2021,
    [128, 256, 512],
    [12],
    ['Stormy Black', 'Cloudy White', 'Sorta Sunny'],
  ),
  model('Pixel 6', 2021, [128, 256], [8], ['Stormy Black', 'Sorta Seafoam', 'Kinda Coral']),
  model('Pixel 5a 5G', 2021, [128], [6], ['Mostly Black']),
  model('Pixel 5', 2020, [128], [8], ['Just Black', 'Sorta Sage']),
  model('Pixel 4a 5G', 2020, [128], [6], ['Just Black', 'Clearly White']),
  model('Pixel 4a', 2020, [128], [6], ['Just Black', 'Barely Blue']),
  model('Pixel 4 XL', 2019, [64, 128], [6], PIXEL_4),
  model('Pixel 4', 2019, [64, 128], [6], PIXEL_4),
  model('Pixel 3a', 2019, [64], [4], ['Just Black', 'Clearly White', 'Purple-ish']),
];
