import {
  adminPayoutsReplySchema,
  earningsReplySchema,
  recordPayoutBodySchema,
  recordPayoutReplySchema,
} from '@phonebazaar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../auth/index.ts';
import type { LedgerService } from './ledger-service.ts';

/** The seller's Earnings and the admins' Payouts (issue #18); each policy is its guard. */
export const ledgerRoutes: FastifyPluginAsyncZod<{ ledger: LedgerService }> = async (app, opts) => {
  const service = opts.ledger;

  // Admins sell too (the dashboard gives them the seller's pages): they read their own.
  app.get(
    '/earnings',
    { config: { policy: 'seller-or-admin' }, schema: { response: { 200: earningsReplySchema } } },
    async (request) => service.earnings(currentUser(request)),
  );

  app.get(
    '/admin/payouts',
    { config: { policy: 'admin' }, schema: { response: { 200: adminPayoutsReplySchema } } },
    async () => service.adminPayouts(),
  );

  app.post(
    '/admin/payouts',
    {
      config: { policy: 'admin' },
      schema: { body: recordPayoutBodySchema, response: { 200: recordPayoutReplySchema } },
    },
    async (request) => service.recordPayout(currentUser(request), request.body),
  );
};
