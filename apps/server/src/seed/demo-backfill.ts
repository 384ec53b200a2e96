import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { phoneModels, products } from '../db/schema.ts';
import type { Brand } from './categories.ts';
import { demoModelKey, demoPhoneColumns, demoProductId } from './demo-data.ts';
import { DEMO_LISTINGS } from './listings/index.ts';
import { DEMO_PHONES } from './listings/phone-details.ts';

/**
 * A demo seeded before issue #16 has its listings without the phone fields, and the demo
 * seed never runs twice. This gives those listings the fields once: only rows still on
 * their seeded grade with every phone field empty (nobody filled one in since), so a later
 * edit is never overwritten and a second run changes nothing. Returns rows changed.
 */
const untouched = and(
  isNull(products.modelId),
  isNull(products.storageGb),
  isNull(products.ramGb),
  isNull(products.colour),
  isNull(products.variant),
  isNull(products.batteryHealth),
  sql`cardinality(${products.photos}) = 0`,
);

export async function backfillDemoPhones(db: Db, categoryIds: ReadonlyMap<Brand, string>) {
  const detailed = DEMO_LISTINGS.filter((l) => DEMO_PHONES[l.productName]);
  const bare = await db
    .select({ id: products.id, condition: products.productCondition })
    .from(products)
    .where(and(inArray(products.id, detailed.map(demoProductId)), untouched));
  if (bare.length === 0) return 0;
  const modelIds = await catalogueModelIds(db, categoryIds);
  let changed = 0;
  for (const listing of detailed) {
    const row = bare.find((r) => r.id === demoProductId(listing));
    if (!row || row.condition !== listing.condition) continue;
    const updated = await db
      .update(products)
      .set(demoPhoneColumns(listing, modelIds))
      .where(and(eq(products.id, row.id), untouched))
      .returning({ id: products.id });
    changed += updated.length;
  }
  return changed;
}

/**
 * The brands' model ids by name, read rather than derived: an admin may have added a
 * model of a seeded name before the seed did (its id is then not the seed's).
 */
export async function catalogueModelIds(db: Db, categoryIds: ReadonlyMap<Brand, string>) {
  const brandOf = new Map([...categoryIds].map(([brand, id]) => [id, brand]));
  const rows = await db
    .select({ id: phoneModels.id, categoryId: phoneModels.categoryId, name: phoneModels.name })
    .from(phoneModels)
    .where(inArray(phoneModels.categoryId, [...categoryIds.values()]));
  const ids = new Map<string, string>();
  for (const row of rows) {
    const brand = brandOf.get(row.categoryId);
    if (brand) ids.set(demoModelKey(brand, row.name), row.id);
  }
  return ids;
}
