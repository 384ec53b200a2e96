import { marketplaceStatsSchema } from '@phonebazaar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StatsService } from './stats-service.ts';

export const statsRoutes: FastifyPluginAsyncZod<{ stats: StatsService }> = async (app, opts) => {
  const service = opts.stats;

  // Public and cached like the other storefront lists: a catalogue write (a listing added,
  // sold or deleted) draws it anew; seller counts may lag by the cache's max age.
  app.get(
    '/stats',
    {
      config: { policy: 'public', responseCache: true },
      schema: { response: { 200: marketplaceStatsSchema } },
    },
    () => service.current(),
  );
};
