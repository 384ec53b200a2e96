import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import type { JobRunner } from '../jobs/index.ts';
import type { UserNotices } from '../notifications/index.ts';

/**
 * Offers (issue #20): a buyer offers 50-99% of the price; the seller accepts, declines or
 * counters; acceptance books the phone at the agreed price under the normal booking rules.
 */
export function createOffers(deps: {
  db: Db;
  env: Env;
  jobs: JobRunner;
  userNotices: UserNotices;
  publicUrl: string;
}) {
  void deps;
  return {};
}

export type Offers = ReturnType<typeof createOffers>;

export async function offersRoutes(app: FastifyInstance, opts: { offers: Offers }) {
  void app;
  void opts;
}
