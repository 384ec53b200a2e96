import {
  categorySchema,
  idParamSchema,
  NEXT_CURSOR_HEADER,
  pageQuerySchema,
  productListSchema,
} from '@phonebazaar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CategoriesService } from './categories-service.ts';

export const categoriesRoutes: FastifyPluginAsyncZod<{ categories: CategoriesService }> = async (
  app,
  { categories: service },
) => {
  app.get(
    '/categories',
    {
      config: { policy: 'public', responseCache: true },
      schema: { response: { 200: z.array(categorySchema) } },
    },
    () => service.list(),
  );

  app.get(
    '/categories/:id',
    {
      config: { policy: 'public', responseCache: true },
      schema: {
        params: idParamSchema,
        querystring: pageQuerySchema,
        response: { 200: productListSchema },
      },
    },
    async (request, reply) => {
      const { items, nextCursor, staleAt } = await service.listProducts(
        request.params.id,
        request.query,
      );
      if (nextCursor) reply.header(NEXT_CURSOR_HEADER, nextCursor);
      reply.expireCacheAt(staleAt);
      return items;
    },
  );
};
