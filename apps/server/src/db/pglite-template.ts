import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { PGLITE_TEMPLATE_DIR } from '../paths.ts';
import type { Db } from './client.ts';
import { PGLITE_EXTENSIONS } from './pglite-extensions.ts';
import * as schema from './schema.ts';

/**
 * A PGlite data folder that is already initialised, migrated and holds the six categories,
 * built by `npm run build` (dist/pglite-template). The first start copies it instead of
 * running initdb and every migration inside WebAssembly (~4 s of CPU); migrations and the
 * seed still run after it, so a template older than the migrations is only a head start.
 * `seed` (the category seed) is handed in: the seed lives above db/, in seed/.
 */
export async function buildPgliteTemplate(
  target: string,
  migrationsFolder: string,
  seed: (db: Db) => Promise<unknown>,
) {
  const temp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    const client = await PGlite.create(temp, { extensions: PGLITE_EXTENSIONS });
    const db = drizzle(client, { schema });
    await migrate(db, { migrationsFolder });
    await seed(db as unknown as Db);
    // A clean shutdown leaves a consistent folder: nothing to replay on the first start.
    await client.close();
    await rm(target, { recursive: true, force: true });
    await rename(temp, target);
  } finally {
    await rm(temp, { recursive: true, force: true });
  }
}

/**
 * Copies the template into `pgliteDir` when that folder holds no database yet (missing or
 * empty). Copied beside it and renamed, so a crash mid-copy never leaves a half database
 * that later starts would take for a real one. Returns whether it copied.
 */
export async function restorePgliteTemplate(pgliteDir: string, templateDir: string) {
  if (pgliteDir.startsWith('memory://')) return false;
  if (!existsSync(path.join(templateDir, 'PG_VERSION'))) return false;
  const entries = await readdir(pgliteDir).catch(() => undefined);
  // Anything already there is PGlite's to judge (a database, or a folder we do not know).
  if (entries && entries.length > 0) return false;
  const temp = `${pgliteDir}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await cp(templateDir, temp, { recursive: true });
    if (entries) await rm(pgliteDir, { recursive: true, force: true });
    await rename(temp, pgliteDir);
    return true;
  } finally {
    await rm(temp, { recursive: true, force: true });
  }
}

/** server.ts and the scripts: the embedded database starts from the template when new. */
export async function startFromTemplate(
  env: { DATABASE_URL?: string | undefined; PGLITE_DIR: string },
  log: { info(obj: object, msg: string): void },
) {
  if (env.DATABASE_URL) return;
  if (await restorePgliteTemplate(env.PGLITE_DIR, PGLITE_TEMPLATE_DIR)) {
    log.info({ dir: env.PGLITE_DIR }, 'embedded database copied from the pre-migrated template');
  }
}
