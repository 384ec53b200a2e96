import {
  blockedImeiListSchema,
  deletedReplySchema,
  idParamSchema,
  imeiBlockBodySchema,
  imeiBlockedReplySchema,
  NEXT_CURSOR_HEADER,
  pageQuerySchema,
} from '@phonebazaar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../auth/index.ts';
import type { ImeiService } from './imei-service.ts';

/**
 * The admin's Blocked IMEIs page (issue #16): GET (paged, newest first), POST { imei, note }
 * and DELETE /api/admin/imei-blocklist/:id. Only the last 4 digits are ever answered.
 */
export const imeiRoutes: FastifyPluginAsyncZod<{ imei: ImeiService }> = async (app, { imei }) => {
  app.get(
    '/admin/imei-blocklist',
    {
      config: { policy: 'admin' },
      schema: { querystring: pageQuerySchema, response: { 200: blockedImeiListSchema } },
    },
    async (request, reply) => {
      const { items, nextCursor } = await imei.list(request.query);
      if (nextCursor) reply.header(NEXT_CURSOR_HEADER, nextCursor);
      reply.header('cache-control', 'no-store');
      return items;
    },
  );

  app.post(
    '/admin/imei-blocklist',
    {
      config: { policy: 'admin' },
      schema: { body: imeiBlockBodySchema, response: { 201: imeiBlockedReplySchema } },
    },
    async (request, reply) =>
      reply.code(201).send(await imei.block(currentUser(request), request.body)),
  );

  app.delete(
    '/admin/imei-blocklist/:id',
    {
      // Unblocking changes no public list.
      config: { policy: 'admin', catalogueNeutral: true },
      schema: { params: idParamSchema, response: { 200: deletedReplySchema } },
    },
    async (request) => imei.unblock(request.params.id, currentUser(request).id),
  );
};
