import {
  bookingBodySchema,
  bookingInsertedReplySchema,
  bookingListQuerySchema,
  buyerBookingListSchema,
  cancelBookingReplySchema,
  idParamSchema,
  NEXT_CURSOR_HEADER,
  paymentPageSchema,
  sellerBookingListSchema,
} from '@phonebazaar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noBody } from '../../http/empty-json-body.ts';
import { currentUser } from '../auth/index.ts';
import type { BookingsService } from './bookings-service.ts';

export interface BookingsRoutesOptions {
  bookings: BookingsService;
}

/**
 * The buyer's calls of spec §7 plus My Sell. Each route's policy is its guard (decision 027):
 * token and role are checked before validation (401/403, then 400); whose booking or whose
 * email is the service's to decide, where it reads them.
 */
export const bookingsRoutes: FastifyPluginAsyncZod<BookingsRoutesOptions> = async (app, opts) => {
  const service = opts.bookings;

  app.post(
    '/booking',
    {
      config: { policy: 'buyer' },
      schema: { body: bookingBodySchema, response: { 200: bookingInsertedReplySchema } },
      preHandler: app.rateLimit('booking'),
    },
    async (request) => {
      const insertedId = await service.book(currentUser(request), request.body);
      return { acknowledged: true as const, insertedId };
    },
  );

  // The buyer gives the listing back before paying (issue #14 finding 7). Any signed-in
  // caller may ask; only the booking's buyer succeeds (403 otherwise), like the payment page.
  app.post(
    '/booking/:id/cancel',
    {
      config: { policy: 'owner' },
      schema: { params: idParamSchema, body: noBody, response: { 200: cancelBookingReplySchema } },
      preHandler: app.rateLimit('booking'),
    },
    async (request) => service.cancel(currentUser(request), request.params.id),
  );

  app.get(
    '/booking/myproduct',
    {
      config: { policy: 'owner-or-admin' },
      schema: { querystring: bookingListQuerySchema, response: { 200: buyerBookingListSchema } },
    },
    async (request, reply) => {
      const { email, ...page } = request.query;
      const { items, nextCursor } = await service.listForBuyer(currentUser(request), email, page);
      if (nextCursor) reply.header(NEXT_CURSOR_HEADER, nextCursor);
      return items;
    },
  );

  app.get(
    '/mysell',
    {
      config: { policy: 'seller-or-admin' },
      schema: { querystring: bookingListQuerySchema, response: { 200: sellerBookingListSchema } },
    },
    async (request, reply) => {
      const { email, ...page } = request.query;
      const { items, nextCursor } = await service.listForSeller(currentUser(request), email, page);
      if (nextCursor) reply.header(NEXT_CURSOR_HEADER, nextCursor);
      return items;
    },
  );

  app.get(
    '/makepayment/:id',
    {
      config: { policy: 'owner' },
      schema: { params: idParamSchema, response: { 200: paymentPageSchema } },
    },
    async (request) => service.paymentPage(currentUser(request), request.params.id),
  );
};
