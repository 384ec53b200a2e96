import { marketplaceStatsSchema } from '@phonebazaar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createStatsRepository } from './stats-repository.ts';
import { createStatsService } from './stats-service.ts';

export const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createStatsService(createStatsRepository(app.database.db));

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
