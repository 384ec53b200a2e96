import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../db/client.ts';
import { buildPgliteTemplate, restorePgliteTemplate } from '../db/pglite-template.ts';
import { loadEnv } from '../env.ts';
import { MIGRATIONS_DIR } from '../paths.ts';
import { seedCategories } from './categories.ts';
import { seedDatabase } from './seed.ts';

const log = pino({ level: 'silent' });

/** Everything a migration or the category seed decides: tables, indexes, constraints, rows. */
async function fingerprint(database: Database) {
  const rows = async (query: string) =>
    ((await database.db.execute(sql.raw(query))) as unknown as { rows: unknown[] }).rows;
  return {
    columns: await rows(
      `select table_schema, table_name, column_name, data_type, is_nullable, column_default
       from information_schema.columns where table_schema in ('public', 'drizzle')
       order by 1, 2, 3`,
    ),
    indexes: await rows(
      `select schemaname, indexname, indexdef from pg_indexes
       where schemaname in ('public', 'drizzle') order by 1, 2`,
    ),
    constraints: await rows(
      `select conrelid::regclass::text as t, conname, pg_get_constraintdef(oid) as def
       from pg_constraint where connamespace = 'public'::regnamespace order by 1, 2`,
    ),
    migrations: await rows(`select hash, created_at from drizzle.__drizzle_migrations order by id`),
    categories: await rows(`select id, name, icon, bg, sort_order from categories order by name`),
  };
}

// Beside the seed rather than db/pglite-template.ts: it compares the template with what the
// seed makes, and db/ does not import seed/ (scripts/check-boundaries.mjs).
describe('pre-migrated PGlite template', () => {
  let dir: string;
  let template: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'pb-template-'));
    template = path.join(dir, 'template');
    await buildPgliteTemplate(template, MIGRATIONS_DIR, seedCategories);
  }, 120_000);
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('When a new data folder starts from the template, then its database equals one migrated and seeded from scratch, and the start-up seed adds nothing', async () => {
    const target = path.join(dir, 'copy', 'pglite');
    expect(await restorePgliteTemplate(target, template)).toBe(true);
    const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: path.join(dir, 'copy'), DEMO_DATA: 'false' });

    const copied = await createDatabase({ pgliteDir: target });
    const fresh = await createDatabase({ pgliteDir: 'memory://' });
    try {
      await fresh.migrate();
      await seedDatabase(fresh.db, { env, log });
      // What server.ts runs after the copy: both must find nothing left to do.
      await copied.migrate();
      const seeded = await seedDatabase(copied.db, { env, log });
      expect(seeded.categoriesInserted).toBe(0);

      const [a, b] = [await fingerprint(copied), await fingerprint(fresh)];
      expect(a.categories).toHaveLength(6);
      expect(a.migrations.length).toBeGreaterThan(0);
      expect(a).toEqual(b);
    } finally {
      await copied.close();
      await fresh.close();
    }
  }, 120_000);

  it('When the data folder already holds files, then the template is not copied over them', async () => {
    const target = path.join(dir, 'taken');
    await mkdir(target, { recursive: true });
    await writeFile(path.join(target, 'something'), 'mine');
    expect(await restorePgliteTemplate(target, template)).toBe(false);
    expect(await readdir(target)).toEqual(['something']);
  });

  it('When no template was built, then nothing is copied and PGlite creates the database as before', async () => {
    const target = path.join(dir, 'none');
    expect(await restorePgliteTemplate(target, path.join(dir, 'missing'))).toBe(false);
    await expect(readdir(target)).rejects.toThrow();
  });

  it('When the data folder exists but is empty, then the template fills it and no temporary copy is left', async () => {
    const parent = path.join(dir, 'empty');
    const target = path.join(parent, 'pglite');
    await mkdir(target, { recursive: true });
    expect(await restorePgliteTemplate(target, template)).toBe(true);
    expect(await readdir(parent)).toEqual(['pglite']);
    expect(await readdir(target)).toContain('PG_VERSION');
  });
});
