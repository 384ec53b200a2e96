import {
  featuredReviewsReplySchema,
  idParamSchema,
  pendingReviewsReplySchema,
  reviewBodySchema,
  reviewReplyBodySchema,
  reviewSchema,
} from '@phonebazaar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../auth/index.ts';
import type { ReviewsService } from './reviews-service.ts';

/**
 * Writing reviews and replies, the caller's deals awaiting a review, and the home page's
 * testimonials (issue #19). Policy 'owner' (decision 027): a bearer token before validation;
 * that the caller is a party of the deal, or the reviewed person, is the service's to decide
 * under the row's lock.
 */
export const reviewsWriteRoutes: FastifyPluginAsyncZod<{ reviews: ReviewsService }> = async (
  app,
  { reviews: service },
) => {
  app.post(
    '/reviews',
    {
      config: { policy: 'owner' },
      schema: { body: reviewBodySchema, response: { 201: reviewSchema } },
    },
    async (request, reply) => {
      const review = await service.create(currentUser(request).id, request.body);
      return reply.status(201).send(review);
    },
  );

  app.post(
    '/reviews/:id/reply',
    {
      // Not catalogue-neutral: the profile's reviews, answered from memory, show the reply.
      config: { policy: 'owner' },
      schema: {
        params: idParamSchema,
        body: reviewReplyBodySchema,
        response: { 200: reviewSchema },
      },
    },
    async (request) => service.reply(currentUser(request).id, request.params.id, request.body),
  );

  app.get(
    '/reviews/pending',
    {
      config: { policy: 'signed-in' },
      schema: { response: { 200: pendingReviewsReplySchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.pending(currentUser(request).id);
    },
  );

  app.get(
    '/reviews/featured',
    {
      // The same for everyone: answered from memory until the next write (decision 014).
      config: { policy: 'public', responseCache: true },
      schema: { response: { 200: featuredReviewsReplySchema } },
    },
    async () => service.featured(),
  );
};
