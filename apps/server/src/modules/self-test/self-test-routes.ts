import {
  selfTestCheckSchema,
  selfTestReportBodySchema,
  selfTestReportSchema,
} from '@phonebazaar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SelfTestService } from './self-test-service.ts';

/** Any text: a code of the wrong shape is simply unknown (404), as a mistyped address is. */
const codeParamsSchema = z.object({ code: z.string().max(32) });

/**
 * GET /api/check/:code and POST /api/check/:code/report (issue #21, decision 042). Public: the
 * code is the proof of possession. The bearer caller, when there is one, is read only to tell a
 * paying buyer (who may open a sold listing's page and whose report is 'buyer').
 */
export const selfTestRoutes: FastifyPluginAsyncZod<{ selfTest: SelfTestService }> = async (
  app,
  { selfTest: service },
) => {
  app.get(
    '/check/:code',
    {
      config: { policy: 'public' },
      schema: { params: codeParamsSchema, response: { 200: selfTestCheckSchema } },
    },
    async (request, reply) => {
      // Depends on the caller (a buyer sees a sold listing), and the last report changes.
      reply.header('cache-control', 'private, no-store');
      return service.check(request.params.code, () => app.callerOf(request));
    },
  );

  app.post(
    '/check/:code/report',
    {
      // A report changes the listing's page (its self-test section): caches move on.
      config: { policy: 'public' },
      schema: {
        params: codeParamsSchema,
        body: selfTestReportBodySchema,
        response: { 201: selfTestReportSchema },
      },
    },
    async (request, reply) => {
      const report = await service.report(request.params.code, request.body, () =>
        app.callerOf(request),
      );
      return reply.status(201).send(report);
    },
  );
};
