import type { FastifyInstance } from 'fastify';
import type { JobRunner } from '../jobs/index.ts';
import { newestBackupTime } from './backup-files.ts';
import { type BackupService, createBackupService } from './backup-service.ts';

export { askServerForBackup, serveBackupControl } from './backup-control.ts';
export { newestBackupTime } from './backup-files.ts';
export { RestoreRefused, restoreBackup } from './backup-restore.ts';
export { type BackupResult, type BackupService, createBackupService } from './backup-service.ts';

/**
 * Backups (issue #40, decision 063): the embedded database takes one every
 * BACKUP_INTERVAL_HOURS through the job runner; `npm run backup` asks for one through the
 * control socket server.ts serves (with its own service: PGlite's lock orders the dumps of
 * both). A database kept in memory (tests) has nothing to keep.
 */
export function createBackups(app: FastifyInstance, jobs: JobRunner): BackupService {
  const { env, database, log } = app;
  const backups = createBackupService(database, env);
  if (database.dumpDataDir && env.BACKUP_INTERVAL_HOURS > 0) {
    const interval = env.BACKUP_INTERVAL_HOURS * 3600;
    // pg-boss keeps a recurring job's slot at most an hour (its archive interval), so the
    // job looks hourly (or more often) and takes a backup once the newest one is due: a
    // restart neither takes an extra one nor loses the rhythm.
    const period = Math.min(interval, 3600);
    jobs.every('backup', period, async () => {
      const newest = await newestBackupTime(env.BACKUP_DIR);
      if (newest !== undefined && Date.now() / 1000 - newest < interval - period / 2) return;
      const result = await backups.take();
      log.info({ ...result }, 'backup taken');
    });
  }
  return backups;
}
