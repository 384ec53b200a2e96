import {
  NEXT_CURSOR_HEADER,
  searchDebugResultSchema,
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

  // Issue #42: the same search for admins, with each result's score parts when `debug=1`;
  // never cached (the public route above ignores `debug`).
  app.get(
    '/admin/search',
    {
      config: { policy: 'admin' },
      schema: { querystring: searchQuerySchema, response: { 200: searchDebugResultSchema } },
    },
    async (request, reply) => {
      const { result, nextCursor } = await search.explain(request.query);
      reply.header('cache-control', 'no-store');
      if (nextCursor) reply.header(NEXT_CURSOR_HEADER, nextCursor);
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
