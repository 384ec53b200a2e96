import {
  apiErrorSchema,
  cardErrorReplySchema,
  clientSecretReplySchema,
  createPaymentIntentBodySchema,
  paymentConfigSchema,
  paymentInsertedReplySchema,
  recordPaymentBodySchema,
  sandboxConfirmBodySchema,
  sandboxConfirmReplySchema,
} from '@phonebazaar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../auth/index.ts';
import type { Payments } from './index.ts';
import { schedulePaymentReconciliation } from './payment-reconciliation-schedule.ts';
import { stripeWebhookRoutes } from './stripe-webhook-routes.ts';

const cardOrApiError = z.union([cardErrorReplySchema, apiErrorSchema]);

/**
 * The payment calls of spec §7 plus what the providers need: the web's provider config,
 * the sandbox's card step, or Stripe's webhook (product-decisions §4). Every call but the
 * config and the webhook needs the buyer's bearer token (policy 'owner', checked before the
 * body, decision 027); that the booking is theirs is the service's to decide.
 */
export const paymentsRoutes: FastifyPluginAsyncZod<{ payments: Payments }> = async (app, opts) => {
  const { service, sandbox, reconciler, webhook } = opts.payments;

  app.get(
    '/payment-config',
    { config: { policy: 'public' }, schema: { response: { 200: paymentConfigSchema } } },
    async () => service.config(),
  );

  app.post(
    '/create-payment-intent',
    {
      config: { policy: 'owner' },
      schema: { body: createPaymentIntentBodySchema, response: { 200: clientSecretReplySchema } },
    },
    async (request) => ({
      clientSecret: await service.createIntent(currentUser(request), request.body.bookingId),
    }),
  );

  app.post(
    '/payments',
    {
      config: { policy: 'owner' },
      schema: { body: recordPaymentBodySchema, response: { 200: paymentInsertedReplySchema } },
    },
    async (request) => ({
      acknowledged: true as const,
      insertedId: await service.record(currentUser(request), request.body),
    }),
  );

  if (sandbox) {
    app.post(
      '/sandbox/confirm',
      {
        config: { policy: 'owner' },
        schema: {
          body: sandboxConfirmBodySchema,
          // The card step answers Stripe.js's shape; the error handler's { message, code }
          // (a body that fails validation, say) must serialise too, or it would become a 500.
          response: {
            200: sandboxConfirmReplySchema,
            400: cardOrApiError,
            402: cardOrApiError,
            404: cardOrApiError,
            409: cardOrApiError,
          },
        },
      },
      async (request, reply) => {
        const { clientSecret, card } = request.body;
        const result = await sandbox.confirm(currentUser(request), clientSecret, card);
        return reply.status(result.status).send(result.body);
      },
    );
  }

  schedulePaymentReconciliation(app, reconciler, app.env.PAYMENT_RECONCILE_INTERVAL_SECONDS);

  if (webhook) {
    await app.register(stripeWebhookRoutes, { webhook });
  }
};
