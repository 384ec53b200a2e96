import {
  adminReviewSchema,
  adminReviewsReplySchema,
  hideReviewBodySchema,
  idParamSchema,
  pageQuerySchema,
} from '@phonebazaar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../auth/index.ts';
import type { ReviewModeration } from './review-moderation.ts';

/** The admins' reviews (issue #19): the recent ones, and hiding one with a reason (audited). */
export const adminReviewsRoutes: FastifyPluginAsyncZod<{ moderation: ReviewModeration }> = async (
  app,
  { moderation: service },
) => {
  app.get(
    '/admin/reviews',
    {
      config: { policy: 'admin' },
      schema: { querystring: pageQuerySchema, response: { 200: adminReviewsReplySchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.list(request.query);
    },
  );

  app.post(
    '/admin/reviews/:id/hide',
    {
      config: { policy: 'admin' },
      schema: {
        params: idParamSchema,
        body: hideReviewBodySchema,
        response: { 200: adminReviewSchema },
      },
    },
    async (request) => {
      const admin = currentUser(request);
      const review = await service.hide(admin.id, request.params.id, request.body.reason);
      request.log.info({ adminId: admin.id, reviewId: review.id }, 'admin: review hidden');
      return review;
    },
  );
};
