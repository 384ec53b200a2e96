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
      const type = TYPES[path.extname(name)];
      const file = path.join(dir, name);
      if (!type || (await stat(file)).size > MAX_FILE_BYTES) return;
      const body = await readFile(file);
      const copy = (ext: '.br' | '.gz') => readFile(`${file}${ext}`).catch(() => undefined);
      const headers = {
        'content-type': type,
        'cache-control': 'public, max-age=31536000, immutable',
      };
      // Only the build's own copies: a file without one is sent as it is.
      const precompressed = { br: await copy('.br'), gzip: await copy('.gz') };
      assets.set(`/assets/${name}`, encodeOnce(body, headers, { precompressed }));
    }),
  );
  return assets;
}
