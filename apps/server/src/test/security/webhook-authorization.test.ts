import Stripe from 'stripe';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { routePolicies } from '../../lib/route-policy.ts';
import { startFakeStripe } from '../fake-stripe.ts';
import { describeOnEachDatabase } from '../test-app.ts';
import { writeFigures } from './figures.ts';
import { forgedTokens } from './forged-tokens.ts';
import { matrixWorld, type World } from './matrix-world.ts';
import { CALLERS, expectedOutcome } from './policy-expectations.ts';

const fake = await startFakeStripe();
afterAll(() => fake.close());
const SECRET = 'whsec_matrix';

/**
 * The one route that only exists with Stripe (policy 'webhook'): no identity of any kind
 * opens it, only Stripe's signature over the exact body (issue #7 item 1).
 */
describeOnEachDatabase(
  'authorization matrix: the Stripe webhook',
  (ctx) => {
    let w: World;
    beforeAll(async () => {
      w = await matrixWorld(ctx());
    });

    it('When every kind of caller posts an unsigned event, then 400 for all; a signed one is accepted', async () => {
      const { app } = ctx();
      const policy = routePolicies(app).find((r) => r.url === '/api/webhooks/stripe')?.policy;
      expect(policy).toBe('webhook');
      const { forge } = forgedTokens(ctx());
      const payload = JSON.stringify({
        id: 'evt_matrix',
        object: 'event',
        type: 'customer.created',
        data: { object: {} },
      });
      const post = (headers: Record<string, string>) =>
        app.inject({
          method: 'POST',
          url: '/api/webhooks/stripe',
          headers: { 'content-type': 'application/json', ...headers },
          payload,
        });
      const statuses: Record<string, number> = {};
      for (const caller of CALLERS) {
        let headers: Record<string, string> = {};
        if (caller.kind === 'member') {
          const m = w.members[caller.member];
          headers = { authorization: `Bearer ${m.token}`, cookie: m.cookie };
        } else if (caller.kind === 'forged' && caller.forged !== 'session-cookie') {
          const low = { token: w.buyer.token, email: w.buyer.email };
          headers = {
            authorization: `Bearer ${await forge(caller.forged, w.admin, low, w.deleted)}`,
          };
        }
        // A made-up signature too: without the secret no one can produce a valid one.
        const res = await post({ ...headers, 'stripe-signature': 't=1,v1=deadbeef' });
        statuses[caller.name] = res.statusCode;
        expect(res.statusCode, caller.name).toBe(
          expectedOutcome('webhook', caller, undefined, 'none'),
        );
      }
      const signer = new Stripe('sk_test_signer');
      const signed = await post({
        'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret: SECRET }),
      });
      expect(signed.statusCode, signed.body).toBe(200);
      writeFigures(`webhook-matrix-${ctx().kind}`, {
        callers: CALLERS.length,
        refused: Object.values(statuses).filter((s) => s === 400).length,
      });
    });
  },
  {
    STRIPE_SECRET_KEY: 'sk_test_fake123',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_fake123',
    STRIPE_WEBHOOK_SECRET: SECRET,
    STRIPE_API_BASE: fake.url,
  },
);
