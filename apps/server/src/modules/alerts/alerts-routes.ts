import {
  deletedReplySchema,
  idParamSchema,
  savedSearchBodySchema,
  savedSearchesReplySchema,
  savedSearchPatchSchema,
  savedSearchSchema,
  unsubscribeBodySchema,
  unsubscribeReplySchema,
} from '@phonebazaar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noBody } from '../../http/empty-json-body.ts';
import { currentUser } from '../auth/index.ts';
import type { SavedSearchesService } from './saved-searches-service.ts';

/**
 * Saved searches (issue #20). 'signed-in' for the caller's own list and new searches;
 * 'owner' on one search: the service reads it by (id, caller), so someone else's is 404.
 * The unsubscribe link of a mail is public: its HMAC signature is the proof (decision 037).
 */
export const alertsWriteRoutes: FastifyPluginAsyncZod<{
  savedSearches: SavedSearchesService;
}> = async (app, { savedSearches: service }) => {
  app.get(
    '/saved-searches',
    {
      config: { policy: 'signed-in' },
      schema: { response: { 200: savedSearchesReplySchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.list(currentUser(request).id);
    },
  );

  app.post(
    '/saved-searches',
    {
      config: { policy: 'signed-in' },
      schema: { body: savedSearchBodySchema, response: { 201: savedSearchSchema } },
    },
    async (request, reply) => {
      const saved = await service.create(currentUser(request).id, request.body);
      return reply.status(201).send(saved);
    },
  );

  app.patch(
    '/saved-searches/:id',
    {
      config: { policy: 'owner' },
      schema: {
        params: idParamSchema,
        body: savedSearchPatchSchema,
        response: { 200: savedSearchSchema },
      },
    },
    async (request) => service.update(currentUser(request).id, request.params.id, request.body),
  );

  app.delete(
    '/saved-searches/:id',
    {
      config: { policy: 'owner' },
      schema: { params: idParamSchema, body: noBody, response: { 200: deletedReplySchema } },
    },
    async (request) => {
      await service.remove(currentUser(request).id, request.params.id);
      return { acknowledged: true as const, deletedCount: 1 };
    },
  );

  app.post(
    '/alerts/unsubscribe',
    {
      config: { policy: 'public' },
      schema: { body: unsubscribeBodySchema, response: { 200: unsubscribeReplySchema } },
    },
    async (request) => service.unsubscribe(request.body.token),
  );
};
