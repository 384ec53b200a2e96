import { randomBytes } from 'node:crypto';
import {
  chmod,
  copyFile,
  link,
  mkdir,
  readdir,
  rename,
  rm,
  stat,
  writeFile,
} from 'node:fs/promises';
import path from 'node:path';
import * as tar from 'tar';

/** Every backup's name: sorting by name sorts by age. */
const BACKUP_NAME = /^phonebazaar-\d{8}T\d{6}\d{3}Z(?:\.tar\.gz|\.pgdump|-images\.tar\.gz)$/;
/** The keys lib/secrets.ts keeps in DATA_DIR: a database without its IMEI key is unreadable. */
export const SECRET_FILES = ['secrets.json', 'imei-key.json'];
export const ARCHIVE_FORMAT = 1;

export interface Manifest {
  format: number;
  createdAt: string;
  database: 'pglite';
  images: number;
}

/** `phonebazaar-20261129T134635123Z`: the stem of the files one backup writes. */
export function backupStem(now = new Date()): string {
  return `phonebazaar-${now.toISOString().replace(/[-:.]/g, '')}`;
}

/** A folder beside the backups for one backup's parts, removed whatever happens. */
export async function withStaging<T>(backupDir: string, fn: (dir: string) => Promise<T>) {
  // A backup holds the keys and everyone's data: readable by the server's user only.
  await mkdir(backupDir, { recursive: true, mode: 0o700 });
  const dir = path.join(backupDir, `.staging-${randomBytes(6).toString('hex')}`);
  await mkdir(dir, { mode: 0o700 });
  try {
    return await fn(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Puts every finished picture of `imagesDir` into `target` (hard links, or copies across
 * file systems). Pictures are written under a temporary dot-name and renamed, never changed
 * nor deleted after, so a link is the picture as it will always be.
 */
export async function stageImages(imagesDir: string, target: string): Promise<number> {
  await mkdir(target, { recursive: true });
  const names = await readdir(imagesDir).catch(() => [] as string[]);
  let count = 0;
  for (const name of names) {
    if (name.startsWith('.')) continue;
    const from = path.join(imagesDir, name);
    const info = await stat(from).catch(() => undefined);
    if (!info?.isFile()) continue;
    await link(from, path.join(target, name)).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'EXDEV' || error.code === 'EPERM') {
        return copyFile(from, path.join(target, name));
      }
      throw error;
    });
    count++;
  }
  return count;
}

/** Copies the DATA_DIR keys that exist into `target`. */
export async function stageSecrets(dataDir: string, target: string): Promise<void> {
  await mkdir(target, { recursive: true });
  for (const name of SECRET_FILES) {
    await copyFile(path.join(dataDir, name), path.join(target, name)).catch(
      (error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      },
    );
  }
}

/** gzip'd tar of `entries` (relative to `cwd`), written beside `file` and renamed. */
export async function writeTarGz(file: string, cwd: string, entries: string[]): Promise<void> {
  const temp = `${path.dirname(file)}/.${path.basename(file)}.tmp`;
  try {
    await tar.create({ gzip: { level: 6 }, file: temp, cwd, portable: true }, entries);
    await chmod(temp, 0o600);
    await rename(temp, file);
  } finally {
    await rm(temp, { force: true });
  }
}

export async function writeManifest(dir: string, manifest: Manifest): Promise<void> {
  await writeFile(path.join(dir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
}

/** When the newest backup of `backupDir` was written (seconds since the epoch), if any. */
export async function newestBackupTime(backupDir: string): Promise<number | undefined> {
  const names = (await readdir(backupDir).catch(() => [] as string[]))
    .filter((name) => BACKUP_NAME.test(name))
    .sort();
  const newest = names.at(-1);
  if (!newest) return undefined;
  const info = await stat(path.join(backupDir, newest)).catch(() => undefined);
  return info ? info.mtimeMs / 1000 : undefined;
}

/** Deletes all but the newest `keep` backups of `backupDir`; returns the names deleted. */
export async function pruneBackups(backupDir: string, keep: number): Promise<string[]> {
  const names = (await readdir(backupDir).catch(() => [] as string[]))
    .filter((name) => BACKUP_NAME.test(name))
    .sort();
  // The files of one backup (a pg_dump and its pictures) share a stem and go together.
  const stems = [...new Set(names.map((name) => name.slice(0, 'phonebazaar-'.length + 19)))];
  const old = new Set(stems.slice(0, Math.max(0, stems.length - keep)));
  const doomed = names.filter((name) => old.has(name.slice(0, 'phonebazaar-'.length + 19)));
  for (const name of doomed) await rm(path.join(backupDir, name), { force: true });
  return doomed;
}
