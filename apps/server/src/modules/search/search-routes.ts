import {
  NEXT_CURSOR_HEADER,
  searchQuerySchema,
  searchResultSchema,
  suggestionListSchema,
  suggestQuerySchema,
} from '@phonebazaar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SearchService } from './search-service.ts';

/** GET /api/search and /api/search/suggest: public, the same for everyone, response-cached. */
export const searchRoutes: FastifyPluginAsyncZod<{ search: SearchService }> = async (
  app,
  { search },
) => {
  app.get(
    '/search',
    {
      config: { policy: 'public', responseCache: true },
      schema: { querystring: searchQuerySchema, response: { 200: searchResultSchema } },
    },
    async (request, reply) => {
      const { result, nextCursor, staleAt } = await search.search(request.query);
      if (nextCursor) reply.header(NEXT_CURSOR_HEADER, nextCursor);
      reply.expireCacheAt(staleAt);
      return result;
    },
  );

  app.get(
    '/search/suggest',
    {
      config: { policy: 'public', responseCache: true },
      schema: { querystring: suggestQuerySchema, response: { 200: suggestionListSchema } },
    },
    async (request) => search.suggest(request.query.q),
  );
};
