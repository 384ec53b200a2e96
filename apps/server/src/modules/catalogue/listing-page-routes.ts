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
        // Issue #21: the caller is read only for a listing held for review or rejected, whose
        // page its seller and the admins see; a request with an Authorization header is never
        // served from or stored in the response cache, and the browser keeps nothing of it.
        const found = await service.find(request.params.id, () => app.callerOf(request));
        if (found.private) reply.header('cache-control', 'private, no-store');
        else reply.expireCacheAt(found.staleAt);
        return found.listing;
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
