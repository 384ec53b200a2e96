import {
  favouriteBodySchema,
  favouriteParamsSchema,
  favouritesQuerySchema,
  favouritesReplySchema,
  favouriteToggleReplySchema,
} from '@phonebazaar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../auth/index.ts';
import type { FavouritesService } from './favourites-service.ts';

/**
 * The caller's favourites (issue #20). Policy 'signed-in' (decision 027): any role keeps a
 * list of their own, and every call is keyed by the caller's id, so no one reaches another's.
 * Answers are per person: never cached (no-store).
 */
// A heart changes no public list or page: the response caches stay as they are.
const write = { policy: 'signed-in', catalogueNeutral: true } as const;

export const favouritesRoutes: FastifyPluginAsyncZod<{ favourites: FavouritesService }> = async (
  app,
  { favourites: service },
) => {
  app.get(
    '/favourites',
    {
      config: { policy: 'signed-in' },
      schema: { querystring: favouritesQuerySchema, response: { 200: favouritesReplySchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const idsOnly = request.query.idsOnly === '1' || request.query.idsOnly === 'true';
      return service.list(currentUser(request).id, idsOnly);
    },
  );

  app.put(
    '/favourites/:listingId',
    {
      config: write,
      schema: {
        params: favouriteParamsSchema,
        body: favouriteBodySchema,
        response: { 200: favouriteToggleReplySchema },
      },
    },
    async (request) => service.save(currentUser(request).id, request.params.listingId),
  );

  app.delete(
    '/favourites/:listingId',
    {
      config: write,
      schema: {
        params: favouriteParamsSchema,
        body: favouriteBodySchema,
        response: { 200: favouriteToggleReplySchema },
      },
    },
    async (request) => service.remove(currentUser(request).id, request.params.listingId),
  );
};
