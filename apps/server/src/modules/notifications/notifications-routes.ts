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
// Marking notices read changes no public list, so it leaves the response cache and the
// prerendered pages alone (catalogueNeutral; without it every call emptied both for everyone,
// issue #36 N3), and it is limited per account and IP like every other abusable write.
const markRead = { policy: 'signed-in', catalogueNeutral: true } as const;
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
      config: markRead,
      preHandler: app.rateLimit('notification-read'),
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
      config: markRead,
      preHandler: app.rateLimit('notification-read'),
      schema: {
        body: markAllNotificationsReadBodySchema,
        response: { 200: markNotificationsReadReplySchema },
      },
    },
    async (request) => service.markAllRead(currentUser(request).id, request.body.before),
  );
};
