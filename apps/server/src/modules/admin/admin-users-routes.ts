import {
  adminBuyerListSchema,
  adminSellerListSchema,
  adminUserListSchema,
  deletedReplySchema,
  idParamSchema,
  modifiedReplySchema,
  NEXT_CURSOR_HEADER,
  searchPageQuerySchema,
} from '@phonebazaar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noBody } from '../../http/empty-json-body.ts';
import { currentUser } from '../auth/index.ts';
import { adminOnly } from './admin-guard.ts';
import type { AdminUsersService, DeleteScope } from './admin-users-service.ts';

export interface AdminUsersRoutesOptions {
  accounts: AdminUsersService;
}

/**
 * All User, All Seller and All Buyers (spec §7; product-decisions §3). The id in these
 * paths is the account's `_id` from the lists.
 */
export const adminUsersRoutes: FastifyPluginAsyncZod<AdminUsersRoutesOptions> = async (
  app,
  opts,
) => {
  const service = opts.accounts;

  app.get(
    '/users',
    {
      ...adminOnly,
      schema: { querystring: searchPageQuerySchema, response: { 200: adminUserListSchema } },
    },
    async (request, reply) => {
      const { items, nextCursor } = await service.listUsers(request.query);
      if (nextCursor) reply.header(NEXT_CURSOR_HEADER, nextCursor);
      return items;
    },
  );

  app.get(
    '/sellers',
    {
      ...adminOnly,
      schema: { querystring: searchPageQuerySchema, response: { 200: adminSellerListSchema } },
    },
    async (request, reply) => {
      const { items, nextCursor } = await service.listSellers(request.query);
      if (nextCursor) reply.header(NEXT_CURSOR_HEADER, nextCursor);
      return items;
    },
  );

  app.get(
    '/buyers',
    {
      ...adminOnly,
      schema: { querystring: searchPageQuerySchema, response: { 200: adminBuyerListSchema } },
    },
    async (request, reply) => {
      const { items, nextCursor } = await service.listBuyers(request.query);
      if (nextCursor) reply.header(NEXT_CURSOR_HEADER, nextCursor);
      return items;
    },
  );

  app.put(
    '/users/makeadmin/:id',
    {
      ...adminOnly,
      schema: { params: idParamSchema, body: noBody, response: { 200: modifiedReplySchema } },
    },
    async (request) => {
      const reply = await service.makeAdmin(request.params.id, currentUser(request).id);
      request.log.info(
        { adminId: currentUser(request).id, userId: request.params.id, ...reply },
        'admin: make admin',
      );
      return reply;
    },
  );

  // Verify (spec §7 "PUT /sellers/{id}").
  app.put(
    '/sellers/:id',
    {
      ...adminOnly,
      schema: { params: idParamSchema, body: noBody, response: { 200: modifiedReplySchema } },
    },
    async (request) => {
      const reply = await service.verifySeller(request.params.id, currentUser(request).id);
      request.log.info(
        { adminId: currentUser(request).id, userId: request.params.id, ...reply },
        'admin: verify seller',
      );
      return reply;
    },
  );

  // All User deletes any account, All Seller only sellers, All Buyers only buyers.
  const deletions = [
    ['/users/delete/:id', 'any'],
    ['/sellers/:id', 'seller'],
    ['/buyers/:id', 'buyer'],
  ] as const satisfies ReadonlyArray<readonly [string, DeleteScope]>;
  for (const [url, scope] of deletions) {
    app.delete(
      url,
      {
        ...adminOnly,
        schema: { params: idParamSchema, body: noBody, response: { 200: deletedReplySchema } },
      },
      async (request) => {
        const admin = currentUser(request);
        const { reply, outcome } = await service.deleteAccount(admin, request.params.id, scope);
        // An audit trail of who removed whom, and what went with the account.
        request.log.info(
          { adminId: admin.id, userId: request.params.id, scope, ...outcome },
          'admin: account deleted',
        );
        return reply;
      },
    );
  }
};
