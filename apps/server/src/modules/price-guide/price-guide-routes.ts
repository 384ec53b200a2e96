import { createHash } from 'node:crypto';
import { priceGuideQuerySchema, priceGuideSchema } from '@phonebazaar/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PriceGuideService } from './price-guide-service.ts';

/** Browsers and shared caches may keep an answer this long; after it, a 304 while it holds. */
export const PRICE_GUIDE_MAX_AGE_SECONDS = 60;

/** The answer, or a 304 with no body when the caller holds it already. */
function withEtag<T>(request: FastifyRequest, reply: FastifyReply, body: T): T | undefined {
  const digest = createHash('sha256').update(JSON.stringify(body)).digest('base64url');
  const etag = `"pg-${digest.slice(0, 27)}"`;
  reply
    .header('etag', etag)
    .header('cache-control', `public, max-age=${PRICE_GUIDE_MAX_AGE_SECONDS}`);
  const held = request.headers['if-none-match'];
  const tags = held?.split(',').map((t) => t.trim().replace(/^W\//, '')) ?? [];
  if (!tags.includes(etag)) return body;
  reply.code(304);
  return undefined;
}

/**
 * GET /api/price-guide?model&storage&variant&condition (issue #20): public, the same for
 * every caller, so it carries a short max-age and an ETag (If-None-Match answers 304).
 */
export const priceGuideRoutes: FastifyPluginAsyncZod<{ service: PriceGuideService }> = async (
  app,
  { service },
) => {
  app.get(
    '/price-guide',
    {
      config: { policy: 'public' },
      schema: { querystring: priceGuideQuerySchema, response: { 200: priceGuideSchema } },
    },
    async (request, reply) => {
      const guide = await service.guide(request.query);
      return withEtag(request, reply, guide);
    },
  );
};
