import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { encodeOnce, type MemoryAnswer } from '../../http/send-from-memory.ts';

const TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.webp': 'image/webp',
  '.png': 'image/png',
};
// Vite's chunks are tens of KB; anything far larger stays on disk with @fastify/static.
const MAX_FILE_BYTES = 2 * 1024 * 1024;

/** The precompressed copies the build writes beside a file. */
export const COPY_SUFFIXES = ['.br', '.gz'] as const;

/**
 * One hashed file of `dir` with its .br/.gz copies, encoded for sendFromMemory; undefined
 * when it is not one kept in memory. Also reads the previous releases' files (asset-archive.ts),
 * so both are answered alike.
 */
export async function loadAsset(dir: string, name: string): Promise<MemoryAnswer | undefined> {
  const file = path.join(dir, name);
  const type = TYPES[path.extname(name)];
  if (!type || (await stat(file)).size > MAX_FILE_BYTES) return undefined;
  const body = await readFile(file);
  const copy = (ext: '.br' | '.gz') => readFile(`${file}${ext}`).catch(() => undefined);
  const headers = {
    'content-type': type,
    'cache-control': 'public, max-age=31536000, immutable',
  };
  // Only the build's own copies: a file without one is sent as it is.
  const precompressed = { br: await copy('.br'), gzip: await copy('.gz') };
  return encodeOnce(body, headers, { precompressed });
}

/**
 * The build's hashed files under /assets, read once at start with their .br/.gz copies
 * (issue #8: the entry script is on every first visit). Their names change with their
 * content, so they never go stale in memory and are cached by browsers forever. Files of
 * another type, or too large, are left to @fastify/static.
 */
export async function loadStaticAssets(webRoot: string): Promise<Map<string, MemoryAnswer>> {
  const dir = path.join(webRoot, 'assets');
  const names = await readdir(dir).catch(() => [] as string[]);
  const assets = new Map<string, MemoryAnswer>();
  await Promise.all(
    names.map(async (name) => {
      const answer = await loadAsset(dir, name);
      if (answer) assets.set(`/assets/${name}`, answer);
    }),
  );
  return assets;
}
