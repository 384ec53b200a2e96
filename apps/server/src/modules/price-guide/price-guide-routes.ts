import { priceGuideQuerySchema, priceGuideSchema } from '@phonebazaar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { replyOrNotModified } from '../../http/conditional-reply.ts';
import type { PriceGuideService } from './price-guide-service.ts';

/** Browsers and shared caches may keep an answer this long; after it, a 304 while it holds. */
export const PRICE_GUIDE_MAX_AGE_SECONDS = 60;

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
      return replyOrNotModified(request, reply, guide, {
        prefix: 'pg-',
        cacheControl: `public, max-age=${PRICE_GUIDE_MAX_AGE_SECONDS}`,
      });
    },
  );
};
