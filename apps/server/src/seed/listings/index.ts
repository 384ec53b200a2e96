import { APPLE_LISTINGS } from './apple.ts';
import { GOOGLE_LISTINGS } from './google.ts';
import { MOTOROLA_LISTINGS } from './motorola.ts';
import { ONEPLUS_LISTINGS } from './oneplus.ts';
import { SAMSUNG_LISTINGS } from './samsung.ts';
import type { DemoListing } from './types.ts';
import { XIAOMI_LISTINGS } from './xiaomi.ts';

export type { DemoListing } from './types.ts';

/** Thirty listings: five per brand, across every area and condition. */
export const DEMO_LISTINGS: readonly DemoListing[] = [
  ...APPLE_LISTINGS,
  ...SAMSUNG_LISTINGS,
  ...GOOGLE_LISTINGS,
  ...XIAOMI_LISTINGS,
  ...ONEPLUS_LISTINGS,
  ...MOTOROLA_LISTINGS,
];

/** Stable slug: drives the listing's id and image file name, so never reuse one. */
export function listingSlug(listing: DemoListing): string {
  return listing.productName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
