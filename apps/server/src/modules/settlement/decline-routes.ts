import {
  declineAnswerBodySchema,
  declineBodySchema,
  idParamSchema,
  settlementReplySchema,
} from '@phonebazaar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../auth/index.ts';
import type { DeclineService } from './decline-service.ts';

/**
 * The buyer's decline at the meetup and the seller's answer (issue #18). Policy 'owner'
 * (decision 027): a bearer token before validation; that the caller is the booking's buyer
 * (decline) or its listing's seller (answer) is the service's to decide, under the row lock.
 */
export const declineRoutes: FastifyPluginAsyncZod<{ declines: DeclineService }> = async (
  app,
  opts,
) => {
  const service = opts.declines;

  // The decline timeout (issue #18): unanswered declines become disputes, on one instance per
  // tick, at the cadence of the other settlement sweeps (0 turns it off, as in tests).
  app.jobs.every('decline-timeout', app.env.PAYMENT_RECONCILE_INTERVAL_SECONDS, async () => {
    try {
      const opened = await service.sweepUnanswered();
      if (opened) app.log.warn({ opened }, 'unanswered declines became disputes');
    } catch (err) {
      app.log.warn({ err }, 'decline timeout sweep failed; will retry');
    }
  });

  app.post(
    '/booking/:id/decline',
    {
      // A decline changes no public list: the listing stays off the market until it settles.
      config: { policy: 'owner', catalogueNeutral: true },
      schema: {
        params: idParamSchema,
        body: declineBodySchema,
        response: { 200: settlementReplySchema },
      },
      preHandler: app.rateLimit('booking'),
    },
    async (request) => ({
      settlement: await service.decline(currentUser(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/booking/:id/decline/answer',
    {
      config: { policy: 'owner' },
      schema: {
        params: idParamSchema,
        body: declineAnswerBodySchema,
        response: { 200: settlementReplySchema },
      },
      preHandler: app.rateLimit('booking'),
    },
    async (request) => ({
      settlement: await service.answer(
        currentUser(request),
        request.params.id,
        request.body.accept,
      ),
    }),
  );
};
