import {
  deletedReplySchema,
  idParamSchema,
  NEXT_CURSOR_HEADER,
  pageQuerySchema,
  reportedProductListSchema,
} from '@phonebazaar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noBody } from '../../http/empty-json-body.ts';
import { currentUser } from '../auth/index.ts';
import { adminOnly } from './admin-guard.ts';
import type { AdminReportsService } from './admin-reports-service.ts';

/**
 * Reported Items (spec §7 GET /report, DELETE /report/{id}) and, new, dismissing the reports
 * of a listing the admin finds nothing wrong with. PUT /report/:id (reporting) stays in the
 * reports module.
 */
export const adminReportsRoutes: FastifyPluginAsyncZod<{ reports: AdminReportsService }> = async (
  app,
  opts,
) => {
  const service = opts.reports;

  app.get(
    '/report',
    {
      ...adminOnly,
      schema: { querystring: pageQuerySchema, response: { 200: reportedProductListSchema } },
    },
    async (request, reply) => {
      const { items, nextCursor } = await service.list(request.query);
      if (nextCursor) reply.header(NEXT_CURSOR_HEADER, nextCursor);
      return items;
    },
  );

  // Takes the reported LISTING off the market (not just the reports).
  app.delete(
    '/report/:id',
    {
      ...adminOnly,
      schema: { params: idParamSchema, body: noBody, response: { 200: deletedReplySchema } },
    },
    async (request) => {
      const reply = await service.removeListing(request.params.id, currentUser(request).id);
      request.log.info(
        { adminId: currentUser(request).id, productId: request.params.id },
        'admin: reported listing deleted',
      );
      return reply;
    },
  );

  // deletedCount is the number of reports removed (0 when the listing had none).
  app.post(
    '/report/:id/dismiss',
    {
      ...adminOnly,
      schema: { params: idParamSchema, body: noBody, response: { 200: deletedReplySchema } },
    },
    async (request) => {
      const reply = await service.dismiss(request.params.id, currentUser(request).id);
      request.log.info(
        { adminId: currentUser(request).id, productId: request.params.id, ...reply },
        'admin: reports dismissed',
      );
      return reply;
    },
  );
};
