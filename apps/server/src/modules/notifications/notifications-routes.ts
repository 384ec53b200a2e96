import {
  markAllNotificationsReadBodySchema,
  markNotificationsReadBodySchema,
  markNotificationsReadReplySchema,
  notificationsReplySchema,
  pageQuerySchema,
} from '@phonebazaar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../auth/index.ts';
import type { NotificationsService } from './notifications-service.ts';

/**
 * The signed-in person's notifications (issue #18): anyone signed in, always on their own
 * (the account comes from the token, never from the request).
 */
export const notificationsRoutes: FastifyPluginAsyncZod<{
  notifications: NotificationsService;
}> = async (app, opts) => {
  const service = opts.notifications;

  app.get(
    '/notifications',
    {
      config: { policy: 'signed-in' },
      schema: { querystring: pageQuerySchema, response: { 200: notificationsReplySchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.list(currentUser(request).id, request.query);
    },
  );

  app.post(
    '/notifications/read',
    {
      config: { policy: 'signed-in' },
      schema: {
        body: markNotificationsReadBodySchema,
        response: { 200: markNotificationsReadReplySchema },
      },
    },
    async (request) => service.markRead(currentUser(request).id, request.body.ids),
  );

  app.post(
    '/notifications/read-all',
    {
      config: { policy: 'signed-in' },
      schema: {
        body: markAllNotificationsReadBodySchema,
        response: { 200: markNotificationsReadReplySchema },
      },
    },
    async (request) => service.markAllRead(currentUser(request).id, request.body.before),
  );
};
