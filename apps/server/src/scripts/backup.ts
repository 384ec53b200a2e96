import { existsSync } from 'node:fs';
import path from 'node:path';
import { createDatabase } from '../db/client.ts';
import {
  askServerForBackup,
  type BackupResult,
  createBackupService,
} from '../modules/backups/index.ts';
import { runScript } from './run-script.ts';

/**
 * `npm run backup` (issue #40, decision 063). Embedded: the running server takes it (asked
 * through its control socket in DATA_DIR); with no server running, this process opens the
 * data folder itself. PostgreSQL: pg_dump, and the pictures and keys beside it.
 */
await runScript('backup', async ({ env, log }) => {
  let result: BackupResult | undefined;
  if (env.DATABASE_URL) {
    result = await createBackupService({ kind: 'postgres' }, env).take();
  } else {
    result = await askServerForBackup(env.DATA_DIR);
    if (result) log.info('the running server took the backup');
    else if (!existsSync(path.join(env.PGLITE_DIR, 'PG_VERSION'))) {
      throw new Error(`no embedded database in ${env.PGLITE_DIR}: nothing to back up`);
    } else {
      const database = await createDatabase({ pgliteDir: env.PGLITE_DIR });
      try {
        result = await createBackupService(database, env).take();
      } finally {
        await database.close();
      }
    }
  }
  log.info({ ...result }, 'backup written');
  for (const file of result.files) console.log(file);
});
