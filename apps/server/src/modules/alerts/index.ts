import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import type { JobRunner } from '../jobs/index.ts';
import type { MailService } from '../mail/index.ts';
import type { UserNotices } from '../notifications/index.ts';
import { createAlertsJob } from './alerts-job.ts';
import { createAlertsRepository } from './alerts-repository.ts';
import { alertsWriteRoutes } from './alerts-routes.ts';
import { createSavedSearchesRepository } from './saved-searches-repository.ts';
import { createSavedSearchesService } from './saved-searches-service.ts';
import { createUnsubscribeTokens } from './unsubscribe-token.ts';

export { ALERT_MAILS_PER_DAY } from './alerts-job.ts';
// The alerts bench makes its saved searches' probe keys with the app's own code, and times
// the repository's matching statement alone.
export { createAlertsRepository } from './alerts-repository.ts';
export { filtersOf, probeKeysOf } from './saved-search-filters.ts';

/** How often new and changed listings are matched: alert delay is at most this plus the run. */
const MATCH_SECONDS = 10;
/** How often due daily/weekly digests are looked for. */
const DIGEST_SECONDS = 15 * 60;

/**
 * Saved searches and alerts (issue #20, decision 037): the saved searches, the job matching
 * new and changed listings against them, price-drop alerts on favourites, digests, and
 * one-click unsubscribe.
 */
export function createAlerts(deps: {
  database: Database;
  env: Env;
  jobs: JobRunner;
  mail: MailService;
  userNotices: UserNotices;
  publicUrl: string;
}) {
  const { database, env, jobs, userNotices, publicUrl } = deps;
  const tokens = createUnsubscribeTokens(env.AUTH_SECRET);
  const job = createAlertsJob({
    repository: createAlertsRepository(database.db),
    userNotices,
    tokens,
    publicUrl,
  });
  // On the job runner (decision 033), one instance per tick; off where the other sweeps are
  // (PAYMENT_RECONCILE_INTERVAL_SECONDS=0, as in tests, which call the job themselves).
  const on = env.PAYMENT_RECONCILE_INTERVAL_SECONDS > 0;
  jobs.every('alerts-match', on ? MATCH_SECONDS : 0, () => job.drain());
  jobs.every('alerts-digest', on ? DIGEST_SECONDS : 0, () => job.digests());
  return {
    savedSearches: createSavedSearchesService({
      repository: createSavedSearchesRepository(database.db),
      tokens,
    }),
    /** The matcher's and digests' runs, for the job runner and for tests. */
    job,
    tokens,
  };
}

export type Alerts = ReturnType<typeof createAlerts>;

export async function alertsRoutes(app: FastifyInstance, opts: { alerts: Alerts }) {
  await app.register(alertsWriteRoutes, { savedSearches: opts.alerts.savedSearches });
}
