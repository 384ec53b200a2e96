import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { categories } from '../db/schema.ts';
import { seedPhoneModels } from './phone-models.ts';
import { stableUuid } from './random.ts';

export type Brand = 'Apple' | 'Samsung' | 'Google' | 'Xiaomi' | 'OnePlus' | 'Motorola';

/**
 * The six brand categories every installation has, demo data or not. Icons live in
 * apps/web/public/icons (original phone glyphs, not brand logos); `bg` classes are
 * safelisted in the web app's Tailwind config.
 */
export const CATEGORY_SEED: ReadonlyArray<{
  name: Brand;
  icon: string;
  bg: string;
  sortOrder: number;
}> = [
  { name: 'Apple', icon: '/icons/apple.svg', bg: 'bg-sky-100', sortOrder: 1 },
  { name: 'Samsung', icon: '/icons/samsung.svg', bg: 'bg-violet-100', sortOrder: 2 },
  { name: 'Google', icon: '/icons/google.svg', bg: 'bg-emerald-100', sortOrder: 3 },
  { name: 'Xiaomi', icon: '/icons/xiaomi.svg', bg: 'bg-orange-100', sortOrder: 4 },
  { name: 'OnePlus', icon: '/icons/oneplus.svg', bg: 'bg-rose-100', sortOrder: 5 },
  { name: 'Motorola', icon: '/icons/motorola.svg', bg: 'bg-amber-100', sortOrder: 6 },
];

/**
 * Inserts the missing categories and returns every brand's id. An existing row wins
 * (an admin may have restyled it), so ids are read back by name rather than assumed.
 * The brands' phone models (issue #16) are seeded here too, so every path that seeds the
 * categories (start, db:seed, db:reset, the PGlite template, the bench data) has them.
 */
export async function seedCategories(
  db: Db,
): Promise<{ inserted: number; modelsInserted: number; ids: Map<Brand, string> }> {
  const inserted = await db
    .insert(categories)
    .values(CATEGORY_SEED.map((c) => ({ id: stableUuid(`category:${c.name}`), ...c })))
    .onConflictDoNothing()
    .returning({ id: categories.id });
  const rows = await db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(
      inArray(
        categories.name,
        CATEGORY_SEED.map((c) => c.name),
      ),
    );
  const ids = new Map(rows.map((r) => [r.name as Brand, r.id]));
  const modelsInserted = await seedPhoneModels(db, ids);
  return { inserted: inserted.length, modelsInserted, ids };
}
