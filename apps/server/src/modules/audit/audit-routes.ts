import { auditLogReplySchema, pageQuerySchema } from '@phonebazaar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuditService } from './audit-service.ts';

/** GET /api/admin/audit-log: the admins' Audit Log page (issue #18), newest first. */
export const auditRoutes: FastifyPluginAsyncZod<{ audit: AuditService }> = async (app, opts) => {
  app.get(
    '/admin/audit-log',
    {
      config: { policy: 'admin' },
      schema: { querystring: pageQuerySchema, response: { 200: auditLogReplySchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return opts.audit.list(request.query);
    },
  );
};
