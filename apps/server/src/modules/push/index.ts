import type { FastifyInstance } from 'fastify';
import type { JobRunner } from '../jobs/index.ts';
import { createPushRepository } from './push-repository.ts';
import { createPushSender, type PushJob } from './push-sender.ts';
import { createPushService, PUSH_JOB } from './push-service.ts';

export { KNOWN_PUSH_HOSTS, pushEndpointAllowed } from './push-endpoints.ts';
export { pushRoutes } from './push-routes.ts';
export type { PushService } from './push-service.ts';

/**
 * Web Push (issue #39, decision 064): subscriptions, and the `push-send` job that delivers a
 * notice to one browser, retried by the job runner (decision 033).
 */
export function createPush(app: FastifyInstance, jobs: JobRunner) {
  const { env, database, log } = app;
  const repository = createPushRepository(database.db);
  const vapid = {
    subject: env.VAPID_SUBJECT,
    publicKey: env.VAPID_PUBLIC_KEY,
    privateKey: env.VAPID_PRIVATE_KEY,
  };
  const send = createPushSender({
    repository,
    vapid,
    extraOrigins: env.PUSH_ENDPOINT_ORIGINS,
    onlyExtraOrigins: env.NODE_ENV === 'test',
    log,
  });
  jobs.on<PushJob>(PUSH_JOB, send);
  return createPushService({
    repository,
    jobs,
    log,
    publicKey: env.VAPID_PUBLIC_KEY,
    extraOrigins: env.PUSH_ENDPOINT_ORIGINS,
  });
}
