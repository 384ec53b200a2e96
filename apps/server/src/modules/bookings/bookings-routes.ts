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
import { currentUser, requireEmailAccess, requireRole } from '../auth/index.ts';
import type { BookingsService } from './bookings-service.ts';

export interface BookingsRoutesOptions {
  bookings: BookingsService;
}

const emailOf = (request: { query: unknown }) => (request.query as { email: string }).email;

/**
 * The buyer's calls of spec §7 plus My Sell. Authentication (and the role where one is
 * needed) runs at preValidation, so a caller without the right token or role learns nothing
 * from validation messages: 401/403 first, then 400.
 */
export const bookingsRoutes: FastifyPluginAsyncZod<BookingsRoutesOptions> = async (app, opts) => {
  const service = opts.bookings;

  app.post(
    '/booking',
    {
      config: { policy: 'buyer' },
      schema: { body: bookingBodySchema, response: { 200: bookingInsertedReplySchema } },
      preValidation: [app.authenticate, requireRole('buyer')],
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
      schema: { params: idParamSchema, response: { 200: cancelBookingReplySchema } },
      preValidation: app.authenticate,
      preHandler: app.rateLimit('booking'),
    },
    async (request) => service.cancel(currentUser(request), request.params.id),
  );

  app.get(
    '/booking/myproduct',
    {
      config: { policy: 'owner-or-admin' },
      schema: { querystring: bookingListQuerySchema, response: { 200: buyerBookingListSchema } },
      preValidation: app.authenticate,
      // After validation: the email is then one string, not a repeated parameter.
      preHandler: requireEmailAccess(emailOf),
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
      preValidation: [app.authenticate, requireRole('seller', 'admin')],
      preHandler: requireEmailAccess(emailOf),
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
      preValidation: app.authenticate,
    },
    async (request) => service.paymentPage(currentUser(request), request.params.id),
  );
};
