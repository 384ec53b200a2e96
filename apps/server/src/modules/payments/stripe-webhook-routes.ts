import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { StripeWebhookService } from './stripe-webhook-service.ts';

export interface StripeWebhookRoutesOptions {
  webhook: StripeWebhookService;
}

/**
 * POST /api/webhooks/stripe. Its own plugin so the raw-body JSON parser applies to this
 * route only: the signature covers the exact bytes, which a parse and re-serialise would
 * change. No bearer token: the signature is the authentication.
 */
export const stripeWebhookRoutes: FastifyPluginAsyncZod<StripeWebhookRoutesOptions> = async (
  app,
  opts,
) => {
  const service = opts.webhook;
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, body);
  });

  app.post(
    '/webhooks/stripe',
    {
      config: { policy: 'webhook' },
      schema: {
        // No zod body: the signature covers the raw bytes, which the service checks and parses.
        consumes: ['application/json'],
        description: 'A Stripe event, signed in the `Stripe-Signature` header.',
        response: { 200: z.object({ received: z.literal(true), duplicate: z.boolean() }) },
      },
    },
    async (request) => {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['stripe-signature'];
      const { duplicate } = await service.handle(
        body,
        typeof signature === 'string' ? signature : undefined,
      );
      return { received: true as const, duplicate };
    },
  );
};
