import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import type { FakeIntent } from '../fake-stripe.ts';

/**
 * The crash between "the provider took the money" and "we wrote it down": while armed, the
 * recording transaction fails as it does when the process or its database dies mid-way
 * (nothing committed). A test file arms it after mocking the repository module with `crashingRepositoryModule`.
 */
export const crash = { armed: 0, injected: 0 };

export async function crashingRepositoryModule(
  importOriginal: () => Promise<typeof import('../../modules/payments/payments-repository.ts')>,
) {
  const actual = await importOriginal();
  return {
    ...actual,
    createPaymentsRepository: (...args: Parameters<typeof actual.createPaymentsRepository>) => {
      const repository = actual.createPaymentsRepository(...args);
      return {
        ...repository,
        record: async (input: Parameters<typeof repository.record>[0]) => {
          if (crash.armed > 0) {
            crash.armed--;
            crash.injected++;
            throw new Error('Connection terminated unexpectedly');
          }
          return repository.record(input);
        },
      };
    },
  };
}

export const WEBHOOK_SECRET = 'whsec_faultsecret123';
const signer = new Stripe('sk_test_signer');

/**
 * A signed event for the intent as it is now, as Stripe delivers it: an authorised
 * manual-capture intent (issue #18) is payment_intent.amount_capturable_updated.
 */
export function signedEvent(intent: FakeIntent, id = `evt_${randomBytes(8).toString('hex')}`) {
  const payload = JSON.stringify({
    id,
    object: 'event',
    type:
      intent.status === 'requires_capture'
        ? 'payment_intent.amount_capturable_updated'
        : 'payment_intent.succeeded',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object: intent },
  });
  return {
    payload,
    headers: {
      'content-type': 'application/json',
      'stripe-signature': signer.webhooks.generateTestHeaderString({
        payload,
        secret: WEBHOOK_SECRET,
      }),
    },
  };
}
