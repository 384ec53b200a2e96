import type { Db } from '../db/client.ts';
import { phoneModels } from '../db/schema.ts';
import type { Brand } from './categories.ts';
import { MODEL_SEED } from './models/index.ts';
import { stableUuid } from './random.ts';

/** The seeded model's id: stable, so a second seed (or a second server) conflicts and adds nothing. */
export const seedModelId = (brand: Brand, name: string) => stableUuid(`model:${brand}:${name}`);

/**
 * Inserts the catalogue's missing models (issue #16). An existing row wins, whether the
 * seed put it there (same id) and an admin edited it since, or an admin added a model of
 * that name first (the brand's unique name index): admins own the catalogue once it exists.
 */
export async function seedPhoneModels(db: Db, brandIds: ReadonlyMap<Brand, string>) {
  const values = [...brandIds].flatMap(([brand, categoryId]) =>
    MODEL_SEED[brand].map((m) => ({
      id: seedModelId(brand, m.name),
      categoryId,
      name: m.name,
      releaseYear: m.year,
      storageGb: [...m.storageGb],
      ramGb: [...m.ramGb],
      colours: [...m.colours],
    })),
  );
  if (values.length === 0) return 0;
  const inserted = await db
    .insert(phoneModels)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: phoneModels.id });
  return inserted.length;
}
