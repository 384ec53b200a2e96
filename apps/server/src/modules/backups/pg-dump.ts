import { execFile } from 'node:child_process';
import { chmod, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { stageImages, stageSecrets, withStaging, writeTarGz } from './backup-files.ts';

const run = promisify(execFile);

/** Whether `pg_dump` is on the PATH (the README says how to install it). */
export async function hasPgDump(): Promise<boolean> {
  try {
    await run('pg_dump', ['--version']);
    return true;
  } catch {
    return false;
  }
}

/**
 * PostgreSQL: `pg_dump --format=custom` (restored with pg_restore, README), then the local
 * pictures and keys in `<stem>-images.tar.gz`. Pictures kept in S3 are the bucket's to back up.
 */
export async function pgDumpBackup(
  url: string,
  settings: { DATA_DIR: string; IMAGES_DIR: string; BACKUP_DIR: string },
  stem: string,
) {
  if (!(await hasPgDump())) {
    throw new Error(
      'pg_dump is not installed: install the PostgreSQL client tools (e.g. apt-get install postgresql-client) or back up the database with your provider',
    );
  }
  return withStaging(settings.BACKUP_DIR, async (dir) => {
    const dump = path.join(settings.BACKUP_DIR, `${stem}.pgdump`);
    const temp = path.join(dir, 'database.pgdump');
    // The password goes by the environment, not the command line other users can list.
    const target = new URL(url);
    const password = decodeURIComponent(target.password);
    target.password = '';
    await run(
      'pg_dump',
      ['--format=custom', '--no-owner', `--file=${temp}`, `--dbname=${target.toString()}`],
      { env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } },
    );
    const images = await stageImages(settings.IMAGES_DIR, path.join(dir, 'images'));
    await stageSecrets(settings.DATA_DIR, path.join(dir, 'keys'));
    const pictures = path.join(settings.BACKUP_DIR, `${stem}-images.tar.gz`);
    await writeTarGz(pictures, dir, ['keys', 'images']);
    await chmod(temp, 0o600);
    await rename(temp, dump).catch(async (error) => {
      await rm(pictures, { force: true });
      throw error;
    });
    return { files: [dump, pictures], bytes: 0, images };
  });
}
