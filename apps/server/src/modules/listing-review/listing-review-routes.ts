import {
  bulkApproveBodySchema,
  idParamSchema,
  pageQuerySchema,
  rejectListingBodySchema,
  reviewDecisionResultSchema,
  reviewQueuePageSchema,
} from '@phonebazaar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { allowEmptyJsonBody, noBody } from '../../http/empty-json-body.ts';
import { currentUser } from '../auth/index.ts';
import type { ListingReviewService } from './listing-review-service.ts';

/** Every call here is an admin's (decision 027: the policy is the guard, 401 then 403). */
const adminOnly = { config: { policy: 'admin' } } as const;

/** The admins' Review Queue (issue #21, decision 041). */
export const listingReviewRoutes: FastifyPluginAsyncZod<{
  listingReview: { service: ListingReviewService };
}> = async (app, opts) => {
  const service = opts.listingReview.service;
  // Approve is a POST a client may send with a JSON content type and no body.
  allowEmptyJsonBody(app);

  app.get(
    '/admin/review-queue',
    {
      ...adminOnly,
      schema: { querystring: pageQuerySchema, response: { 200: reviewQueuePageSchema } },
    },
    async (request) => service.page(request.query),
  );

  app.post(
    '/admin/listings/:id/approve',
    {
      ...adminOnly,
      schema: {
        params: idParamSchema,
        body: noBody,
        response: { 200: reviewDecisionResultSchema },
      },
    },
    async (request) => service.approve(request.params.id, currentUser(request).id),
  );

  app.post(
    '/admin/listings/:id/reject',
    {
      ...adminOnly,
      schema: {
        params: idParamSchema,
        body: rejectListingBodySchema,
        response: { 200: reviewDecisionResultSchema },
      },
    },
    async (request) =>
      service.reject(
        request.params.id,
        currentUser(request).id,
        request.body.reason,
        request.body.note,
      ),
  );

  app.post(
    '/admin/review-queue/approve',
    {
      ...adminOnly,
      schema: { body: bulkApproveBodySchema, response: { 200: reviewDecisionResultSchema } },
    },
    async (request) => service.approveMany(request.body.ids, currentUser(request).id),
  );
};
