import {
  adminConversationMessagesReplySchema,
  blockReplySchema,
  conversationReadReplySchema,
  conversationSchema,
  conversationsReplySchema,
  idParamSchema,
  messageSchema,
  messagesQuerySchema,
  messagesReplySchema,
  pageQuerySchema,
  reportConversationBodySchema,
  reportedConversationsReplySchema,
  sendMessageBodySchema,
  sharePhoneBodySchema,
  startConversationBodySchema,
  startConversationReplySchema,
} from '@phonebazaar/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { replyOrNotModified } from '../../http/conditional-reply.ts';
import { noBody } from '../../http/empty-json-body.ts';
import { currentUser } from '../auth/index.ts';
import { conversationEventsRoute } from './conversation-events-route.ts';
import type { Messaging } from './index.ts';

// Messages change no public list: the catalogue's response cache is not bumped (decision 014).
const party = { policy: 'signed-in', catalogueNeutral: true } as const;

/**
 * A reply the caller already holds is a 304: the live view polls `messages?after=` with
 * If-None-Match, and an unchanged conversation costs no body.
 */
function withEtag<T>(request: FastifyRequest, reply: FastifyReply, body: T): T | undefined {
  return replyOrNotModified(request, reply, body, {
    prefix: 'm-',
    cacheControl: 'private, no-cache',
  });
}

/**
 * On-site conversations (issue #19). Policy 'signed-in' (decision 027): that the caller is
 * one of the conversation's two parties is the service's to decide; anyone else gets 404.
 */
export const messagingRoutes: FastifyPluginAsyncZod<{ messaging: Messaging }> = async (
  app,
  opts,
) => {
  const { conversations, actions, admin } = opts.messaging;
  await app.register(conversationEventsRoute, { events: opts.messaging.events });

  app.post(
    '/conversations',
    {
      config: party,
      schema: {
        body: startConversationBodySchema,
        response: { 200: startConversationReplySchema },
      },
    },
    async (request) => conversations.start(currentUser(request).id, request.body),
  );

  app.get(
    '/conversations',
    {
      config: { policy: 'signed-in' },
      schema: { querystring: pageQuerySchema, response: { 200: conversationsReplySchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return conversations.list(currentUser(request).id, request.query);
    },
  );

  app.get(
    '/conversations/:id/messages',
    {
      config: { policy: 'signed-in' },
      schema: {
        params: idParamSchema,
        querystring: messagesQuerySchema,
        response: { 200: messagesReplySchema },
      },
    },
    async (request, reply) => {
      const page = await actions.messages(
        currentUser(request).id,
        request.params.id,
        request.query,
      );
      return withEtag(request, reply, page);
    },
  );

  app.post(
    '/conversations/:id/messages',
    {
      config: party,
      schema: {
        params: idParamSchema,
        body: sendMessageBodySchema,
        response: { 200: messageSchema },
      },
    },
    async (request) => conversations.send(currentUser(request).id, request.params.id, request.body),
  );

  app.post(
    '/conversations/:id/read',
    {
      config: party,
      schema: {
        params: idParamSchema,
        body: noBody,
        response: { 200: conversationReadReplySchema },
      },
    },
    async (request) => actions.read(currentUser(request).id, request.params.id),
  );

  app.post(
    '/conversations/:id/report',
    {
      config: party,
      schema: {
        params: idParamSchema,
        body: reportConversationBodySchema,
        response: { 200: conversationSchema },
      },
    },
    async (request) => actions.report(currentUser(request).id, request.params.id, request.body),
  );

  app.post(
    '/conversations/:id/share-phone',
    {
      config: party,
      schema: {
        params: idParamSchema,
        body: sharePhoneBodySchema,
        response: { 200: conversationSchema },
      },
    },
    async (request) => actions.sharePhone(currentUser(request).id, request.params.id, request.body),
  );

  for (const [method, blocked] of [
    ['POST', true],
    ['DELETE', false],
  ] as const) {
    app.route({
      method,
      url: '/users/:id/block',
      config: party,
      schema: { params: idParamSchema, body: noBody, response: { 200: blockReplySchema } },
      handler: async (request) =>
        actions.setBlock(currentUser(request).id, request.params.id, blocked),
    });
  }

  app.get(
    '/admin/conversations/reported',
    {
      config: { policy: 'admin' },
      schema: { querystring: pageQuerySchema, response: { 200: reportedConversationsReplySchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return admin.list(request.query);
    },
  );

  app.get(
    '/admin/conversations/:id/messages',
    {
      config: { policy: 'admin' },
      schema: {
        params: idParamSchema,
        querystring: messagesQuerySchema,
        response: { 200: adminConversationMessagesReplySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return admin.messages(request.params.id, request.query);
    },
  );
};
