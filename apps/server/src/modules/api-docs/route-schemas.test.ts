import diagnostics from 'node:diagnostics_channel';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { startFakeStripe } from '../../test/fake-stripe.ts';
import { createTestContext } from '../../test/test-app.ts';

/** Building the app runs the migrations: slow on a busy machine. */
const SLOW = 120_000;

// Every route as Fastify is given it, from before the first plugin registers (as
// scripts/routes-doc.ts does), so the list is the router's, not the document's.
const registered: RouteOptions[] = [];
diagnostics.subscribe('fastify.initialization', (message) => {
  const { fastify } = message as { fastify: FastifyInstance };
  fastify.addHook('onRoute', (route) => {
    if (route.method !== 'HEAD') registered.push(route);
  });
});

// Not ours to describe: better-auth answers every /api/auth/* call itself, with its own
// validation (docs/decisions/062-openapi-from-route-schemas.md).
const DELEGATED = new Set(['/api/auth/*']);
const TAKES_BODY = new Set(['POST', 'PUT', 'PATCH']);

/** What a route lacks of the schemas it needs, as `METHOD url: part`. */
function gaps(route: RouteOptions): string[] {
  const schema = route.schema ?? {};
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const at = (part: string) => `${methods.join(',')} ${route.url}: ${part}`;
  const missing: string[] = [];
  if (!schema.response) missing.push(at('response'));
  if (route.url.includes(':') && !schema.params) missing.push(at('params'));
  // A route that reads its body itself (multipart parts, signed raw bytes) names its type.
  const readsOwnBody = ((schema as { consumes?: string[] }).consumes ?? []).length > 0;
  if (methods.some((m) => TAKES_BODY.has(m)) && !schema.body && !readsOwnBody)
    missing.push(at('body'));
  return missing;
}

const fake = await startFakeStripe();
/** Every configuration that registers different routes, as docs/routes.md is built. */
const CONFIGURATIONS: Record<string, Record<string, string>> = {
  sandbox: {},
  stripe: {
    STRIPE_SECRET_KEY: 'sk_test_schemas',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_schemas',
    STRIPE_WEBHOOK_SECRET: 'whsec_schemas',
    STRIPE_API_BASE: fake.url,
  },
};

describe('route schemas (issue #40)', () => {
  for (const [name, overrides] of Object.entries(CONFIGURATIONS))
    it(
      `When the ${name} app is built, then every /api route has a schema for its answer, its path parameters and its body`,
      async () => {
        registered.length = 0;
        const ctx = await createTestContext('pglite', overrides);
        try {
          const api = registered.filter((r) => r.url.startsWith('/api/'));
          expect(api.length).toBeGreaterThan(100);
          expect(api.filter((r) => !DELEGATED.has(r.url)).flatMap(gaps)).toEqual([]);
        } finally {
          await ctx.close();
          if (name === 'stripe') await fake.close();
        }
      },
      SLOW,
    );
});
