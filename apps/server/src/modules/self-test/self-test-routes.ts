import {
  idParamSchema,
  SELF_TEST_LINK_HEADER,
  selfTestCheckSchema,
  selfTestLinkSchema,
  selfTestReportBodySchema,
  selfTestReportSchema,
} from '@phonebazaar/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { allowEmptyJsonBody, noBody } from '../../http/empty-json-body.ts';
import { currentUser } from '../auth/index.ts';
import type { SelfTestService } from './self-test-service.ts';

/** Any text: a code of the wrong shape is simply unknown (404), as a mistyped address is. */
const codeParamsSchema = z.object({ code: z.string().max(32) });

/**
 * The seller's test link's token, when the page was opened with one (decision 056). Read by
 * hand, as the bearer token is: it is optional and never part of a validation answer.
 */
function linkOf(request: FastifyRequest): string | undefined {
  const value = request.headers[SELF_TEST_LINK_HEADER];
  return typeof value === 'string' && value.length > 0 && value.length <= 100 ? value : undefined;
}

/**
 * GET /api/check/:code and POST /api/check/:code/report (issues #21 and #36, decisions 042 and
 * 056). Public routes: the page opens with the code alone, and the service decides who may
 * report (the seller's single-use link in a header, or the paying buyer's sign-in; 401 or 403
 * otherwise). The bearer caller is read only when a listing is sold or a report has no link.
 * The seller asks for the link from My Products (POST /api/product/:id/self-test-link).
 */
export const selfTestRoutes: FastifyPluginAsyncZod<{ selfTest: SelfTestService }> = async (
  app,
  { selfTest: service },
) => {
  allowEmptyJsonBody(app);
  const credentials = (request: FastifyRequest) => ({
    link: linkOf(request),
    callerOf: () => app.callerOf(request),
  });

  app.get(
    '/check/:code',
    {
      config: { policy: 'public' },
      schema: {
        params: codeParamsSchema,
        response: { 200: selfTestCheckSchema },
      },
      // Issue #36 N6: guessing codes costs a request each, counted per IP (in the database on
      // PostgreSQL); 429 with Retry-After past the limit.
      preHandler: app.rateLimit('check'),
    },
    async (request, reply) => {
      // Depends on the caller (a buyer sees a sold listing), and the last report changes.
      reply.header('cache-control', 'private, no-store');
      return service.check(request.params.code, credentials(request));
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
      preHandler: app.rateLimit('check'),
    },
    async (request, reply) => {
      const report = await service.report(request.params.code, request.body, credentials(request));
      return reply.status(201).send(report);
    },
  );

  app.post(
    '/product/:id/self-test-link',
    {
      config: { policy: 'owner' },
      schema: { params: idParamSchema, body: noBody, response: { 200: selfTestLinkSchema } },
      // One budget with the seller's other listing calls (decision 011).
      preHandler: app.rateLimit('listing'),
    },
    async (request) => service.issueLink(currentUser(request), request.params.id),
  );
};
