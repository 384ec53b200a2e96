import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Encoding, MemoryAnswer, MemoryVariant } from './memory-answer.ts';

export type { Encoding, MemoryAnswer, MemoryVariant } from './memory-answer.ts';

export interface EncodeOptions {
  /** Bytes compressed ahead (the build's .br and .gz files): used as they are. */
  precompressed?: Partial<Record<Encoding, Buffer>> | undefined;
  /** Make the encodings not given from this many bytes up; left out, never. */
  compressFrom?: number | undefined;
  /** Brotli's quality for the encodings made here (zlib's default, 11, when left out). */
  brotliQuality?: number | undefined;
}

// Not part of what a 304 describes: it has no body (RFC 9110 §15.4.5 keeps ETag, Vary and
// Cache-Control, which stay).
const BODY_HEADERS = new Set(['content-type', 'content-length', 'content-encoding']);

const flat = (headers: Record<string, string>, leave: (name: string) => boolean) =>
  Object.entries(headers)
    .filter(([name]) => !leave(name))
    .flat();

function variant(
  body: Buffer,
  tag: string,
  base: Record<string, string>,
  encoding?: Encoding,
): MemoryVariant {
  // Different bytes must not share a strong tag: the encoding is part of it.
  const etag = `"${tag}${encoding ? `-${encoding}` : ''}"`;
  const headers = {
    ...base,
    etag,
    ...(encoding ? { 'content-encoding': encoding } : {}),
    'content-length': String(body.length),
  };
  // Vary is merged per request with what earlier hooks set (CORS adds Origin), so it is not
  // in the lists writeHead replays.
  return {
    body,
    etag,
    headers,
    ok: flat(headers, (name) => name === 'vary'),
    notModified: flat(headers, (name) => name === 'vary' || BODY_HEADERS.has(name)),
  };
}

/**
 * An answer kept in memory, encoded once into identity, brotli and gzip with a strong ETag
 * each (a digest of the identity bytes, suffixed by the encoding). `headers` are the ones
 * every variant carries; `Vary: Accept-Encoding` is added to any Vary they name.
 */
export function encodeOnce(
  body: Buffer,
  headers: Record<string, string>,
  options: EncodeOptions = {},
): MemoryAnswer {
  const tag = createHash('sha256').update(body).digest('base64url').slice(0, 27);
  const vary = headers.vary ? `${headers.vary}, Accept-Encoding` : 'Accept-Encoding';
  const base = { ...headers, vary };
  const made = options.compressFrom !== undefined && body.length >= options.compressFrom;
  const br =
    options.precompressed?.br ??
    (made
      ? brotliCompressSync(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: options.brotliQuality ?? constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        })
      : undefined);
  const gzip = options.precompressed?.gzip ?? (made ? gzipSync(body, { level: 9 }) : undefined);
  return {
    vary,
    identity: variant(body, tag, base),
    ...(br ? { br: variant(br, tag, base, 'br') } : {}),
    ...(gzip ? { gzip: variant(gzip, tag, base, 'gzip') } : {}),
  };
}

// Clients send a handful of distinct Accept-Encoding values; remember the choice for each.
// br is listed first, so it wins a tie.
const negotiator = new Negotiator<Encoding | 'identity'>({
  supportedValues: ['br', 'gzip', 'identity'],
  cache: new LRUCache<string, string>({ max: 256 }),
});

/**
 * The variant Accept-Encoding asks for. An encoding the answer has no bytes for (a small
 * answer is not compressed), or a header that names none we have, gets the identity bytes,
 * which a client accepts unless it says otherwise.
 */
export function pickVariant(answer: MemoryAnswer, acceptEncoding: string | undefined) {
  const wanted = acceptEncoding ? negotiator.negotiate(acceptEncoding) : null;
  return (wanted && wanted !== 'identity' && answer[wanted]) || answer.identity;
}

/**
 * If-None-Match against a variant's tag, as RFC 9110 §13.1.2 asks for GET and HEAD: `*`
 * matches any current representation, a list matches when any member does, and weak
 * comparison (a `W/` tag matches its strong twin).
 */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  for (const candidate of ifNoneMatch.split(',')) {
    const tag = candidate.trim();
    if (tag === '*' || (tag.startsWith('W/') ? tag.slice(2) : tag) === etag) return true;
  }
  return false;
}

/**
 * Sends an answer kept in memory: 304 when If-None-Match matches, else the negotiated bytes.
 * The only place that writes to the socket past Fastify's send path (decision 020): the
 * onSend hooks would only add the request id, added here. Headers earlier hooks set, through
 * Fastify (CORS) or on the raw response (the security headers), go out with it.
 */
export function sendFromMemory(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: MemoryAnswer,
): FastifyReply {
  const chosen = pickVariant(answer, request.headers['accept-encoding']);
  const res = reply.raw;
  const pending = reply.getHeaders();
  for (const name of Object.keys(pending)) {
    const value = pending[name];
    if (value !== undefined && !res.hasHeader(name)) res.setHeader(name, value);
  }
  const vary = res.getHeader('vary');
  res.setHeader('vary', vary ? `${String(vary)}, ${answer.vary}` : answer.vary);
  reply.hijack();
  if (matchesEtag(request.headers['if-none-match'], chosen.etag)) {
    res.writeHead(304, [...chosen.notModified, 'x-request-id', request.id]);
    res.end();
  } else {
    res.writeHead(200, [...chosen.ok, 'x-request-id', request.id]);
    res.end(chosen.body);
  }
  return reply;
}
