import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Registry } from 'prom-client';
import { z } from 'zod';
import { NotFoundError, UnauthorizedError } from '../../lib/errors.ts';
import { processRegistry } from '../../lib/metrics.ts';
import { appRegistry } from './app-metrics.ts';

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * GET /metrics (issue #40, decision 063): Prometheus text format, at the root where scrapers
 * look. Policy 'public' for the identity guard (no account is involved); the route checks
 * its own credential, `Authorization: Bearer METRICS_TOKEN`, as the Stripe webhook checks its
 * signature. Unset, it is open outside production and off (404) in production. Never cached.
 */
export const metricsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { METRICS_TOKEN, NODE_ENV } = app.env;
  app.get(
    '/metrics',
    {
      config: { policy: 'public' },
      schema: {
        headers: z.object({ authorization: z.string().max(1000).optional() }),
        response: { 200: z.string().describe('Prometheus text exposition format 0.0.4') },
      },
    },
    async (request, reply) => {
      if (!METRICS_TOKEN && NODE_ENV === 'production') throw new NotFoundError('Route');
      if (METRICS_TOKEN) {
        const given = request.headers.authorization ?? '';
        if (!given.startsWith('Bearer ') || !sameSecret(given.slice(7), METRICS_TOKEN)) {
          throw new UnauthorizedError('A valid metrics token is required.', 'METRICS_TOKEN');
        }
      }
      const own = appRegistry(app);
      const registry = own ? Registry.merge([processRegistry, own]) : processRegistry;
      return reply
        .header('cache-control', 'no-store')
        .type(registry.contentType)
        .send(await registry.metrics());
    },
  );
};
