import type { FastifyPluginAsync } from 'fastify';
import { allowEmptyJsonBody } from '../../http/empty-json-body.ts';
import type { UsersRepository } from '../users/users-repository.ts';
import { adminReportsRoutes } from './admin-reports-routes.ts';
import { adminSalesRoutes } from './admin-sales-routes.ts';
import { adminUsersRoutes } from './admin-users-routes.ts';

export interface AdminRoutesOptions {
  users: UsersRepository;
}

/** Every admin call (issue #6): each needs an admin's bearer token (policy 'admin'). */
export const adminRoutes: FastifyPluginAsync<AdminRoutesOptions> = async (app, opts) => {
  // The spec's client sends its PUT and DELETE calls with no body; the children inherit this.
  allowEmptyJsonBody(app);
  await app.register(adminUsersRoutes, { users: opts.users });
  await app.register(adminSalesRoutes);
  await app.register(adminReportsRoutes);
};
