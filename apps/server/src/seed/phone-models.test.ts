import { phoneModelBodySchema } from '@phonebazaar/shared';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { beforeEach, expect, it } from 'vitest';
import type { Db } from '../db/client.ts';
import { categories, phoneModels, products } from '../db/schema.ts';
import { describeOnEachDatabase } from '../test/test-app.ts';
import { type Brand, CATEGORY_SEED } from './categories.ts';
import { MODEL_SEED } from './models/index.ts';
import { seedModelId } from './phone-models.ts';
import { seedDatabase } from './seed.ts';

const log = pino({ level: 'silent' });
const TOTAL = Object.values(MODEL_SEED).reduce((n, list) => n + list.length, 0);

async function modelCount(db: Db) {
  return (await db.select({ n: sql<number>`count(*)::int` }).from(phoneModels))[0]!.n;
}

it('When the model seed is read, then every brand has real-looking models whose fields pass the admin schema', () => {
  expect(TOTAL).toBeGreaterThanOrEqual(140);
  for (const brand of CATEGORY_SEED.map((c) => c.name)) {
    const models = MODEL_SEED[brand];
    expect(models.length, brand).toBeGreaterThanOrEqual(20);
    const names = models.map((m) => m.name.toLowerCase());
    expect(new Set(names).size, `${brand} names are unique`).toBe(names.length);
    for (const m of models) {
      const parsed = phoneModelBodySchema.safeParse({
        categoryId: '00000000-0000-4000-8000-000000000000',
        name: m.name,
        year: m.year,
        storageGb: [...m.storageGb],
        ramGb: [...m.ramGb],
        colours: [...m.colours],
      });
      expect(parsed.success, `${brand} ${m.name}`).toBe(true);
      expect(m.ramGb.length, m.name).toBeGreaterThan(0);
      expect(m.colours.length, m.name).toBeGreaterThan(0);
      expect(
        [...m.storageGb].sort((a, b) => a - b),
        m.name,
      ).toEqual(m.storageGb);
    }
  }
});

describeOnEachDatabase('phone model seed', (ctx) => {
  const db = () => ctx().database.db;
  const seed = () => seedDatabase(db(), { env: ctx().env, log });

  beforeEach(async () => {
    await db().execute(sql`truncate ${products}, ${phoneModels}, ${categories} cascade`);
  });

  it('When the seed runs twice, then every model exists once, under its brand', async () => {
    const first = await seed();
    const second = await seed();
    expect(first.modelsInserted).toBe(TOTAL);
    expect(second.modelsInserted).toBe(0);
    expect(await modelCount(db())).toBe(TOTAL);
    const rows = await db()
      .select({ brand: categories.name, n: sql<number>`count(*)::int` })
      .from(phoneModels)
      .innerJoin(categories, eq(categories.id, phoneModels.categoryId))
      .groupBy(categories.name);
    expect(Object.fromEntries(rows.map((r) => [r.brand, r.n]))).toEqual(
      Object.fromEntries(Object.entries(MODEL_SEED).map(([b, list]) => [b, list.length])),
    );
  });

  it('When two servers seed at once, then every model still exists once', async () => {
    await Promise.all([seed(), seed()]);
    expect(await modelCount(db())).toBe(TOTAL);
  });

  it('When an admin edited a seeded model or added one of a seeded name first, then a re-seed keeps theirs', async () => {
    await seed();
    const brand: Brand = 'Google';
    const id = seedModelId(brand, 'Pixel 7');
    await db()
      .update(phoneModels)
      .set({ colours: ['Edited'] })
      .where(eq(phoneModels.id, id));
    const [pixel8] = await db()
      .delete(phoneModels)
      .where(eq(phoneModels.id, seedModelId(brand, 'Pixel 8')))
      .returning();
    await db()
      .insert(phoneModels)
      .values({ ...pixel8!, id: undefined, name: 'PIXEL 8', releaseYear: 2000 });
    const again = await seed();
    expect(again.modelsInserted).toBe(0);
    const [edited] = await db().select().from(phoneModels).where(eq(phoneModels.id, id));
    expect(edited!.colours).toEqual(['Edited']);
    const named = await db()
      .select({ name: phoneModels.name })
      .from(phoneModels)
      .where(sql`lower(${phoneModels.name}) = 'pixel 8'`);
    expect(named).toEqual([{ name: 'PIXEL 8' }]);
  });
});
