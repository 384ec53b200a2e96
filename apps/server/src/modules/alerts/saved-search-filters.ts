import type { SearchQuery } from '@phonebazaar/shared';

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

const set = <T extends string | number>(values: T[] | undefined): T[] | null =>
  values && values.length > 0 ? [...new Set(values)].sort() : null;

const hasWord = (text: string) => /[\p{L}\p{N}]/u.test(text);

/** The filters of a validated search query, read as the search service reads them. */
export function filtersOf(query: SearchQuery): SavedFilters {
  const text = query.q?.replace(/\s+/g, ' ').trim();
  return {
    q: text && hasWord(text) ? text : null,
    categories: set(query.category),
    models: set(query.model),
    storages: set(query.storage),
    conditions: set(query.condition),
    areas: set(query.area),
    variants: set(query.variant),
    priceMinCents: query.priceMin !== undefined ? Math.round(query.priceMin * 100) : null,
    priceMaxCents: query.priceMax !== undefined ? Math.round(query.priceMax * 100) : null,
    batteryMin: query.batteryMin ? query.batteryMin : null,
    verifiedSeller: query.verifiedSeller === true,
    imeiOnFile: query.imeiOnFile === true,
    noDefects: query.noDefects === true,
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
