import {
  declineAnswerBodySchema,
  declineBodySchema,
  idParamSchema,
  settlementReplySchema,
} from '@phonebazaar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthUser } from '../../lib/access.ts';
import { AppError } from '../../lib/errors.ts';
import { currentUser } from '../auth/index.ts';
import type { DeclineService } from './decline-service.ts';

/**
 * Issue #46: the seller's side sent with a contest, written by the disputes room (wired in
 * modules/index.ts): its photos checked before the contest, the statement written after it.
 */
export interface ContestStatements {
  check(photos: readonly string[]): Promise<unknown>;
  state(
    user: AuthUser,
    bookingId: string,
    input: { text: string; photos?: string[] | undefined },
  ): Promise<unknown>;
}

/**
 * The buyer's decline at the meetup and the seller's answer (issue #18). Policy 'owner'
 * (decision 027): a bearer token before validation; that the caller is the booking's buyer
 * (decline) or its listing's seller (answer) is the service's to decide, under the row lock.
 */
export const declineRoutes: FastifyPluginAsyncZod<{
  declines: DeclineService;
  statements?: ContestStatements;
}> = async (app, opts) => {
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
    async (request) => {
      const user = currentUser(request);
      const { accept, statement } = request.body;
      // A contest's statement whose photos are not ours is refused before anything moves.
      if (statement && opts.statements) await opts.statements.check(statement.photos ?? []);
      const settlement = await service.answer(user, request.params.id, accept);
      if (statement && opts.statements && settlement === 'disputed') {
        await opts.statements.state(user, request.params.id, statement).catch((error) => {
          // A repeated contest: the first statement stands (a statement is written once).
          if (!(error instanceof AppError && error.code === 'STATEMENT_GIVEN')) throw error;
        });
      }
      return { settlement };
    },
  );
};
