import {
  phoneConfirmBodySchema,
  phoneConfirmReplySchema,
  phoneStartBodySchema,
  phoneStartReplySchema,
  phoneStatusReplySchema,
} from '@phonebazaar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../auth/index.ts';
import type { PhoneService } from './phone-service.ts';

/**
 * The caller's own phone number (issue #36 item 1). Policy 'signed-in': every call is keyed by
 * the caller's id. Asking for a code sends an SMS, which costs money: limited per account and
 * per IP ('phone-code'). None changes a public list or page.
 */
const write = { policy: 'signed-in', catalogueNeutral: true } as const;

export const phoneRoutes: FastifyPluginAsyncZod<{ phone: PhoneService }> = async (
  app,
  { phone },
) => {
  app.get(
    '/phone',
    { config: { policy: 'signed-in' }, schema: { response: { 200: phoneStatusReplySchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return phone.status(currentUser(request));
    },
  );

  app.post(
    '/phone/start',
    {
      config: write,
      schema: { body: phoneStartBodySchema, response: { 200: phoneStartReplySchema } },
      preHandler: app.rateLimit('phone-code'),
    },
    async (request) => phone.start(currentUser(request), request.body.phone),
  );

  app.post(
    '/phone/confirm',
    {
      config: write,
      schema: { body: phoneConfirmBodySchema, response: { 200: phoneConfirmReplySchema } },
    },
    async (request) => phone.confirm(currentUser(request), request.body.phone, request.body.code),
  );
};
