import { clustersReplySchema } from '@phonebazaar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ClustersService } from './clusters-service.ts';

/** The admins' Clusters page (issue #36 item 2): admin only (decision 027). */
export const trustRoutes: FastifyPluginAsyncZod<{ clusters: ClustersService }> = async (
  app,
  opts,
) => {
  app.get(
    '/admin/clusters',
    { config: { policy: 'admin' }, schema: { response: { 200: clustersReplySchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return opts.clusters.list();
    },
  );
};
