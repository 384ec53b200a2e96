import type { FastifyInstance } from 'fastify';
import type { JobRunner } from '../jobs/index.ts';
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
    jobs.every('backup', env.BACKUP_INTERVAL_HOURS * 3600, async () => {
      const result = await backups.take();
      log.info({ ...result }, 'backup taken');
    });
  }
  return backups;
}
