import {
  idParamSchema,
  phoneModelBodySchema,
  phoneModelListSchema,
  phoneModelSchema,
} from '@phonebazaar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../auth/index.ts';
import type { PhoneModelsService } from './phone-models-service.ts';

const categoryQuerySchema = z.object({
  category: z.string({ error: 'category is required' }).max(100),
});

/** The phone catalogue (issue #16): a public list per brand and the admins' add and edit. */
export const phoneModelsRoutes: FastifyPluginAsyncZod<{ models: PhoneModelsService }> = async (
  app,
  { models },
) => {
  app.get(
    '/models',
    {
      config: { policy: 'public', responseCache: true },
      schema: { querystring: categoryQuerySchema, response: { 200: phoneModelListSchema } },
    },
    (request) => models.list(request.query.category),
  );

  // A model write changes what the public list shows: like every write, it bumps the
  // catalogue version when it succeeds (http/response-cache.ts), so no catalogueNeutral here.
  app.post(
    '/admin/models',
    {
      config: { policy: 'admin' },
      schema: { body: phoneModelBodySchema, response: { 201: phoneModelSchema } },
    },
    async (request, reply) => {
      const model = await models.add(request.body, currentUser(request).id);
      request.log.info({ modelId: model._id }, 'admin: phone model added');
      return reply.status(201).send(model);
    },
  );

  app.patch(
    '/admin/models/:id',
    {
      config: { policy: 'admin' },
      schema: {
        params: idParamSchema,
        body: phoneModelBodySchema,
        response: { 200: phoneModelSchema },
      },
    },
    async (request) => {
      const model = await models.edit(request.params.id, request.body, currentUser(request).id);
      request.log.info({ modelId: model._id }, 'admin: phone model edited');
      return model;
    },
  );
};
