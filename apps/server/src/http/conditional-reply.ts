import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { matchesEtag } from './send-from-memory.ts';

/**
 * A JSON answer built per request but often the same: tagged with a strong ETag (`prefix`
 * and a digest of the body) and `cacheControl`; a caller whose If-None-Match matches gets
 * a 304 with no body (undefined returned), judged by the same rule as the answers kept in
 * memory (send-from-memory.ts's matchesEtag: a list, `*`, weak comparison).
 */
export function replyOrNotModified<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  body: T,
  opts: { prefix: string; cacheControl: string },
): T | undefined {
  const digest = createHash('sha256').update(JSON.stringify(body)).digest('base64url');
  const etag = `"${opts.prefix}${digest.slice(0, 27)}"`;
  reply.header('etag', etag).header('cache-control', opts.cacheControl);
  if (!matchesEtag(request.headers['if-none-match'], etag)) return body;
  reply.code(304);
  return undefined;
}
