import { idParamSchema, reportBodySchema, reportReplySchema } from '@phonebazaar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { allowEmptyJsonBody } from '../../http/empty-json-body.ts';
import { currentUser } from '../auth/index.ts';
import type { ReportsService } from './reports-service.ts';

/**
 * PUT /api/report/:id (spec §7). The spec lists it without auth; product-decisions §3
 * needs a signed-in reporter, so it takes the bearer token like the other calls.
 * GET /api/report and DELETE /api/report/:id belong to the admin issue.
 */
export const reportsRoutes: FastifyPluginAsyncZod<{ reports: ReportsService }> = async (
  app,
  opts,
) => {
  const service = opts.reports;
  // The spec's client sends no body.
  allowEmptyJsonBody(app);

  app.put(
    '/report/:id',
    {
      config: { policy: 'reporter' },
      schema: {
        params: idParamSchema,
        body: reportBodySchema,
        response: { 200: reportReplySchema },
      },
      preHandler: app.rateLimit('report'),
    },
    async (request) =>
      service.report(
        currentUser(request),
        request.params.id,
        request.body?.reason,
        request.body?.category,
      ),
  );
};
