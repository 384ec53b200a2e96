import { randomBytes } from 'node:crypto';
import { copyFile, mkdir, readdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import * as tar from 'tar';
import { createDatabase } from '../../db/client.ts';
import { ARCHIVE_FORMAT, type Manifest, SECRET_FILES } from './backup-files.ts';

/** A restore that would overwrite something: said plainly, nothing touched. */
export class RestoreRefused extends Error {}

export interface RestoreTarget {
  DATA_DIR: string;
  PGLITE_DIR: string;
  IMAGES_DIR: string;
  BACKUP_DIR: string;
}

/** DATA_DIR's entries, but for the backups folder (where the file to restore may well be). */
async function occupants(target: RestoreTarget): Promise<string[]> {
  const names = await readdir(target.DATA_DIR).catch(() => [] as string[]);
  const backups = path.relative(target.DATA_DIR, target.BACKUP_DIR).split(path.sep)[0];
  return names.filter((name) => name !== backups);
}

/**
 * `npm run restore -- FILE` (issue #40, decision 063): an embedded backup into an empty
 * DATA_DIR. The data folder is loaded by PGlite itself from its dump (it replays what the
 * dump's log holds past its last checkpoint), then the pictures and keys are moved in. The
 * server's next start migrates it like any older database.
 */
export async function restoreBackup(file: string, target: RestoreTarget): Promise<Manifest> {
  if (file.endsWith('.pgdump')) {
    throw new RestoreRefused(
      `${file} is a PostgreSQL dump: restore it with pg_restore (README, "Operating PhoneBazaar")`,
    );
  }
  const present = await occupants(target);
  if (present.length > 0) {
    throw new RestoreRefused(
      `DATA_DIR ${target.DATA_DIR} is not empty (${present.slice(0, 5).join(', ')}${present.length > 5 ? ', ...' : ''}): a restore never overwrites data. Point DATA_DIR at a new, empty folder (or move this one away) and run it again.`,
    );
  }
  await mkdir(target.DATA_DIR, { recursive: true });
  const staging = path.join(target.DATA_DIR, `.restore-${randomBytes(6).toString('hex')}`);
  await mkdir(staging);
  try {
    await tar.extract({ file, cwd: staging, strict: true });
    const manifest = JSON.parse(
      await readFile(path.join(staging, 'manifest.json'), 'utf8'),
    ) as Manifest;
    if (manifest.format !== ARCHIVE_FORMAT || manifest.database !== 'pglite') {
      throw new RestoreRefused(`${file} is not a PhoneBazaar embedded backup this version reads`);
    }
    const dump = new Blob([await readFile(path.join(staging, 'pglite.tar'))]);
    const database = await createDatabase({ pgliteDir: target.PGLITE_DIR, pgliteLoad: dump });
    try {
      await database.ping();
    } finally {
      await database.close();
    }
    await rename(path.join(staging, 'images'), target.IMAGES_DIR);
    for (const name of SECRET_FILES) {
      await copyFile(path.join(staging, 'keys', name), path.join(target.DATA_DIR, name)).catch(
        (error: NodeJS.ErrnoException) => {
          if (error.code !== 'ENOENT') throw error;
        },
      );
    }
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
