import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import { LRUCache } from 'lru-cache';
import { headerList } from './raw-reply.ts';

/** Below this size compression costs more than it saves (the same threshold as @fastify/compress). */
const COMPRESS_FROM_BYTES = 1024;

/** One encoding of a cached answer: its bytes and every header, ready to send. */
export interface Variant {
  body: Buffer;
  etag: string;
  headers: Record<string, string>;
  /** For a 304: the same headers without the body's own. */
  notModified: Record<string, string>;
  /** `headers` and `notModified` as writeHead's flat list, built once for the hits. */
  rawHeaders: string[];
  rawNotModified: string[];
}

export interface Entry {
  /** The catalogue version the answer was read under (catalog-version.ts). */
  version: number;
  /** Epoch ms after which the answer may be wrong by time alone (a hold lapsing) or is just old. */
  expiresAt: number;
  identity: Variant;
  br?: Variant | undefined;
  gzip?: Variant | undefined;
}

// Set by Fastify or by us per request; everything else the pipeline set is replayed as is.
const PER_REQUEST = new Set([
  'content-length',
  'content-encoding',
  'x-request-id',
  'etag',
  'vary',
  'cache-control',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
]);

function variant(
  body: Buffer,
  tag: string,
  base: Record<string, string>,
  encoding?: 'br' | 'gzip',
): Variant {
  const etag = `"${tag}${encoding ? `-${encoding}` : ''}"`;
  const notModified: Record<string, string> = { ...base, etag };
  const { 'content-type': _type, ...rest } = notModified;
  const headers = {
    ...notModified,
    ...(encoding ? { 'content-encoding': encoding } : {}),
    'content-length': String(body.length),
  };
  return {
    body,
    etag,
    headers,
    notModified: rest,
    rawHeaders: headerList(headers),
    rawNotModified: headerList(rest),
  };
}

/**
 * The answer in every encoding, each with a strong ETag (a digest of the JSON, suffixed by
 * the encoding, as different bytes must not share a strong tag) and the headers the full
 * pipeline set for it (security headers, content type, next cursor), so a hit sends exactly
 * what a miss would have.
 */
export function buildEntry(
  json: string,
  pipelineHeaders: Record<string, string | number | string[] | undefined>,
  version: number,
  expiresAt: number,
): Entry {
  const base: Record<string, string> = {};
  for (const [name, value] of Object.entries(pipelineHeaders)) {
    if (value === undefined || PER_REQUEST.has(name)) continue;
    base[name] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  const vary = pipelineHeaders.vary ? `${String(pipelineHeaders.vary)}, ` : '';
  base.vary = `${vary}Accept-Encoding`;
  // Browsers may keep the answer but must revalidate it (a 304 while the ETag holds).
  base['cache-control'] = 'no-cache';
  const body = Buffer.from(json);
  const tag = createHash('sha256').update(body).digest('base64url').slice(0, 27);
  const entry: Entry = { version, expiresAt, identity: variant(body, tag, base) };
  if (body.length >= COMPRESS_FROM_BYTES) {
    const br = brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 9,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
    entry.br = variant(br, tag, base, 'br');
    entry.gzip = variant(gzipSync(body, { level: 9 }), tag, base, 'gzip');
  }
  return entry;
}

// Clients send a handful of distinct Accept-Encoding values; remember the choice for each.
const negotiator = new Negotiator<'br' | 'gzip' | 'identity'>({
  supportedValues: ['br', 'gzip', 'identity'],
  cache: new LRUCache<string, string>({ max: 256 }),
});

/** The variant Accept-Encoding asks for; undefined when the client refuses every one we have. */
export function pickVariant(entry: Entry, acceptEncoding: string | undefined): Variant | undefined {
  if (!acceptEncoding) return entry.identity;
  const wanted = negotiator.negotiate(acceptEncoding);
  if (wanted === 'br' && entry.br) return entry.br;
  if (wanted === 'gzip' && entry.gzip) return entry.gzip;
  if (wanted === null) return undefined;
  // br or gzip asked for a small answer sent as is, like the rest of the API does.
  return entry.identity;
}

/** If-None-Match against the variant's tag (weak comparison, as RFC 9110 asks for GET). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}
