import {
  disputeSchema,
  disputesReplySchema,
  idParamSchema,
  resolveDisputeBodySchema,
} from '@phonebazaar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../auth/index.ts';
import type { DisputeService } from '../settlement/index.ts';
import { adminOnly } from './admin-guard.ts';

/** The admins' Disputes page (issue #18): open disputes first, and deciding one. */
export const adminDisputesRoutes: FastifyPluginAsyncZod<{ disputes: DisputeService }> = async (
  app,
  opts,
) => {
  const service = opts.disputes;

  app.get(
    '/admin/disputes',
    { ...adminOnly, schema: { response: { 200: disputesReplySchema } } },
    async () => service.list(),
  );

  app.post(
    '/admin/disputes/:id/resolve',
    {
      ...adminOnly,
      schema: {
        params: idParamSchema,
        body: resolveDisputeBodySchema,
        response: { 200: disputeSchema },
      },
    },
    async (request) => {
      const admin = currentUser(request);
      const dispute = await service.resolve(admin, request.params.id, request.body);
      request.log.info(
        { adminId: admin.id, bookingId: dispute.id, outcome: dispute.outcome },
        'admin: dispute resolved',
      );
      return dispute;
    },
  );
};
