import {
  pushPublicKeyReplySchema,
  pushSubscriptionBodySchema,
  pushSubscriptionReplySchema,
  pushUnsubscribeBodySchema,
  pushUnsubscribeQuerySchema,
  pushUnsubscribeReplySchema,
} from '@phonebazaar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BadRequestError } from '../../lib/errors.ts';
import { currentUser } from '../auth/index.ts';
import type { PushService } from './push-service.ts';

/**
 * Web Push (issue #39, decision 064). The public key is public (the page asks before sign-in
 * is known); a subscription is always the caller's own. Nothing here changes a public list.
 */
const write = { policy: 'signed-in', catalogueNeutral: true } as const;

export const pushRoutes: FastifyPluginAsyncZod<{ push: PushService }> = async (app, { push }) => {
  app.get(
    '/push/public-key',
    {
      config: { policy: 'public' },
      schema: { response: { 200: pushPublicKeyReplySchema } },
    },
    async () => push.publicKey(),
  );

  app.post(
    '/push/subscriptions',
    {
      config: write,
      preHandler: app.rateLimit('profile'),
      schema: { body: pushSubscriptionBodySchema, response: { 201: pushSubscriptionReplySchema } },
    },
    async (request, reply) => {
      reply.code(201);
      return push.subscribe(currentUser(request).id, request.body);
    },
  );

  app.delete(
    '/push/subscriptions',
    {
      config: write,
      schema: {
        body: pushUnsubscribeBodySchema,
        querystring: pushUnsubscribeQuerySchema,
        response: { 200: pushUnsubscribeReplySchema },
      },
    },
    async (request) => {
      const endpoint = request.body?.endpoint ?? request.query.endpoint;
      if (!endpoint) {
        throw new BadRequestError('Say which endpoint to remove.', {
          endpoint: ['Required in the body or the query'],
        });
      }
      return push.unsubscribe(currentUser(request).id, endpoint);
    },
  );
};
