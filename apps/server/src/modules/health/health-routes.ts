import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ServiceUnavailableError } from '../../lib/errors.ts';

const statusSchema = z.object({ status: z.literal('ok') });

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  // Alive: the process answers. Used by a supervisor to decide on a restart.
  app.get(
    '/health',
    { config: { policy: 'public' }, schema: { response: { 200: statusSchema } } },
    async () => ({
      status: 'ok' as const,
    }),
  );

  // Ready: the database answers too. Used by a load balancer to route traffic.
  app.get(
    '/ready',
    { config: { policy: 'public' }, schema: { response: { 200: statusSchema } } },
    async () => {
      try {
        await app.database.ping();
      } catch {
        throw new ServiceUnavailableError('The database is not reachable.');
      }
      return { status: 'ok' as const };
    },
  );
};
