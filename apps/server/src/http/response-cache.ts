import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import type { Env } from '../env.ts';
import { responseCacheLookups } from '../lib/metrics.ts';
import { type CatalogVersion, createCatalogVersion } from './catalog-version.ts';
import { encodeOnce, type MemoryAnswer, pickVariant, sendFromMemory } from './send-from-memory.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A public list whose answer is the same for every caller: served from memory. */
    responseCache?: boolean;
    /**
     * A write that cannot change a public list, so it leaves the cached answers alone: true,
     * or for a route serving many URLs, which of them. Without it every sign-in would empty
     * the cache for everyone.
     */
    catalogueNeutral?: boolean | ((url: string) => boolean);
  }
  interface FastifyReply {
    /** The answer turns stale by time alone at this moment (a hold it shows lapses): sent as Expires. */
    expireCacheAt(at: Date | undefined): void;
  }
  interface FastifyInstance {
    catalogVersion: CatalogVersion;
  }
}

interface Entry {
  /** The catalogue version the answer was read under (catalog-version.ts). */
  version: number;
  /** Epoch ms after which the answer may be wrong by time alone (a hold lapsing) or is just old. */
  expiresAt: number;
  answer: MemoryAnswer;
}

/** Below this size compression costs more than it saves (the same threshold as @fastify/compress). */
const COMPRESS_FROM_BYTES = 1024;

// Set by Fastify or by us per request; everything else the pipeline set is replayed as is.
const PER_REQUEST = new Set([
  'content-length',
  'content-encoding',
  'x-request-id',
  'etag',
  'cache-control',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
]);

/**
 * The answer in every encoding with the headers the full pipeline set for it (security
 * headers, content type, next cursor), so a hit sends exactly what a miss would have.
 */
function buildEntry(
  json: string,
  pipelineHeaders: Record<string, string | number | string[] | undefined>,
  version: number,
  expiresAt: number,
): Entry {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(pipelineHeaders)) {
    if (value === undefined || PER_REQUEST.has(name)) continue;
    headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  // Browsers may keep the answer but must revalidate it (a 304 while the ETag holds).
  headers['cache-control'] = 'no-cache';
  const answer = encodeOnce(Buffer.from(json), headers, {
    compressFrom: COMPRESS_FROM_BYTES,
    brotliQuality: 9,
  });
  return { version, expiresAt, answer };
}

/** A cacheable read that missed: where to store its answer and the version it was read under. */
interface Pending {
  key: string;
  version: number;
}

const pending = new WeakMap<FastifyRequest, Pending>();
const limits = new WeakMap<FastifyReply, number>();
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** One key per answer: the path and its query parameters in a fixed order. */
function cacheKey(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  params.sort();
  const query = params.toString();
  return query ? `${url.slice(0, q)}?${query}` : url.slice(0, q);
}

/**
 * Hot public GETs answered from memory (issue #8; docs/decisions/014-response-cache.md).
 * Registered before every other plugin, so a hit replies from the first onRequest hook with
 * headers computed when the entry was made; a miss runs the whole pipeline and its final
 * JSON becomes the entry. Any write that succeeds bumps the catalogue version afterwards.
 */
export const responseCache = fp(async (app: FastifyInstance, { env }: { env: Env }) => {
  const catalog = await createCatalogVersion({
    database: app.database,
    // No cache, no LISTEN connection: run every instance with the same RESPONSE_CACHE.
    url: env.RESPONSE_CACHE ? env.DATABASE_URL : undefined,
    log: app.log,
  });
  app.decorate('catalogVersion', catalog);
  app.decorateReply('expireCacheAt', function (this: FastifyReply, at: Date | undefined) {
    if (!at) return;
    const limit = Math.min(limits.get(this) ?? Infinity, at.getTime());
    limits.set(this, limit);
    // Said in the answer too (rounded down to the second): whoever draws a page from it, as
    // the storefront's prerenderer does, learns when that page turns stale.
    this.header('expires', new Date(limit).toUTCString());
  });
  app.addHook('onClose', () => catalog.close());

  // Every successful write may change a public list: bump once it has committed (handlers
  // commit before replying), and before the reply leaves, so the writer's next read is fresh.
  app.addHook('onSend', async (request, reply) => {
    if (SAFE_METHODS.has(request.method) || reply.statusCode >= 400) return;
    const neutral = request.routeOptions.config.catalogueNeutral;
    if (neutral === true || (typeof neutral === 'function' && neutral(request.url))) return;
    await catalog.changed();
  });

  if (!env.RESPONSE_CACHE) return;
  const maxAgeMs = env.RESPONSE_CACHE_MAX_AGE_SECONDS * 1000;
  const entries = new LRUCache<string, Entry>({ max: env.RESPONSE_CACHE_MAX_ENTRIES });

  app.addHook('onRequest', (request, reply, done) => {
    const headers = request.headers;
    // Only anonymous, same-origin reads: an Authorization header may be refused, and CORS
    // answers depend on the Origin.
    if (
      request.method !== 'GET' ||
      request.routeOptions.config.responseCache !== true ||
      headers.authorization !== undefined ||
      headers.origin !== undefined ||
      !catalog.trusted()
    ) {
      return done();
    }
    const key = cacheKey(request.url);
    const version = catalog.current();
    const entry = entries.get(key);
    if (entry && entry.version === version && Date.now() < entry.expiresAt) {
      // Straight to the socket: the entry holds every header the full pipeline set (the
      // security headers included), so the onSend hooks would only add the request id. Half
      // the CPU of a hit went through them (decision 020).
      responseCacheLookups.inc({ result: 'hit' });
      sendFromMemory(request, reply, entry.answer);
      return;
    }
    responseCacheLookups.inc({ result: 'miss' });
    pending.set(request, { key, version });
    done();
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const miss = pending.get(request);
    if (!miss || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    const expiresAt = Math.min(Date.now() + maxAgeMs, limits.get(reply) ?? Infinity);
    const entry = buildEntry(payload, reply.getHeaders(), miss.version, expiresAt);
    // A slow read from before a write must not replace what a read after it stored.
    const stored = entries.peek(miss.key);
    if (expiresAt > Date.now() && !(stored && stored.version > miss.version)) {
      entries.set(miss.key, entry);
    }
    // This answer goes out as a hit would have: same bytes, same headers.
    const chosen = pickVariant(entry.answer, request.headers['accept-encoding']);
    reply.headers(chosen.headers);
    return chosen.body;
  });
});
