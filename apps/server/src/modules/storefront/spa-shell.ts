import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { headerList, sendRaw } from '../../http/raw-reply.ts';

type Encoding = 'br' | 'gzip';

/** One encoding of index.html: its bytes and the headers that describe them. */
interface Variant {
  body: Buffer;
  etag: string;
  headers: Record<string, string>;
}

/** A file's bytes as is, and its precompressed copies when there are any. */
export type Variants = { identity: Variant } & Partial<Record<Encoding, Variant>>;
export type SpaShell = Required<Variants>;

/** One encoding of a file with its headers; the strong ETag differs per encoding. */
export function fileVariant(
  body: Buffer,
  tag: string,
  headers: Record<string, string>,
  encoding?: Encoding,
): Variant {
  const etag = `"${tag}${encoding ? `-${encoding}` : ''}"`;
  return {
    body,
    etag,
    headers: { ...headers, etag, ...(encoding ? { 'content-encoding': encoding } : {}) },
  };
}

export const digestTag = (body: Buffer) =>
  createHash('sha256').update(body).digest('base64url').slice(0, 27);

/**
 * index.html in every encoding, read once at start (issue #8: the page every visit begins
 * with). The build's .br/.gz files are used when present, else made here (a few KB). Strong
 * ETags per encoding, since different bytes must not share one; `no-cache` so a deploy shows
 * at once while an unchanged shell costs a 304.
 */
export async function loadSpaShell(webRoot: string): Promise<SpaShell> {
  const file = path.join(webRoot, 'index.html');
  const html = await readFile(file);
  const tag = digestTag(html);
  const built = async (ext: string) => readFile(`${file}${ext}`).catch(() => undefined);
  const headers = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' };
  const variant = (body: Buffer, encoding?: Encoding) => fileVariant(body, tag, headers, encoding);
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

/** A variant's headers as writeHead's flat list, for a 200 and for a 304: built once. */
const rawLists = new WeakMap<Variant, { ok: string[]; notModified: string[] }>();

function rawListsOf(variant: Variant) {
  let lists = rawLists.get(variant);
  if (!lists) {
    const { 'content-type': _type, ...notModified } = variant.headers;
    lists = {
      ok: headerList({ ...variant.headers, 'content-length': String(variant.body.length) }),
      notModified: headerList(notModified),
    };
    rawLists.set(variant, lists);
  }
  return lists;
}

/**
 * Sends a file from memory: no file system on the way, a 304 when the ETag matches. Straight
 * to the socket (decision 020): the onSend hooks would only add the request id and the Vary
 * this adds itself. Headers earlier hooks set, through Fastify or on the raw response (the
 * security headers), go out with it.
 */
export function sendVariants(variants: Variants, request: FastifyRequest, reply: FastifyReply) {
  const variant = variants[pickEncoding(request.headers['accept-encoding'])] ?? variants.identity;
  const lists = rawListsOf(variant);
  const ifNoneMatch = request.headers['if-none-match'];
  const notModified = ifNoneMatch
    ?.split(',')
    .some((t) => t.trim().replace(/^W\//, '') === variant.etag);
  const pending = reply.getHeaders();
  const res = reply.raw;
  for (const name of Object.keys(pending)) {
    const value = pending[name];
    if (value !== undefined && !res.hasHeader(name)) res.setHeader(name, value);
  }
  const vary = res.getHeader('vary');
  res.setHeader('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
  return notModified
    ? sendRaw(request, reply, 304, lists.notModified)
    : sendRaw(request, reply, 200, lists.ok, variant.body);
}
