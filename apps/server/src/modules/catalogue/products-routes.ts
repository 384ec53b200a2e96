import { NEXT_CURSOR_HEADER, pageQuerySchema, productListSchema } from '@phonebazaar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ProductsService } from './products-service.ts';

export const productsRoutes: FastifyPluginAsyncZod<{ products: ProductsService }> = async (
  app,
  { products: service },
) => {
  app.get(
    '/advertisement',
    {
      config: { policy: 'public', responseCache: true },
      schema: { querystring: pageQuerySchema, response: { 200: productListSchema } },
    },
    async (request, reply) => {
      const { items, nextCursor, staleAt } = await service.listAdvertised(request.query);
      if (nextCursor) reply.header(NEXT_CURSOR_HEADER, nextCursor);
      reply.expireCacheAt(staleAt);
      return items;
    },
  );

  app.get(
    '/allproducts',
    {
      config: { policy: 'public', responseCache: true },
      schema: { querystring: pageQuerySchema, response: { 200: productListSchema } },
    },
    async (request, reply) => {
      const { items, nextCursor, staleAt } = await service.listOnMarket(request.query);
      if (nextCursor) reply.header(NEXT_CURSOR_HEADER, nextCursor);
      reply.expireCacheAt(staleAt);
      return items;
    },
  );
};
