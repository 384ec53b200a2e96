import {
  notificationPreferencesBodySchema,
  notificationPreferencesReplySchema,
} from '@phonebazaar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../auth/index.ts';
import type { PreferencesService } from './preferences-service.ts';

/**
 * The signed-in person's notification preferences (issue #39, decision 064): always their own
 * (the account comes from the token). A choice changes no public list: catalogueNeutral.
 */
export const notificationPreferencesRoutes: FastifyPluginAsyncZod<{
  preferences: PreferencesService;
}> = async (app, { preferences }) => {
  app.get(
    '/notification-preferences',
    {
      config: { policy: 'signed-in' },
      schema: { response: { 200: notificationPreferencesReplySchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return preferences.get(currentUser(request).id);
    },
  );

  app.put(
    '/notification-preferences',
    {
      config: { policy: 'signed-in', catalogueNeutral: true },
      preHandler: app.rateLimit('profile'),
      schema: {
        body: notificationPreferencesBodySchema,
        response: { 200: notificationPreferencesReplySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return preferences.put(currentUser(request).id, request.body);
    },
  );
};
