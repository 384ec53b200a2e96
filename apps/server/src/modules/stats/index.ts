import type { Db } from '../../db/client.ts';
import { createStatsRepository } from './stats-repository.ts';
import { createStatsService } from './stats-service.ts';

export { statsRoutes } from './stats-routes.ts';

/** The marketplace's figures on the home page (GET /api/stats). */
export function createStats(db: Db) {
  return { service: createStatsService(createStatsRepository(db)) };
}
