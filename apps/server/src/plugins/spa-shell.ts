import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

type Encoding = 'br' | 'gzip';

/** One encoding of index.html: its bytes and the headers that describe them. */
interface Variant {
  body: Buffer;
  etag: string;
  headers: Record<string, string>;
}

export type SpaShell = Record<Encoding | 'identity', Variant>;

/**
 * index.html in every encoding, read once at start (issue #8: the page every visit begins
 * with). The build's .br/.gz files are used when present, else made here (a few KB). Strong
 * ETags per encoding, since different bytes must not share one; `no-cache` so a deploy shows
 * at once while an unchanged shell costs a 304.
 */
export async function loadSpaShell(webRoot: string): Promise<SpaShell> {
  const file = path.join(webRoot, 'index.html');
  const html = await readFile(file);
  const tag = createHash('sha256').update(html).digest('base64url').slice(0, 27);
  const built = async (ext: string) => readFile(`${file}${ext}`).catch(() => undefined);
  const variant = (body: Buffer, encoding?: Encoding): Variant => {
    const etag = `"${tag}${encoding ? `-${encoding}` : ''}"`;
    return {
      body,
      etag,
      headers: {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-cache',
        etag,
        ...(encoding ? { 'content-encoding': encoding } : {}),
      },
    };
  };
  return {
    identity: variant(html),
    br: variant((await built('.br')) ?? brotliCompressSync(html), 'br'),
    gzip: variant((await built('.gz')) ?? gzipSync(html, { level: 9 }), 'gzip'),
  };
}

// Browsers send a handful of distinct Accept-Encoding values: parse each once.
const choices = new Map<string, Encoding | 'identity'>();

/** The best encoding the client accepts (q-values honoured; br before gzip on a tie). */
export function pickEncoding(header: string | undefined): Encoding | 'identity' {
  if (!header) return 'identity';
  let choice = choices.get(header);
  if (choice) return choice;
  const q: Record<string, number> = {};
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const weight = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    q[name.trim()] = weight ? Number(weight.slice(2)) || 0 : 1;
  }
  const of = (name: Encoding) => q[name] ?? q['*'] ?? 0;
  const best = of('br') >= of('gzip') ? 'br' : 'gzip';
  choice = of(best) > 0 ? best : 'identity';
  if (choices.size < 64) choices.set(header, choice);
  return choice;
}

/** Sends the shell from memory: no file system on the way, a 304 when the ETag matches. */
export function sendSpaShell(shell: SpaShell, request: FastifyRequest, reply: FastifyReply) {
  const variant = shell[pickEncoding(request.headers['accept-encoding'])];
  reply.headers(variant.headers);
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch?.split(',').some((t) => t.trim().replace(/^W\//, '') === variant.etag)) {
    reply.removeHeader('content-type');
    return reply.code(304).send();
  }
  return reply.send(variant.body);
}
