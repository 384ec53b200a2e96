import { SEARCH_COUNT_CAP, type SearchFacet } from '@phonebazaar/shared';
import type { Db } from '../../db/client.ts';
import { categories, phoneModels, products, users } from '../../db/schema.ts';

/**
 * Test data for search (tests only): a few thousand listings with every structured field
 * varied, inserted in a few multi-row statements, and a brute-force reference of what a
 * search must answer, computed here in JS from the rows as inserted.
 */

export interface ListingFacts {
  id: string;
  productName: string;
  description: string;
  searchTerms: string;
  price: number;
  postTime: number;
  category: string;
  model: string | null;
  storage: number | null;
  condition: string;
  area: string;
  variant: string | null;
  battery: number | null;
  verified: boolean;
  imeiOnFile: boolean;
  noDefects: boolean;
  live: boolean;
}

const BRANDS = {
  Apple: ['iPhone 13', 'iPhone 14 Pro', 'iPhone 15'],
  Samsung: ['Galaxy S23', 'Galaxy A54'],
  Google: ['Pixel 7', 'Pixel 8 Pro'],
} as const;
const STORAGE = [64, 128, 256, 512, 1024];
const CONDITIONS = ['Fair', 'Good', 'Excellent'];
const AREAS = ['Dhaka', 'Chittagong', 'Khulna', 'Rajshahi'];
const VARIANTS = ['official', 'unofficial', 'refurbished'];
const COLOURS = ['Black', 'Blue', 'Midnight', 'Starlight', 'Green'];
const ENGLISH = [
  'clean',
  'phone',
  'battery',
  'good',
  'screen',
  'original',
  'box',
  'charger',
  'scratch-free',
  'urgent',
  'sale',
  'camera',
  'works',
  'perfectly',
];
const BANGLA = ['ভালো', 'অবস্থা', 'ফোন', 'বিক্রি', 'আসল', 'চার্জার'];
/** Words in exactly a few listings. */
export const RARE_WORDS = ['holographic', 'nebula', 'aurora'];

/** A deterministic generator (mulberry32): the same data on both databases and every run. */
function random(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const chance = (p: number) => next() < p;
  return { next, pick, chance };
}

export interface SearchWorld {
  categories: Map<string, string>;
  /** Model id to name. */
  models: Map<string, string>;
  listings: ListingFacts[];
}

/** Inserts `count` listings (some sold, some deleted) of 3 brands and 7 models. */
export async function seedSearchWorld(db: Db, count: number, seed = 17): Promise<SearchWorld> {
  const r = random(seed);
  const world: SearchWorld = { categories: new Map(), models: new Map(), listings: [] };
  const brandModels: { category: string; brand: string; id: string; name: string }[] = [];
  for (const [brand, names] of Object.entries(BRANDS)) {
    const [category] = await db
      .insert(categories)
      .values({ name: brand, icon: '/icons/test.svg', bg: 'bg-sky-100' })
      .returning({ id: categories.id });
    world.categories.set(category!.id, brand);
    for (const name of names) {
      const [model] = await db
        .insert(phoneModels)
        .values({ categoryId: category!.id, name, releaseYear: 2023 })
        .returning({ id: phoneModels.id });
      world.models.set(model!.id, name);
      brandModels.push({ category: category!.id, brand, id: model!.id, name });
    }
  }
  const sellers = await db
    .insert(users)
    .values(
      Array.from({ length: 20 }, (_, i) => ({
        email: `search-seller-${seed}-${i}@example.com`,
        name: `Seller ${i}`,
        role: 'seller' as const,
        verified: i % 2 === 0,
      })),
    )
    .returning({ id: users.id, email: users.email, name: users.name, verified: users.verified });

  const start = Date.parse('2026-01-01T00:00:00.000Z');
  const values: (typeof products.$inferInsert)[] = [];
  for (let i = 0; i < count; i++) {
    const m = r.pick(brandModels);
    const named = r.chance(0.9);
    const storage = r.chance(0.85) ? r.pick(STORAGE) : null;
    const colour = r.pick(COLOURS);
    const words = Array.from({ length: 4 + Math.floor(r.next() * 6) }, () =>
      r.chance(0.12) ? r.pick(BANGLA) : r.pick(ENGLISH),
    );
    if (i % 997 === 5) words.push(RARE_WORDS[((i / 997) % 3) | 0]!);
    const seller = sellers[i % sellers.length]!;
    const defects = r.chance(0.3) ? ['screen-crack'] : [];
    values.push({
      productName: `${named ? m.name : m.brand} ${storage ? `${storage}GB` : ''} ${colour}`.trim(),
      description: `Used ${words.join(' ')}.`,
      marketPriceCents: 10_000_000,
      // Some prices repeat, so the id decides ties.
      sellingPriceCents: 100 + Math.floor(r.next() * 400) * 2500,
      area: r.pick(AREAS),
      purchaseYear: '2023-01-15',
      productCondition: defects.length ? 'Fair' : r.pick(CONDITIONS),
      categoryId: m.category,
      productImg: '/images/test-phone.webp',
      sellerId: seller.id,
      sellerName: seller.name,
      sellerEmail: seller.email,
      sellerPhone: '+8801700000000',
      postTime: new Date(start + i * 60_000 + Math.floor(r.next() * 30_000)),
      sold: r.chance(0.05),
      deletedAt: r.chance(0.03) ? new Date(start) : null,
      modelId: named ? m.id : null,
      storageGb: storage,
      colour,
      variant: r.chance(0.8) ? r.pick(VARIANTS) : null,
      batteryHealth: r.chance(0.7) ? 50 + Math.floor(r.next() * 51) : null,
      defects,
      imeiLast4: r.chance(0.4) ? String(1000 + i).slice(-4) : null,
    });
  }
  for (let i = 0; i < values.length; i += 500) {
    const rows = await db
      .insert(products)
      .values(values.slice(i, i + 500))
      .returning();
    for (const row of rows) {
      world.listings.push({
        id: row.id,
        productName: row.productName,
        description: row.description,
        searchTerms: row.searchTerms,
        price: row.sellingPriceCents,
        postTime: row.postTime.getTime(),
        category: row.categoryId,
        model: row.modelId,
        storage: row.storageGb,
        condition: row.productCondition,
        area: row.area,
        variant: row.variant,
        battery: row.batteryHealth,
        verified: row.sellerVerified,
        imeiOnFile: row.imeiLast4 !== null,
        noDefects: row.defects.length === 0,
        live: !row.sold && row.deletedAt === null,
      });
    }
  }
  return world;
}

