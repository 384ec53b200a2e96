import {
  disputeCaseSchema,
  disputeStatementBodySchema,
  idParamSchema,
  myDisputeSchema,
} from '@phonebazaar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../auth/index.ts';
import type { DisputeCases } from './dispute-case.ts';
import type { DisputeStatements } from './dispute-statements.ts';

/**
 * Issue #46 item 1: a party's own dispute and their statement (policy 'owner': a bearer token
 * before validation; that the caller is the deal's buyer or seller is the service's to
 * decide, and anyone else gets the 404 of no dispute), and the admins' case page.
 */
export const disputesRoutes: FastifyPluginAsyncZod<{
  statements: DisputeStatements;
  cases: DisputeCases;
}> = async (app, opts) => {
  app.get(
    '/booking/:id/dispute',
    {
      config: { policy: 'owner' },
      schema: { params: idParamSchema, response: { 200: myDisputeSchema } },
    },
    async (request) => opts.statements.mine(currentUser(request), request.params.id),
  );

  app.post(
    '/booking/:id/dispute/statement',
    {
      config: { policy: 'owner', catalogueNeutral: true },
      schema: {
        params: idParamSchema,
        body: disputeStatementBodySchema,
        response: { 200: myDisputeSchema },
      },
      preHandler: app.rateLimit('booking'),
    },
    async (request) => opts.statements.state(currentUser(request), request.params.id, request.body),
  );

  app.get(
    '/admin/disputes/:id',
    {
      config: { policy: 'admin' },
      schema: { params: idParamSchema, response: { 200: disputeCaseSchema } },
    },
    async (request) => opts.cases.caseOf(request.params.id),
  );
};
