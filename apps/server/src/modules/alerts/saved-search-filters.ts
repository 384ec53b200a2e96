import type { SearchQuery } from '@phonebazaar/shared';
import { understoodFilters } from '../search/index.ts';

/** A saved search's filters as the matcher's columns hold them (cents, sorted sets). */
export interface SavedFilters {
  q: string | null;
  categories: string[] | null;
  models: string[] | null;
  storages: number[] | null;
  conditions: string[] | null;
  areas: string[] | null;
  variants: string[] | null;
  priceMinCents: number | null;
  priceMaxCents: number | null;
  batteryMin: number | null;
  verifiedSeller: boolean;
  imeiOnFile: boolean;
  noDefects: boolean;
}

/** What a listing is matched on (search_listings' columns). */
export interface ListingFacts {
  categoryId: string;
  modelId: string | null;
  storageGb: number | null;
  productCondition: string;
  area: string;
  variant: string | null;
  priceCents: number;
  batteryHealth: number | null;
  sellerVerified: boolean;
  imeiOnFile: boolean;
  noDefects: boolean;
}

export type ProbeKey = { dim: string; value: string };

/**
 * The filters of a validated search query, read as the search page reads them (issue #42):
 * its text understood by search's own function, so "samsung dhaka under 400" is saved as
 * the text "samsung" with Area Dhaka and a price up to $400, and "i phone" as "iphone".
 */
export function filtersOf(query: SearchQuery): SavedFilters {
  const f = understoodFilters(query);
  return {
    q: f.text ?? null,
    categories: f.category ?? null,
    models: f.model ?? null,
    storages: f.storage ?? null,
    conditions: f.condition ?? null,
    areas: f.area ?? null,
    variants: f.variant ?? null,
    priceMinCents: f.priceMinCents ?? null,
    priceMaxCents: f.priceMaxCents ?? null,
    batteryMin: f.batteryMin ?? null,
    verifiedSeller: f.verifiedSeller === true,
    imeiOnFile: f.imeiOnFile === true,
    noDefects: f.noDefects === true,
  };
}

/**
 * Where a saved search is filed for the matcher: under each value of its most selective
 * equality filter, models first (a few hundred values), then brands, areas, conditions,
 * storages; a search with none of them is filed under ('any', ''), which every listing probes.
 * A listing can carry only one value per dimension, so it meets a search through one key.
 */
export function probeKeysOf(f: SavedFilters): ProbeKey[] {
  const pick: Array<[string, readonly (string | number)[] | null]> = [
    ['model', f.models],
    ['category', f.categories],
    ['area', f.areas],
    ['condition', f.conditions],
    ['storage', f.storages],
  ];
  for (const [dim, values] of pick) {
    if (values) return values.map((value) => ({ dim, value: String(value) }));
  }
  return [{ dim: 'any', value: '' }];
}

/** The keys a listing probes: one per dimension it has a value for, and ('any', ''). */
export function listingKeysOf(l: ListingFacts): ProbeKey[] {
  const keys: ProbeKey[] = [
    { dim: 'category', value: l.categoryId },
    { dim: 'area', value: l.area },
    { dim: 'condition', value: l.productCondition },
    { dim: 'any', value: '' },
  ];
  if (l.modelId) keys.push({ dim: 'model', value: l.modelId });
  if (l.storageGb !== null) keys.push({ dim: 'storage', value: String(l.storageGb) });
  return keys;
}

const within = <T>(values: T[] | null, value: T | null) =>
  values === null || (value !== null && values.includes(value));

/**
 * Whether a listing passes a search's filters other than its text (the text is the database's
 * search_query, tested on the candidates only). The SQL of the matcher says the same; this
 * is its statement in code, for tests and for reading.
 */
export function passesFilters(f: SavedFilters, l: ListingFacts): boolean {
  return (
    within(f.categories, l.categoryId) &&
    within(f.models, l.modelId) &&
    within(f.storages, l.storageGb) &&
    within(f.conditions, l.productCondition) &&
    within(f.areas, l.area) &&
    within(f.variants, l.variant) &&
    (f.priceMinCents === null || l.priceCents >= f.priceMinCents) &&
    (f.priceMaxCents === null || l.priceCents <= f.priceMaxCents) &&
    (f.batteryMin === null || (l.batteryHealth !== null && l.batteryHealth >= f.batteryMin)) &&
    (!f.verifiedSeller || l.sellerVerified) &&
    (!f.imeiOnFile || l.imeiOnFile) &&
    (!f.noDefects || l.noDefects)
  );
}

/** A drop worth telling: at least 5% or at least $10 below the price last told (or saved). */
export function isPriceDrop(baselineCents: number, nowCents: number): boolean {
  const drop = baselineCents - nowCents;
  return drop > 0 && (drop >= 1000 || drop * 20 >= baselineCents);
}
