import type { FastifyPluginAsync } from 'fastify';
import { allowEmptyJsonBody } from '../../http/empty-json-body.ts';
import type { OutboxService } from '../mail/index.ts';
import type { DisputeService } from '../settlement/index.ts';
import { adminDisputesRoutes } from './admin-disputes-routes.ts';
import { outboxRoutes } from './admin-outbox-routes.ts';
import { adminReportsRoutes } from './admin-reports-routes.ts';
import type { AdminReportsService } from './admin-reports-service.ts';
import { adminSalesRoutes } from './admin-sales-routes.ts';
import type { AdminSalesService } from './admin-sales-service.ts';
import { adminUsersRoutes } from './admin-users-routes.ts';
import type { AdminUsersService } from './admin-users-service.ts';

export interface AdminRoutesOptions {
  accounts: AdminUsersService;
  sales: AdminSalesService;
  reports: AdminReportsService;
  outbox: OutboxService;
  disputes: DisputeService;
}

/** Every admin call (issue #6): each needs an admin's bearer token (policy 'admin'). */
export const adminRoutes: FastifyPluginAsync<AdminRoutesOptions> = async (app, opts) => {
  // Registered before the empty-body parser below, as it was when it lived in mail/.
  await app.register(outboxRoutes, { outbox: opts.outbox });
  // The spec's client sends its PUT and DELETE calls with no body; the children inherit this.
  allowEmptyJsonBody(app);
  await app.register(adminUsersRoutes, { accounts: opts.accounts });
  await app.register(adminSalesRoutes, { sales: opts.sales });
  await app.register(adminReportsRoutes, { reports: opts.reports });
  await app.register(adminDisputesRoutes, { disputes: opts.disputes });
};
