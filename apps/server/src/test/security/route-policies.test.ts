import { afterAll, describe, expect, it } from 'vitest';
import { ROUTE_POLICIES, routePolicies, routesWithoutPolicy } from '../../lib/route-policy.ts';
import { startFakeStripe } from '../fake-stripe.ts';
import { createTestContext } from '../test-app.ts';

/** Building apps and signing up hash passwords and run migrations: slow on a busy machine. */
const SLOW = 120_000;

const fake = await startFakeStripe();
afterAll(() => fake.close());

/** Every configuration that registers different routes: the sandbox and Stripe. */
const CONFIGURATIONS: Record<string, Record<string, string>> = {
  sandbox: {},
  stripe: {
    STRIPE_SECRET_KEY: 'sk_test_fake123',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_fake123',
    STRIPE_WEBHOOK_SECRET: 'whsec_policy',
    STRIPE_API_BASE: fake.url,
  },
};

describe('route policies (issue #7 item 1)', () => {
  for (const [name, overrides] of Object.entries(CONFIGURATIONS)) {
    it(
      `When the ${name} app is built, then every /api route states who may call it`,
      async () => {
        const ctx = await createTestContext('pglite', overrides);
        try {
          const api = (url: string) => url === '/api' || url.startsWith('/api/');
          // A new route without `config.policy` fails here, naming itself.
          expect(routesWithoutPolicy(ctx.app).filter((r) => api(r.split(' ')[1]!))).toEqual([]);
          const routes = routePolicies(ctx.app);
          expect(routes.length).toBeGreaterThan(40);
          for (const route of routes) expect(ROUTE_POLICIES).toContain(route.policy);
          // Each route is listed once: a duplicate would mean two policies for one call.
          const keys = routes.map((r) => `${r.method} ${r.url}`);
          expect(new Set(keys).size).toBe(keys.length);
          // The live router agrees with the list: each listed route is really served.
          for (const { method, url } of routes) {
            expect(ctx.app.hasRoute({ method: method as 'GET', url }), `${method} ${url}`).toBe(
              true,
            );
          }
        } finally {
          await ctx.close();
        }
      },
      SLOW,
    );
  }

  it(
    'When the Stripe app is built, then its webhook is the one route with policy webhook',
    async () => {
      const ctx = await createTestContext('pglite', CONFIGURATIONS.stripe);
      try {
        const webhooks = routePolicies(ctx.app).filter((r) => r.policy === 'webhook');
        expect(webhooks).toEqual([
          { method: 'POST', url: '/api/webhooks/stripe', policy: 'webhook' },
        ]);
      } finally {
        await ctx.close();
      }
    },
    SLOW,
  );
});
