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
import { currentUser } from '../auth/authenticate.ts';
import { createBookingsRepository } from '../bookings/bookings-repository.ts';
import { createPaymentReconciler } from './payment-reconciler.ts';
import { schedulePaymentReconciliation } from './payment-reconciliation-schedule.ts';
import { createPaymentRecorder } from './payment-recorder.ts';
import { createPaymentsRepository } from './payments-repository.ts';
import { createPaymentsService } from './payments-service.ts';
import { createPaymentProvider } from './providers/create-provider.ts';
import { createSandboxService } from './sandbox-service.ts';
import { stripeWebhookRoutes } from './stripe-webhook-routes.ts';

const cardOrApiError = z.union([cardErrorReplySchema, apiErrorSchema]);

/**
 * The payment calls of spec §7 plus what the providers need: the web's provider config,
 * the sandbox's card step, or Stripe's webhook (product-decisions §4). Every call but the
 * config and the webhook needs the buyer's bearer token, checked before the body.
 */
export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { env, database } = app;
  const { provider, stripe } = createPaymentProvider(env, database.db, app.log);
  const payments = createPaymentsRepository(database.db);
  const bookings = createBookingsRepository(database.db);
  const recorder = createPaymentRecorder({ provider, payments, log: app.log });
  const service = createPaymentsService({ provider, payments, bookings, recorder });

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
      preValidation: app.authenticate,
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
      preValidation: app.authenticate,
    },
    async (request) => ({
      acknowledged: true as const,
      insertedId: await service.record(currentUser(request), request.body),
    }),
  );

  if (provider.name === 'sandbox') {
    const sandbox = createSandboxService({ payments, bookings, recorder, log: app.log });
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
        preValidation: app.authenticate,
      },
      async (request, reply) => {
        const { clientSecret, card } = request.body;
        const result = await sandbox.confirm(currentUser(request), clientSecret, card);
        return reply.status(result.status).send(result.body);
      },
    );
  }

  schedulePaymentReconciliation(
    app,
    createPaymentReconciler({ provider, payments, bookings, recorder, log: app.log }),
    env.PAYMENT_RECONCILE_INTERVAL_SECONDS,
  );

  if (stripe && env.STRIPE_WEBHOOK_SECRET) {
    await app.register(stripeWebhookRoutes, {
      stripe,
      secret: env.STRIPE_WEBHOOK_SECRET,
      payments,
      bookings,
      recorder,
    });
  }
};
