import { NEXT_CURSOR_HEADER, outboxListSchema, pageQuerySchema } from '@phonebazaar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OutboxService } from '../mail/index.ts';

/** GET /api/admin/outbox: the admin's Outbox page (issue #14), newest first, paginated. */
export const outboxRoutes: FastifyPluginAsyncZod<{ outbox: OutboxService }> = async (app, opts) => {
  const service = opts.outbox;
  app.get(
    '/admin/outbox',
    {
      config: { policy: 'admin' },
      schema: { querystring: pageQuerySchema, response: { 200: outboxListSchema } },
    },
    async (request, reply) => {
      const { items, nextCursor } = await service.list(request.query);
      if (nextCursor) reply.header(NEXT_CURSOR_HEADER, nextCursor);
      reply.header('cache-control', 'no-store');
      return items;
    },
  );
};