// --- The reference --------------------------------------------------------------------

/** The words of a text as search_clean and to_tsvector('simple') make them (ASCII data). */
export function words(text: string): string[] {
  return text
    .replace(/[!-/:-@[-`{-~।॥]+/g, ' ')
    .replace(/([0-9])([^0-9\s])/g, '$1 $2')
    .replace(/([^0-9\s])([0-9])/g, '$1 $2')
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean);
}

/** Every word whole but the last, a prefix when longer than one letter (search_query). */
export function matchesText(listing: ListingFacts, q: string): boolean {
  const query = [...new Set(words(q))];
  if (query.length === 0) return false;
  const doc = new Set(
    words(`${listing.productName} ${listing.searchTerms} ${listing.description}`),
  );
  return query.every((word, i) => {
    if (i < query.length - 1 || word.length === 1) return doc.has(word);
    for (const w of doc) if (w.startsWith(word)) return true;
    return false;
  });
}

export interface ReferenceQuery {
  q?: string;
  category?: string[];
  model?: string[];
  storage?: number[];
  condition?: string[];
  area?: string[];
  variant?: string[];
  priceMin?: number;
  priceMax?: number;
  batteryMin?: number;
  verifiedSeller?: boolean;
  imeiOnFile?: boolean;
  noDefects?: boolean;
}

const FACET_FIELD: Record<SearchFacet, keyof ListingFacts> = {
  category: 'category',
  model: 'model',
  storage: 'storage',
  condition: 'condition',
  area: 'area',
  variant: 'variant',
};

export function matches(l: ListingFacts, q: ReferenceQuery, omit?: SearchFacet): boolean {
  if (!l.live) return false;
  if (q.q !== undefined && /[\p{L}\p{N}]/u.test(q.q) && !matchesText(l, q.q)) return false;
  for (const facet of Object.keys(FACET_FIELD) as SearchFacet[]) {
    const values = q[facet] as (string | number)[] | undefined;
    if (facet === omit || !values) continue;
    if (!values.includes(l[FACET_FIELD[facet]] as string | number)) return false;
  }
  if (q.priceMin !== undefined && l.price < Math.round(q.priceMin * 100)) return false;
  if (q.priceMax !== undefined && l.price > Math.round(q.priceMax * 100)) return false;
  if (q.batteryMin && (l.battery === null || l.battery < q.batteryMin)) return false;
  if (q.verifiedSeller && !l.verified) return false;
  if (q.imeiOnFile && !l.imeiOnFile) return false;
  if (q.noDefects && !l.noDefects) return false;
  return true;
}

const cmp = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);

export type ReferenceSort = 'newest' | 'price_asc' | 'price_desc';

export function sortListings(rows: ListingFacts[], sort: ReferenceSort): ListingFacts[] {
  return [...rows].sort((a, b) => {
    if (sort === 'newest') return b.postTime - a.postTime || cmp(b.id, a.id);
    if (sort === 'price_asc') return a.price - b.price || cmp(a.id, b.id);
    return b.price - a.price || cmp(b.id, a.id);
  });
}

/** One facet's counts over `rows`, as the answer lists them (most first, then by value). */
export function facetCounts(rows: ListingFacts[], facet: SearchFacet) {
  const counts = new Map<string, number>();
  for (const row of rows) {
    const value = row[FACET_FIELD[facet]];
    if (value === null) continue;
    counts.set(String(value), (counts.get(String(value)) ?? 0) + 1);
  }
  return [...counts]
    .map(([value, count]) => ({ value, count }))
    .sort((a, b) => b.count - a.count || cmp(a.value, b.value))
    .slice(0, 50);
}

export const COUNTED = SEARCH_COUNT_CAP;
