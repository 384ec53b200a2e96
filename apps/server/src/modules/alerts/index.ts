import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import type { JobRunner } from '../jobs/index.ts';
import type { MailService } from '../mail/index.ts';
import type { UserNotices } from '../notifications/index.ts';

/**
 * Saved searches and alerts (issue #20): the saved searches, the job matching new and changed
 * listings against them, price-drop alerts on favourites, digests, and one-click unsubscribe.
 */
export function createAlerts(deps: {
  database: Database;
  env: Env;
  jobs: JobRunner;
  mail: MailService;
  userNotices: UserNotices;
  publicUrl: string;
}) {
  void deps;
  return {};
}

export type Alerts = ReturnType<typeof createAlerts>;

export async function alertsRoutes(app: FastifyInstance, opts: { alerts: Alerts }) {
  void app;
  void opts;
}
