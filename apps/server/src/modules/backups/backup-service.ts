import { stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../../db/client.ts';
import {
  ARCHIVE_FORMAT,
  backupStem,
  pruneBackups,
  stageImages,
  stageSecrets,
  withStaging,
  writeManifest,
  writeTarGz,
} from './backup-files.ts';
import { pgDumpBackup } from './pg-dump.ts';

export interface BackupSettings {
  DATA_DIR: string;
  IMAGES_DIR: string;
  BACKUP_DIR: string;
  BACKUP_KEEP: number;
  DATABASE_URL?: string | undefined;
}

export interface BackupResult {
  /** The backup's files (one on PGlite; the dump and its pictures on PostgreSQL). */
  files: string[];
  bytes: number;
  images: number;
  ms: number;
  pruned: string[];
}

/**
 * Backups (issue #40, decision 063). On PGlite: one `.tar.gz` with the data folder as PGlite
 * dumps it (consistent: its query lock is held while it is read), then the pictures (read
 * after the dump, so each picture a row of the dump names is there: pictures are never
 * changed nor deleted) and the DATA_DIR keys. On PostgreSQL: `pg_dump` (custom format) and
 * a `.tar.gz` of the pictures and keys. One at a time per process; older ones are pruned.
 */
export function createBackupService(
  database: Pick<Database, 'kind' | 'dumpDataDir'>,
  settings: BackupSettings,
) {
  let running: Promise<BackupResult> | undefined;

  async function takePglite(stem: string): Promise<Omit<BackupResult, 'ms' | 'pruned'>> {
    if (!database.dumpDataDir) throw new Error('this database keeps nothing on disk');
    const file = path.join(settings.BACKUP_DIR, `${stem}.tar.gz`);
    return withStaging(settings.BACKUP_DIR, async (dir) => {
      const dump = await database.dumpDataDir!();
      await writeFile(path.join(dir, 'pglite.tar'), Buffer.from(await dump.arrayBuffer()));
      const images = await stageImages(settings.IMAGES_DIR, path.join(dir, 'images'));
      await stageSecrets(settings.DATA_DIR, path.join(dir, 'keys'));
      await writeManifest(dir, {
        format: ARCHIVE_FORMAT,
        createdAt: new Date().toISOString(),
        database: 'pglite',
        images,
      });
      await writeTarGz(file, dir, ['manifest.json', 'pglite.tar', 'keys', 'images']);
      return { files: [file], bytes: 0, images };
    });
  }

  async function takeOnce(): Promise<BackupResult> {
    const started = performance.now();
    const stem = backupStem();
    const taken =
      database.kind === 'pglite'
        ? await takePglite(stem)
        : await pgDumpBackup(settings.DATABASE_URL!, settings, stem);
    let bytes = 0;
    for (const file of taken.files) bytes += (await stat(file)).size;
    const pruned = await pruneBackups(settings.BACKUP_DIR, settings.BACKUP_KEEP);
    return { ...taken, bytes, ms: Math.round(performance.now() - started), pruned };
  }

  return {
    /** Takes a backup; a second call while one runs gets that one's result. */
    take(): Promise<BackupResult> {
      running ??= takeOnce().finally(() => {
        running = undefined;
      });
      return running;
    },
  };
}

export type BackupService = ReturnType<typeof createBackupService>;
