import {
  categorySchema,
  idParamSchema,
  NEXT_CURSOR_HEADER,
  pageQuerySchema,
  productListSchema,
} from '@phonebazaar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createProductsRepository } from '../products/products-repository.ts';
import { createProductsService } from '../products/products-service.ts';
import { createCategoriesRepository } from './categories-repository.ts';
import { createCategoriesService } from './categories-service.ts';

export const categoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const service = createCategoriesService(
    createCategoriesRepository(db),
    createProductsService(createProductsRepository(db), app.env.PUBLIC_URL),
    app.env.PUBLIC_URL,
  );

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
