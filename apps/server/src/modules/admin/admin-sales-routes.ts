import {
  adminSaleListSchema,
  NEXT_CURSOR_HEADER,
  searchPageQuerySchema,
} from '@phonebazaar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOnly } from './admin-guard.ts';
import type { AdminSalesService } from './admin-sales-service.ts';

/** All Sell (spec §7 GET /allselling): every booking, paid or not, newest first. */
export const adminSalesRoutes: FastifyPluginAsyncZod<{ sales: AdminSalesService }> = async (
  app,
  opts,
) => {
  const service = opts.sales;

  app.get(
    '/allselling',
    {
      ...adminOnly,
      schema: { querystring: searchPageQuerySchema, response: { 200: adminSaleListSchema } },
    },
    async (request, reply) => {
      const { items, nextCursor } = await service.list(request.query);
      if (nextCursor) reply.header(NEXT_CURSOR_HEADER, nextCursor);
      return items;
    },
  );
};
