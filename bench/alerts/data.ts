import { AREAS, CONDITIONS, parseSavedQuery } from '@phonebazaar/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client.ts';
import { savedSearches, savedSearchKeys } from '../../apps/server/src/db/schema-alerts.ts';
import { filtersOf, probeKeysOf } from '../../apps/server/src/modules/alerts/index.ts';

/** A small deterministic random source, so two runs bench the same searches. */
export function seeded(seed: number) {
  let s = seed >>> 0;
  const next = () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
  };
}

export type Rand = ReturnType<typeof seeded>;
export const BRANDS = ['Apple', 'Samsung', 'Google', 'Xiaomi', 'OnePlus', 'Oppo'];
export const MODELS_PER_BRAND = 40;
export const STORAGES = [64, 128, 256, 512];
const WORDS = ['pro', 'max', 'ultra', 'mini', 'plus', 'lite'];

export interface Catalogue {
  brands: Array<{ id: string; name: string }>;
  models: Array<{ id: string; categoryId: string; name: string }>;
}

/** Six brands with 40 models each (240, about a real catalogue's live models). */
export async function makeCatalogue(database: Database): Promise<Catalogue> {
  const { db } = database;
  const brands: Catalogue['brands'] = [];
  const models: Catalogue['models'] = [];
  for (const name of BRANDS) {
    const rows = (await db.execute(
      sql`insert into categories (name, icon, bg) values (${name}, '/i.svg', 'bg-sky-100')
          on conflict (name) do update set icon = excluded.icon returning id`,
    )) as unknown as { rows: Array<{ id: string }> };
    const id = rows.rows[0]!.id;
    brands.push({ id, name });
    for (let i = 1; i <= MODELS_PER_BRAND; i++) {
      const model = `${name} ${i} ${WORDS[i % WORDS.length]}`;
      const r = (await db.execute(
        sql`insert into phone_models (category_id, name, release_year, storage_gb)
            values (${id}, ${model}, 2022, '{64,128,256}') returning id`,
      )) as unknown as { rows: Array<{ id: string }> };
      models.push({ id: r.rows[0]!.id, categoryId: id, name: model });
    }
  }
  return { brands, models };
}

/**
 * One saved search as people make them: mostly a model or a brand, often an area and a
 * price cap, some with words; a few with words or an area only (the broad ones every
 * listing probes or many do).
 */
export function randomQuery(r: Rand, c: Catalogue): string {
  const p = new URLSearchParams();
  const roll = r.next();
  if (roll < 0.7) {
    // A model (sometimes two of one brand), the common case.
    const model = r.pick(c.models);
    p.append('model', model.id);
    if (r.next() < 0.2) {
      p.append('model', r.pick(c.models.filter((m) => m.categoryId === model.categoryId)).id);
    }
    if (r.next() < 0.5) p.append('area', r.pick(AREAS));
  } else if (roll < 0.8) {
    // A brand in one area, often one condition.
    p.append('category', r.pick(c.brands).id);
    p.append('area', r.pick(AREAS));
    if (r.next() < 0.4) p.append('condition', r.pick(CONDITIONS));
  } else if (roll < 0.9) {
    // Words in one area: filed under the area, the text tested on candidates only.
    p.append('area', r.pick(AREAS));
    p.set('q', r.pick(c.models).name);
  } else if (roll < 0.95) {
    p.append('condition', r.pick(CONDITIONS));
    p.append('storage', String(r.pick(STORAGES)));
    p.append('area', r.pick(AREAS));
  } else {
    // Words only (a model's name, as people type it): filed under 'any', probed by all.
    p.set('q', r.pick(c.models).name);
  }
  if (r.next() < 0.6) p.set('priceMax', String(200 + r.int(1300)));
  return p.toString();
}

const FREQUENCIES = [
  'instant',
  'instant',
  'instant',
  'instant',
  'instant',
  'instant',
  'daily',
  'daily',
  'weekly',
  'off',
] as const;

/** `count` saved searches spread over `users` buyers (5 each on average), with their keys. */
export async function makeSavedSearches(
  database: Database,
  r: Rand,
  c: Catalogue,
  userIds: string[],
  count: number,
) {
  const CHUNK = 1000;
  for (let done = 0; done < count; done += CHUNK) {
    const rows: Array<{
      row: typeof savedSearches.$inferInsert;
      keys: ReturnType<typeof probeKeysOf>;
    }> = [];
    for (let i = done; i < Math.min(count, done + CHUNK); i++) {
      const query = randomQuery(r, c);
      const parsed = parseSavedQuery(query);
      if (!parsed.success) throw new Error(`bad generated query ${query}`);
      const filters = filtersOf(parsed.data);
      rows.push({
        row: {
          userId: userIds[i % userIds.length]!,
          name: `Search ${i}`,
          frequency: FREQUENCIES[i % FREQUENCIES.length]!,
          query,
          ...filters,
        },
        keys: probeKeysOf(filters),
      });
    }
    await database.db.transaction(async (tx) => {
      const ids = await tx
        .insert(savedSearches)
        .values(rows.map((x) => x.row))
        .returning({ id: savedSearches.id });
      const keys = rows.flatMap((x, i) => x.keys.map((k) => ({ ...k, savedSearchId: ids[i]!.id })));
      await tx.insert(savedSearchKeys).values(keys).onConflictDoNothing();
    });
  }
}

/** `count` buyers and one seller; returns the buyers' ids and the seller's. */
export async function makePeople(database: Database, count: number, tag: string) {
  const rows = (await database.db.execute(
    sql`insert into users (email, name)
        select 'alerts-' || ${tag} || '-' || i || '@bench.test', 'Buyer ' || i
        from generate_series(1, ${count}) as i returning id`,
  )) as unknown as { rows: Array<{ id: string }> };
  const seller = (await database.db.execute(
    sql`insert into users (email, name, role) values (${`alerts-seller-${tag}@bench.test`}, 'Seller', 'seller') returning id`,
  )) as unknown as { rows: Array<{ id: string }> };
  return { buyers: rows.rows.map((x) => x.id), sellerId: seller.rows[0]!.id };
}

/** `count` new listings in one statement, as sellers would post them over a while. */
export async function postListings(
  database: Database,
  r: Rand,
  c: Catalogue,
  sellerId: string,
  count: number,
) {
  if (count === 0) return;
  const values = [];
  for (let i = 0; i < count; i++) {
    const model = r.pick(c.models);
    const price = (150 + r.int(1400)) * 100;
    values.push(
      sql`(${model.name}, ${price + 5000}, ${price}, ${r.pick(AREAS)}, 'Bench listing, works well.',
           '2023-01-01', ${r.pick(CONDITIONS)}, ${model.categoryId}, '/images/x.webp', ${sellerId},
           'Seller', 'seller@bench.test', '+8801700000000', ${model.id}, ${r.pick(STORAGES)})`,
    );
  }
  await database.db.execute(
    sql`insert into products (product_name, market_price_cents, selling_price_cents, area,
          description, purchase_year, product_condition, category_id, product_img, seller_id,
          seller_name, seller_email, seller_phone, model_id, storage_gb)
        values ${sql.join(values, sql`, `)}`,
  );
}
