import {
  addProductBodySchema,
  deletedReplySchema,
  editProductBodySchema,
  idParamSchema,
  insertedReplySchema,
  listingCodeReplySchema,
  modifiedReplySchema,
  NEXT_CURSOR_HEADER,
  ownProductListSchema,
  sellerProductsQuerySchema,
  verificationPhotoBodySchema,
} from '@phonebazaar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { allowEmptyJsonBody, noBody } from '../../http/empty-json-body.ts';
import { currentUser } from '../auth/index.ts';
import type { createListingCodeChange } from './listing-code.ts';
import type { SellingService } from './selling-service.ts';
import type { VerificationPhotoService } from './verification-photo.ts';

export interface SellingRoutesOptions {
  selling: SellingService & {
    setVerificationPhoto: VerificationPhotoService['set'];
    changeListingCode: ReturnType<typeof createListingCodeChange>;
  };
}

/**
 * The seller calls of spec §7 (product-decisions §3-4). Each route's policy is its guard
 * (decision 027): token and role are checked before the body is looked at, so a caller without
 * them learns nothing from validation messages (401/403 first, then 400); whose listing or
 * whose email is the service's to decide, where it reads them.
 */
export const sellingRoutes: FastifyPluginAsyncZod<SellingRoutesOptions> = async (app, opts) => {
  const service = opts.selling;
  allowEmptyJsonBody(app);

  app.post(
    '/addproduct',
    {
      config: { policy: 'seller' },
      schema: { body: addProductBodySchema, response: { 200: insertedReplySchema } },
      // After validation: only well-formed listings by sellers count (issue #14 finding 13).
      preHandler: app.rateLimit('listing'),
    },
    async (request) => service.add(currentUser(request), request.body),
  );

  app.get(
    '/product',
    {
      config: { policy: 'owner-or-admin' },
      schema: { querystring: sellerProductsQuerySchema, response: { 200: ownProductListSchema } },
    },
    async (request, reply) => {
      const { email, ...page } = request.query;
      const { items, nextCursor } = await service.listOwn(currentUser(request), email, page);
      if (nextCursor) reply.header(NEXT_CURSOR_HEADER, nextCursor);
      return items;
    },
  );

  // Advertise (spec §7 "PUT /product/{id}").
  app.put(
    '/product/:id',
    {
      config: { policy: 'owner' },
      schema: { params: idParamSchema, body: noBody, response: { 200: modifiedReplySchema } },
      // Every listing write empties the storefront's cached lists: one budget for add, edit
      // and advertise (issue #14 finding 13).
      preHandler: app.rateLimit('listing'),
    },
    async (request) => service.advertise(currentUser(request), request.params.id),
  );

  app.patch(
    '/product/:id',
    {
      config: { policy: 'owner' },
      schema: {
        params: idParamSchema,
        body: editProductBodySchema,
        response: { 200: modifiedReplySchema },
      },
      preHandler: app.rateLimit('listing'),
    },
    async (request) => service.edit(currentUser(request), request.params.id, request.body),
  );

  // Issue #21 (decision 042): the seller's photo of the phone showing its listing code.
  app.put(
    '/product/:id/verification-photo',
    {
      config: { policy: 'owner' },
      schema: {
        params: idParamSchema,
        body: verificationPhotoBodySchema,
        response: { 200: modifiedReplySchema },
      },
      preHandler: app.rateLimit('listing'),
    },
    async (request) =>
      service.setVerificationPhoto(currentUser(request), request.params.id, request.body.photo),
  );

  // Issue #36 item 3 (decision 056): a new listing code; the old one opens nothing.
  app.post(
    '/product/:id/listing-code',
    {
      config: { policy: 'owner' },
      schema: { params: idParamSchema, body: noBody, response: { 200: listingCodeReplySchema } },
      preHandler: app.rateLimit('listing'),
    },
    async (request) => service.changeListingCode(currentUser(request), request.params.id),
  );

  app.delete(
    '/product/:id',
    {
      config: { policy: 'owner-or-admin' },
      schema: { params: idParamSchema, body: noBody, response: { 200: deletedReplySchema } },
    },
    async (request) => service.remove(currentUser(request), request.params.id),
  );
};
