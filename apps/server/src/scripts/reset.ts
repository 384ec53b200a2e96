import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { createDatabase } from '../db/client.ts';
import { startFromTemplate } from '../db/pglite-template.ts';
import { seedDatabase } from '../seed/seed.ts';
import { runScript } from './run-script.ts';

/**
 * `npm run db:reset [-- --force]`: throws every row and uploaded image away, then
 * migrates and seeds afresh. Stop the server first: it holds the same database.
 */
await runScript('db:reset', async ({ env, log, args }) => {
  if (env.NODE_ENV === 'production' && !args.includes('--force')) {
    log.error('refusing to reset a production database; pass --force if you really mean it');
    process.exitCode = 2;
    return;
  }

  if (!env.DATABASE_URL) {
    await rm(env.PGLITE_DIR, { recursive: true, force: true });
    log.info({ dir: env.PGLITE_DIR }, 'embedded database deleted');
  }
  // Pictures belong to rows that are about to vanish; demo ones are redrawn by the seed.
  const removed = await emptyDirectory(env.IMAGES_DIR);
  log.info({ dir: env.IMAGES_DIR, removed }, 'images deleted');

  await startFromTemplate(env, log);
  const database = await createDatabase({ url: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR });
  try {
    if (database.kind === 'postgres') {
      // drizzle keeps its migration journal in its own schema; it must go too, or the
      // migrator would believe the dropped tables still exist.
      await database.db.execute(sql`drop schema if exists drizzle cascade`);
      await database.db.execute(sql`drop schema if exists public cascade`);
      await database.db.execute(sql`create schema public`);
      log.info('PostgreSQL schemas dropped');
    }
    await database.migrate();
    log.info({ database: database.kind }, 'migrations applied');
    await seedDatabase(database.db, { env, log });
  } finally {
    await database.close();
  }
});

async function emptyDirectory(dir: string): Promise<number> {
  const entries = await readdir(dir).catch(() => [] as string[]);
  await Promise.all(
    entries.map((name) => rm(path.join(dir, name), { recursive: true, force: true })),
  );
  return entries.length;
}
