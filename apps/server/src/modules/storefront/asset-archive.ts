import { randomBytes } from 'node:crypto';
import { copyFile, mkdir, readdir, rename, stat, unlink, utimes } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { MemoryAnswer } from '../../http/send-from-memory.ts';
import { COPY_SUFFIXES, loadAsset } from './static-assets.ts';

const DAY_MS = 86_400_000;
/** Previous releases' files kept at most, all encodings counted: they are held in memory. */
export const ARCHIVE_MAX_BYTES = 32 * 1024 * 1024;
// A release can run for weeks: while it runs, its files are marked live again this often.
const MARK_LIVE_EVERY_MS = 3_600_000;
// A temporary file older than this was left by a writer that stopped mid-copy.
const STALE_TEMP_MS = 3_600_000;
const TEMP_MARK = '.tmp-';

export interface AssetArchiveOptions {
  /** DATA_DIR/asset-archive, shared by every instance on that DATA_DIR. */
  dir: string;
  /** The running build's assets folder. */
  assetsDir: string;
  /** Names under /assets the running build answers from memory. */
  current: readonly string[];
  retentionDays: number;
  log: FastifyBaseLogger;
  now?: () => number;
  maxBytes?: number;
}

export interface AssetArchive {
  /** A previous release's file at `/assets/<name>`, while it was live within the retention. */
  get(url: string): MemoryAnswer | undefined;
  close(): void;
}

interface Archived {
  files: { name: string; size: number }[];
  /** When it was last part of a running release: the file times, set by markLive. */
  liveAt: number;
}

const NO_ARCHIVE: AssetArchive = { get: () => undefined, close: () => {} };
const codeOf = (error: unknown) => (error as NodeJS.ErrnoException).code;

/**
 * The previous releases' hashed files (decision 028). A tab opened before an upgrade still
 * asks for its own chunks, which the new build no longer has. Each start copies its build's
 * assets here and marks them live (the file's time, refreshed hourly while it runs); files
 * not live for ASSET_RETENTION_DAYS, or past the size bound (least recently live first), are
 * deleted at start, and the rest are answered from memory like the build's own.
 *
 * Several instances may share DATA_DIR: every write is a copy to a temporary name and a
 * rename, and a file another instance deleted first is not an error. A DATA_DIR that cannot
 * be written is logged once and the server runs without the archive.
 */
export async function openAssetArchive(options: AssetArchiveOptions): Promise<AssetArchive> {
  const { dir, assetsDir, current, log } = options;
  const now = options.now ?? Date.now;
  const retentionMs = options.retentionDays * DAY_MS;
  if (retentionMs <= 0) return NO_ARCHIVE;

  const markLive = async () => {
    const at = new Date(now());
    for (const name of current) {
      for (const file of [name, ...COPY_SUFFIXES.map((suffix) => `${name}${suffix}`)]) {
        await keepLive(path.join(assetsDir, file), path.join(dir, file), at);
      }
    }
  };
  try {
    await mkdir(dir, { recursive: true });
    await markLive();
  } catch (error) {
    log.warn(
      { err: error, dir },
      'asset archive not writable: assets of previous releases are not kept',
    );
    return NO_ARCHIVE;
  }

  const archived = await readArchive(dir, now());
  const kept = await prune(dir, archived, new Set(current), {
    oldest: now() - retentionMs,
    maxBytes: options.maxBytes ?? ARCHIVE_MAX_BYTES,
  });
  const answers = new Map<string, { answer: MemoryAnswer; liveUntil: number }>();
  await Promise.all(
    [...kept].map(async ([name, { liveAt }]) => {
      // Another instance may have deleted it since it was listed: then it is not kept.
      const answer = await loadAsset(dir, name).catch(() => undefined);
      if (answer) answers.set(`/assets/${name}`, { answer, liveUntil: liveAt + retentionMs });
    }),
  );
  if (answers.size > 0) log.info({ count: answers.size }, 'assets of previous releases kept');

  let warned = false;
  const timer = setInterval(() => {
    markLive().catch((error: unknown) => {
      if (!warned) log.warn({ err: error, dir }, 'asset archive: marking assets live failed');
      warned = true;
    });
  }, MARK_LIVE_EVERY_MS);
  timer.unref();

  return {
    get(url) {
      const entry = answers.get(url);
      return entry && now() <= entry.liveUntil ? entry.answer : undefined;
    },
    close: () => clearInterval(timer),
  };
}

/** Marks `to` live at `at`, copying it from `from` first (to a temporary name) if missing. */
async function keepLive(from: string, to: string, at: Date): Promise<void> {
  try {
    return await utimes(to, at, at);
  } catch (error) {
    if (codeOf(error) !== 'ENOENT') throw error;
  }
  const temp = path.join(
    path.dirname(to),
    `.${path.basename(to)}${TEMP_MARK}${process.pid}-${randomBytes(4).toString('hex')}`,
  );
  try {
    await copyFile(from, temp);
    await utimes(temp, at, at);
    await rename(temp, to);
  } catch (error) {
    await unlink(temp).catch(() => {});
    // A build without a .br or .gz copy of this file: nothing to keep.
    if (codeOf(error) === 'ENOENT' && !(await exists(from))) return;
    throw error;
  }
}

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

/** The archive's files grouped by the asset they encode; stale temporary files deleted. */
async function readArchive(dir: string, now: number): Promise<Map<string, Archived>> {
  const groups = new Map<string, Archived>();
  for (const name of await readdir(dir).catch(() => [] as string[])) {
    const info = await stat(path.join(dir, name)).catch(() => undefined);
    if (!info?.isFile()) continue;
    if (name.includes(TEMP_MARK)) {
      if (now - info.mtimeMs > STALE_TEMP_MS) await remove(dir, name);
      continue;
    }
    const suffix = COPY_SUFFIXES.find((s) => name.endsWith(s));
    const asset = suffix ? name.slice(0, -suffix.length) : name;
    const group = groups.get(asset) ?? { files: [], liveAt: 0 };
    group.files.push({ name, size: info.size });
    group.liveAt = Math.max(group.liveAt, info.mtimeMs);
    groups.set(asset, group);
  }
  return groups;
}

/**
 * Deletes what was not live since `oldest`, then, least recently live first, what exceeds
 * `maxBytes`; the running build's files are never deleted. Returns the previous releases' kept.
 */
async function prune(
  dir: string,
  archived: Map<string, Archived>,
  current: ReadonlySet<string>,
  bounds: { oldest: number; maxBytes: number },
): Promise<Map<string, Archived>> {
  const previous = [...archived]
    .filter(([name]) => !current.has(name))
    .sort(([, a], [, b]) => b.liveAt - a.liveAt);
  const kept = new Map<string, Archived>();
  let bytes = 0;
  let full = false;
  for (const [name, group] of previous) {
    const size = group.files.reduce((sum, file) => sum + file.size, 0);
    full ||= bytes + size > bounds.maxBytes;
    if (full || group.liveAt < bounds.oldest) {
      await Promise.all(group.files.map((file) => remove(dir, file.name)));
    } else {
      bytes += size;
      kept.set(name, group);
    }
  }
  return kept;
}

/**
 * Deletes a file. Another instance may have deleted it first; one that cannot be deleted
 * is not served and is tried again at the next start.
 */
async function remove(dir: string, name: string): Promise<void> {
  await unlink(path.join(dir, name)).catch(() => {});
}
