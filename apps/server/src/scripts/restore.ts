import path from 'node:path';
import { RestoreRefused, restoreBackup } from '../modules/backups/index.ts';
import { runScript } from './run-script.ts';

/**
 * `npm run restore -- FILE` (issue #40, decision 063): an embedded backup into an empty
 * DATA_DIR; start the server on it afterwards. PostgreSQL dumps go through pg_restore (README).
 */
await runScript('restore', async ({ env, log, args }) => {
  const file = args.find((arg) => !arg.startsWith('-'));
  if (!file) {
    log.error('usage: npm run restore -- FILE (a phonebazaar-*.tar.gz of the backups folder)');
    process.exitCode = 2;
    return;
  }
  if (env.DATABASE_URL) {
    log.error(
      'DATABASE_URL is set: restore a PostgreSQL dump with pg_restore (README, "Operating PhoneBazaar"); npm run restore is for the embedded database',
    );
    process.exitCode = 2;
    return;
  }
  try {
    const manifest = await restoreBackup(path.resolve(file), env);
    log.info({ ...manifest, dataDir: env.DATA_DIR }, 'backup restored; start the server on it');
  } catch (error) {
    if (!(error instanceof RestoreRefused)) throw error;
    log.error(error.message);
    process.exitCode = 2;
  }
});
