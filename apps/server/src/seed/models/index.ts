import type { Brand } from '../categories.ts';
import { APPLE_MODELS } from './apple.ts';
import { GOOGLE_MODELS } from './google.ts';
import { MOTOROLA_MODELS } from './motorola.ts';
import { ONEPLUS_MODELS } from './oneplus.ts';
import { SAMSUNG_MODELS } from './samsung.ts';
import type { SeedModel } from './types.ts';
import { XIAOMI_MODELS } from './xiaomi.ts';

export type { SeedModel } from './types.ts';

/** The phone catalogue every installation starts with (issue #16): facts only, per brand. */
export const MODEL_SEED: Readonly<Record<Brand, readonly SeedModel[]>> = {
  Apple: APPLE_MODELS,
  Samsung: SAMSUNG_MODELS,
  Google: GOOGLE_MODELS,
  Xiaomi: XIAOMI_MODELS,
  OnePlus: ONEPLUS_MODELS,
  Motorola: MOTOROLA_MODELS,
};
