import {
  type PushPublicKeyReply,
  type PushSubscriptionBody,
  type PushSubscriptionReply,
  paths,
} from '@phonebazaar/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { JobRunner } from '../jobs/index.ts';
import type { PushableNotice } from '../notifications/index.ts';
import { pushEndpointAllowed } from './push-endpoints.ts';
import { endpointNotAllowed, subscriptionNotFound } from './push-errors.ts';
import type { PushRepository } from './push-repository.ts';
import type { PushJob } from './push-sender.ts';

export const PUSH_JOB = 'push-send';

/** A push's body stays well inside what push services carry (about 4 KB after encryption). */
const BODY_MAX = 1000;

/**
 * Web Push (issue #39, decision 064): the browser's subscriptions, and the jobs that push a
 * written notice to each of its person's browsers.
 */
export function createPushService(deps: {
  repository: PushRepository;
  jobs: JobRunner;
  log: FastifyBaseLogger;
  publicKey: string;
  extraOrigins: readonly string[];
}) {
  const { repository, jobs } = deps;
  return {
    publicKey: (): PushPublicKeyReply => ({ publicKey: deps.publicKey }),

    async subscribe(userId: string, body: PushSubscriptionBody): Promise<PushSubscriptionReply> {
      if (!pushEndpointAllowed(body.endpoint, deps.extraOrigins)) throw endpointNotAllowed();
      const row = await repository.upsert(userId, {
        endpoint: body.endpoint,
        p256dh: body.keys.p256dh,
        auth: body.keys.auth,
      });
      return { endpoint: row.endpoint, createdAt: row.createdAt.toISOString() };
    },

    async unsubscribe(userId: string, endpoint: string): Promise<{ removed: true }> {
      if (!(await repository.removeOwn(userId, endpoint))) throw subscriptionNotFound();
      return { removed: true };
    },

    /**
     * Notices just written, in their transaction: one job per (notice, subscription), so a
     * retry resends to the one browser that failed. The jobs exist only if the notice commits.
     */
    async noticesWritten(tx: Db, notices: PushableNotice[]): Promise<void> {
      const subs = await repository.forUsers(tx, [...new Set(notices.map((n) => n.userId))]);
      if (subs.length === 0) return;
      // Seconds after a start the runner may not be up yet: those pushes are skipped (the
      // bell has the notices) rather than the transaction waiting on it (decision 064).
      if (!jobs.running()) {
        deps.log.warn({ notices: notices.length }, 'push: job runner not started; not pushed');
        return;
      }
      for (const notice of notices) {
        const payload: PushJob['payload'] = {
          title: notice.title,
          body: notice.body.slice(0, BODY_MAX),
          url: notice.link ?? paths.dashboard.notifications,
          kind: notice.kind,
        };
        for (const sub of subs.filter((s) => s.userId === notice.userId)) {
          await jobs.enqueue(PUSH_JOB, { subscriptionId: sub.id, payload } satisfies PushJob, {
            tx,
          });
        }
      }
    },
  };
}

export type PushService = ReturnType<typeof createPushService>;
