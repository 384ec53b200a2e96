import {
  contactMessageBodySchema,
  contactMessageListSchema,
  contactMessageSentSchema,
  NEXT_CURSOR_HEADER,
  pageQuerySchema,
} from '@phonebazaar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ContactService } from './contact-service.ts';

/**
 * POST /api/contact (anyone, limited per IP): Contact Us's Send Message.
 * GET /api/admin/contact-messages (admin): the Messages page, newest first, paginated.
 */
export const contactRoutes: FastifyPluginAsyncZod<{ contact: ContactService }> = async (
  app,
  { contact },
) => {
  app.post(
    '/contact',
    {
      // A message changes no public list: the cached storefront stays.
      config: { policy: 'public', catalogueNeutral: true },
      preHandler: app.rateLimit('contact'),
      schema: { body: contactMessageBodySchema, response: { 201: contactMessageSentSchema } },
    },
    async (request, reply) => {
      await contact.send(request.body);
      return reply.code(201).send({ acknowledged: true });
    },
  );

  app.get(
    '/admin/contact-messages',
    {
      config: { policy: 'admin' },
      schema: { querystring: pageQuerySchema, response: { 200: contactMessageListSchema } },
    },
    async (request, reply) => {
      const { items, nextCursor } = await contact.list(request.query);
      if (nextCursor) reply.header(NEXT_CURSOR_HEADER, nextCursor);
      reply.header('cache-control', 'no-store');
      return items;
    },
  );
};
