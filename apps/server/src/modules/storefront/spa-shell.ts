import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { encodeOnce, type MemoryAnswer } from '../../http/send-from-memory.ts';

/** The headers of every HTML page: revalidated, so a deploy or a write shows at once. */
export const PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-cache',
};

/**
 * index.html in every encoding, read once at start (issue #8: the page every visit begins
 * with). The build's .br/.gz files are used when present, else made here (a few KB). An
 * unchanged shell costs a 304.
 */
export async function loadSpaShell(webRoot: string): Promise<MemoryAnswer> {
  const file = path.join(webRoot, 'index.html');
  const html = await readFile(file);
  const built = async (ext: string) => readFile(`${file}${ext}`).catch(() => undefined);
  return encodeOnce(html, PAGE_HEADERS, {
    precompressed: { br: await built('.br'), gzip: await built('.gz') },
    compressFrom: 0,
  });
}
