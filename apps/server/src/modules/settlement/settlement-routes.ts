import {
  handoffBodySchema,
  handoffCodeReplySchema,
  idParamSchema,
  settlementReplySchema,
} from '@phonebazaar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../auth/index.ts';
import type { SettlementService } from './settlement-service.ts';

export interface SettlementRoutesOptions {
  settlement: SettlementService;
}

/**
 * The handoff of issue #18. Any signed-in caller may ask (policy owner); only the booking's
 * buyer reads the code and only its seller enters it (403 otherwise, 404 unknown): the service
 * decides, where it reads the booking. Guessing is bounded per booking by the entry lock.
 */
export const settlementRoutes: FastifyPluginAsyncZod<SettlementRoutesOptions> = async (
  app,
  opts,
) => {
  const service = opts.settlement;

  app.get(
    '/booking/:id/handoff-code',
    {
      config: { policy: 'owner' },
      schema: { params: idParamSchema, response: { 200: handoffCodeReplySchema } },
    },
    async (request) => service.handoffCode(currentUser(request), request.params.id),
  );

  app.post(
    '/booking/:id/handoff',
    {
      config: { policy: 'owner' },
      schema: {
        params: idParamSchema,
        body: handoffBodySchema,
        response: { 200: settlementReplySchema },
      },
    },
    async (request) => service.handoff(currentUser(request), request.params.id, request.body.code),
  );
};
