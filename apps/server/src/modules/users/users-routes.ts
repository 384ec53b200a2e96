import {
  emailParamSchema,
  isAdminReplySchema,
  isSellerOrAdminReplySchema,
  isVerifyReplySchema,
  modifiedReplySchema,
  recordUserBodySchema,
  recordUserReplySchema,
  updateMeBodySchema,
} from '@phonebazaar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UnauthorizedError } from '../../lib/errors.ts';
import { callerEmail, currentUser } from '../auth/index.ts';
import type { UsersService } from './users-service.ts';

export interface UsersRoutesOptions {
  users: UsersService;
}

/** Marketplace profiles and role checks (spec §7, product-decisions §2-3). */
export const usersRoutes: FastifyPluginAsyncZod<UsersRoutesOptions> = async (app, { users }) => {
  // Recorded after sign-up or social sign-in, with the identity session cookie.
  app.post(
    '/users',
    {
      config: { policy: 'session' },
      schema: { body: recordUserBodySchema, response: { 200: recordUserReplySchema } },
      // Every profile write empties the account caches: limited like the other costly writes.
      preHandler: app.rateLimit('profile'),
    },
    async (request) => {
      if (!request.identitySession) throw new UnauthorizedError();
      return users.record(request.identitySession, request.body);
    },
  );

  // Profile update (name, photo) with the session cookie or the bearer token.
  app.patch(
    '/users/me',
    {
      config: { policy: 'session-or-bearer' },
      schema: { body: updateMeBodySchema, response: { 200: modifiedReplySchema } },
      preHandler: app.rateLimit('profile'),
    },
    async (request) => users.updateMe(callerEmail(request), request.body),
  );

  app.get(
    '/users/admin/:email',
    {
      config: { policy: 'owner-or-admin' },
      schema: { params: emailParamSchema, response: { 200: isAdminReplySchema } },
    },
    async (request) => ({
      isAdmin: await users.isAdmin(currentUser(request), request.params.email),
    }),
  );

  app.get(
    '/users/seller/:email',
    {
      config: { policy: 'owner-or-admin' },
      schema: { params: emailParamSchema, response: { 200: isSellerOrAdminReplySchema } },
    },
    async (request) => ({
      isSellerOrAdmin: await users.isSellerOrAdmin(currentUser(request), request.params.email),
    }),
  );

  // Public: the verified badge shows on public product cards.
  app.get(
    '/verify/seller/:email',
    {
      config: { policy: 'public' },
      schema: { params: emailParamSchema, response: { 200: isVerifyReplySchema } },
    },
    async (request) => ({ isVerify: await users.isVerified(request.params.email) }),
  );
};
