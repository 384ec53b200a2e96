import {
  idParamSchema,
  reviewsQuerySchema,
  reviewsReplySchema,
  sellerProfileSchema,
} from '@phonebazaar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SellersService } from './sellers-service.ts';

/**
 * The public seller profile and its reviews (issue #19). The same for every caller, so they
 * are answered from memory until the next write (decision 014): a review published or hidden
 * is a write (the sweep bumps the version itself), so nobody sees a stale rating.
 */
export const sellersRoutes: FastifyPluginAsyncZod<{ sellers: SellersService }> = async (
  app,
  { sellers: service },
) => {
  app.get(
    '/sellers/:id',
    {
      config: { policy: 'public', responseCache: true },
      schema: { params: idParamSchema, response: { 200: sellerProfileSchema } },
    },
    async (request) => service.profile(request.params.id),
  );

  app.get(
    '/sellers/:id/reviews',
    {
      config: { policy: 'public', responseCache: true },
      schema: {
        params: idParamSchema,
        querystring: reviewsQuerySchema,
        response: { 200: reviewsReplySchema },
      },
    },
    async (request) => service.reviews(request.params.id, request.query),
  );
};
