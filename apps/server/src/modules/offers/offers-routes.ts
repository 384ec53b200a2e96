import {
  acceptOfferReplySchema,
  counterOfferBodySchema,
  idParamSchema,
  makeOfferBodySchema,
  offerFloorBodySchema,
  offerFloorSchema,
  offerFloorsReplySchema,
  offerSchema,
  offersQuerySchema,
  offersReplySchema,
} from '@phonebazaar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noBody } from '../../http/empty-json-body.ts';
import { currentUser } from '../auth/index.ts';
import type { OffersService } from './offers-service.ts';

const listingParamSchema = z.object({ listingId: z.string().min(1).max(64) });
// Offers, counters, declines and floors change no public list (decision 014); an acceptance
// books the phone, which does, so it keeps the default (the catalogue version moves).
const party = { policy: 'signed-in', catalogueNeutral: true } as const;

/**
 * Offers (issue #20, decision 039). Making one is a buyer's call (policy 'buyer', as booking);
 * answering is for the offer's parties ('signed-in': whose move it is is the service's to
 * decide, and anyone outside the offer gets its 404); a floor is its listing's owner's.
 */
export const offersRoutes: FastifyPluginAsyncZod<{ offers: OffersService }> = async (app, opts) => {
  const service = opts.offers;

  app.post(
    '/offers',
    {
      config: { policy: 'buyer', catalogueNeutral: true },
      schema: { body: makeOfferBodySchema, response: { 200: offerSchema } },
      preHandler: app.rateLimit('booking'),
    },
    async (request) => service.make(currentUser(request), request.body),
  );

  app.get(
    '/offers',
    {
      config: { policy: 'signed-in' },
      schema: { querystring: offersQuerySchema, response: { 200: offersReplySchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.list(currentUser(request), request.query.role);
    },
  );

  app.post(
    '/offers/:id/accept',
    {
      config: { policy: 'signed-in' },
      schema: { params: idParamSchema, body: noBody, response: { 200: acceptOfferReplySchema } },
      preHandler: app.rateLimit('booking'),
    },
    async (request) => service.accept(currentUser(request), request.params.id),
  );

  app.post(
    '/offers/:id/decline',
    {
      config: party,
      schema: { params: idParamSchema, body: noBody, response: { 200: offerSchema } },
    },
    async (request) => service.decline(currentUser(request), request.params.id),
  );

  app.post(
    '/offers/:id/counter',
    {
      config: party,
      schema: {
        params: idParamSchema,
        body: counterOfferBodySchema,
        response: { 200: offerSchema },
      },
    },
    async (request) =>
      service.counter(currentUser(request), request.params.id, request.body.amount),
  );

  app.get(
    '/offers/floors',
    {
      config: { policy: 'seller' },
      schema: { response: { 200: offerFloorsReplySchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.floors(currentUser(request));
    },
  );

  app.put(
    '/offers/floor/:listingId',
    {
      config: { policy: 'owner', catalogueNeutral: true },
      schema: {
        params: listingParamSchema,
        body: offerFloorBodySchema,
        response: { 200: offerFloorSchema },
      },
    },
    async (request) =>
      service.setFloor(currentUser(request), request.params.listingId, request.body.floor),
  );
};
