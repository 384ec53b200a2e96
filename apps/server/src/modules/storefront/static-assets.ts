import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { digestTag, fileVariant, type Variants } from './spa-shell.ts';

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
export async function loadStaticAssets(webRoot: string): Promise<Map<string, Variants>> {
  const dir = path.join(webRoot, 'assets');
  const names = await readdir(dir).catch(() => [] as string[]);
  const assets = new Map<string, Variants>();
  await Promise.all(
    names.map(async (name) => {
      const type = TYPES[path.extname(name)];
      const file = path.join(dir, name);
      if (!type || (await stat(file)).size > MAX_FILE_BYTES) return;
      const body = await readFile(file);
      const tag = digestTag(body);
      const headers = {
        'content-type': type,
        'cache-control': 'public, max-age=31536000, immutable',
      };
      const copy = async (ext: '.br' | '.gz', encoding: 'br' | 'gzip') => {
        const bytes = await readFile(`${file}${ext}`).catch(() => undefined);
        return bytes ? { [encoding]: fileVariant(bytes, tag, headers, encoding) } : {};
      };
      assets.set(`/assets/${name}`, {
        identity: fileVariant(body, tag, headers),
        ...(await copy('.br', 'br')),
        ...(await copy('.gz', 'gzip')),
      });
    }),
  );
  return assets;
}
