/**
 * The fixed data set the judged relevance set (queries.json) is judged on (issue #42):
 * 6 brands, 19 models, 12 listings each, every field chosen by a seeded generator, so the
 * same listings exist on PGlite and PostgreSQL and in every run. Titles are written the
 * ways sellers write them; some descriptions name other brands' words ("one owner, plus the
 * charger", "better camera than a pixel") as traps for matching single words.
 */
import type { Db } from '../../apps/server/src/db/client.ts';
import { categories, phoneModels, products, users } from '../../apps/server/src/db/schema.ts';

export const CATALOGUE = {
  Apple: { 'iPhone 13': 450, 'iPhone 14 Pro': 750, 'iPhone 15': 800, 'iPhone 15 Pro': 950 },
  Samsung: { 'Galaxy S23': 600, 'Galaxy S23 Ultra': 900, 'Galaxy A54': 300, 'Galaxy S21 FE': 280 },
  Google: { 'Pixel 7': 350, 'Pixel 7a': 300, 'Pixel 8 Pro': 700 },
  OnePlus: { 'OnePlus 11': 500, 'OnePlus Nord 3': 320 },
  Motorola: { 'Moto G84': 220, 'Edge 40': 380 },
  Xiaomi: { 'Redmi Note 13': 200, 'Xiaomi 13T': 420 },
} as const satisfies Record<string, Record<string, number>>;

export type Brand = keyof typeof CATALOGUE;
const STORAGES = [64, 128, 256, 512];
const AREAS = ['Dhaka', 'Chittagong', 'Khulna', 'Rajshahi'] as const;
const CONDITIONS = ['Fair', 'Good', 'Excellent'] as const;
const COLOURS = ['Black', 'Blue', 'Green', 'Silver', 'Midnight'];
export const PER_MODEL = 12;

/** One listing as the judgements see it. */
export interface Listing {
  key: string;
  brand: Brand;
  model: string;
  storage: number;
  area: (typeof AREAS)[number];
  condition: (typeof CONDITIONS)[number];
  colour: string;
  price: number;
  title: string;
  description: string;
}

/** mulberry32: the same sequence on every machine. */
function random(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, pick: <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)]! };
}

const DESCRIPTIONS = [
  'Used with care, battery good, box and charger.',
  'One owner, plus the original charger and a case.',
  'Better camera than a pixel, they say. No scratches.',
  'Urgent sale, works perfectly, screen protector on.',
  'Like a samsung in the hand but lighter. Clean.',
  'Bought last year, still under warranty.',
];

/** The listings, in a fixed order (the key says brand, model and number). */
export function makeListings(seed = 42): Listing[] {
  const r = random(seed);
  const listings: Listing[] = [];
  for (const [brand, models] of Object.entries(CATALOGUE) as [Brand, Record<string, number>][]) {
    for (const [model, base] of Object.entries(models)) {
      for (let i = 0; i < PER_MODEL; i++) {
        const storage = STORAGES[i % STORAGES.length]!;
        const area = AREAS[(i + Math.floor(r.next() * 4)) % 4]!;
        const condition = r.pick(CONDITIONS);
        const colour = r.pick(COLOURS);
        const price = Math.round(base * (0.75 + r.next() * 0.5));
        const style = i % 4;
        const title =
          style === 0
            ? `${model} ${storage}GB ${colour}`
            : style === 1
              ? `${brand} ${model} for sale`
              : style === 2
                ? `${model} ${condition.toLowerCase()} condition`
                : `${model}`;
        listings.push({
          key: `${model.toLowerCase().replaceAll(' ', '-')}-${i + 1}`,
          brand,
          model,
          storage,
          area,
          condition,
          colour,
          price,
          title,
          description: r.pick(DESCRIPTIONS),
        });
      }
    }
  }
  return listings;
}

/** Inserts the catalogue, two sellers and the listings; the listing key to its id. */
export async function seedRelevanceData(db: Db, listings: Listing[]): Promise<Map<string, string>> {
  const start = Date.parse('2026-06-01T00:00:00.000Z');
  const sellers = await db
    .insert(users)
    .values(
      [0, 1].map((i) => ({
        email: `relevance-seller-${i}@example.com`,
        name: `Seller ${i}`,
        role: 'seller' as const,
        verified: i === 0,
      })),
    )
    .returning();
  const modelIds = new Map<string, { id: string; category: string }>();
  for (const [brand, models] of Object.entries(CATALOGUE)) {
    const [category] = await db
      .insert(categories)
      .values({ name: brand, icon: '/icons/test.svg', bg: 'bg-sky-100' })
      .returning({ id: categories.id });
    for (const name of Object.keys(models)) {
      const [model] = await db
        .insert(phoneModels)
        .values({ categoryId: category!.id, name, releaseYear: 2023 })
        .returning({ id: phoneModels.id });
      modelIds.set(name, { id: model!.id, category: category!.id });
    }
  }
  const rows = await db
    .insert(products)
    .values(
      listings.map((l, i) => {
        const seller = sellers[i % 2]!;
        const model = modelIds.get(l.model)!;
        return {
          productName: l.title,
          description: l.description,
          marketPriceCents: l.price * 150,
          sellingPriceCents: l.price * 100,
          area: l.area,
          purchaseYear: '2024-01-15',
          productCondition: l.condition,
          categoryId: model.category,
          modelId: model.id,
          storageGb: l.storage,
          colour: l.colour,
          productImg: '/images/test-phone.webp',
          sellerId: seller.id,
          sellerName: seller.name,
          sellerEmail: seller.email,
          sellerPhone: '+8801700000000',
          postTime: new Date(start + i * 3_600_000),
        };
      }),
    )
    .returning({ id: products.id });
  return new Map(listings.map((l, i) => [l.key, rows[i]!.id]));
}
