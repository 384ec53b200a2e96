import { createDatabase } from '../db/client.ts';
import { seedDatabase } from '../seed/seed.ts';
import { runScript } from './run-script.ts';

/**
 * `npm run db:seed`: migrate and seed the configured database without starting the
 * server. Idempotent, like the seed the server runs on every start.
 */
await runScript('db:seed', async ({ env, log }) => {
  const database = await createDatabase({ url: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR });
  try {
    await database.migrate();
    log.info({ database: database.kind }, 'migrations applied');
    await seedDatabase(database.db, { env, log });
  } finally {
    await database.close();
  }
});
