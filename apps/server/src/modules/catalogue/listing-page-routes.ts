import { idParamSchema, listingGoneSchema, publicListingSchema } from '@phonebazaar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ListingGoneError, type ListingPageService } from './listing-page-service.ts';

/** GET /api/listings/:id: one listing's page (issue #16). */
export const listingPageRoutes: FastifyPluginAsyncZod<{ listings: ListingPageService }> = async (
  app,
  { listings: service },
) => {
  app.get(
    '/listings/:id',
    {
      config: { policy: 'public', responseCache: true },
      schema: {
        params: idParamSchema,
        response: { 200: publicListingSchema, 410: listingGoneSchema },
      },
    },
    async (request, reply) => {
      try {
        const { listing, staleAt } = await service.find(request.params.id);
        reply.expireCacheAt(staleAt);
        return listing;
      } catch (error) {
        // The error handler answers { message, code }; the page also needs to know which.
        if (!(error instanceof ListingGoneError)) throw error;
        return reply.status(410).send({
          message: error.message,
          code: 'LISTING_GONE',
          sold: error.sold,
          categoriesId: error.categoryId,
        });
      }
    },
  );
};
