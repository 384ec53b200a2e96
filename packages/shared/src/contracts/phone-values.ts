/**
 * The plain value lists of phone.ts, without zod: what storefront pages need (filter options,
 * labels) without the schema library (issue #22 item 4). phone.ts re-exports them.
 */

export const VARIANTS = ['official', 'unofficial', 'refurbished'] as const;
export type Variant = (typeof VARIANTS)[number];

/** The fixed defect list; a listing names at most all of them (10). */
export const DEFECTS = [
  'screen-crack',
  'dead-pixels',
  'touch-issue',
  'camera-issue',
  'speaker-microphone',
  'charging-port',
  'biometrics',
  'water-exposure',
  'back-glass-cracked',
  'battery-service',
] as const;
export type Defect = (typeof DEFECTS)[number];

export const ACCESSORIES = ['box', 'charger', 'cable', 'case', 'receipt'] as const;
export type Accessory = (typeof ACCESSORIES)[number];
