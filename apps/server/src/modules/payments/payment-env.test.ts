import { describe, expect, it } from 'vitest';
import { ConfigError, loadEnv } from '../../env.ts';

const stripeKeys = { STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_PUBLISHABLE_KEY: 'pk_test_abc' };
const production = {
  NODE_ENV: 'production',
  AUTH_SECRET: 'a-production-secret-of-at-least-32-characters',
  PUBLIC_URL: 'https://phonebazaar.example',
  // Mail is a separate production rule (issue #14): chosen here so only payments are tested.
  MAIL_URL: 'outbox',
};
const load = (source: Record<string, string>) => () => loadEnv(source);

describe('payment settings', () => {
  it('When nothing is set, then the sandbox; with the Stripe keys, then Stripe', () => {
    expect(loadEnv({}).PAYMENT_PROVIDER).toBe('sandbox');
    expect(loadEnv(stripeKeys).PAYMENT_PROVIDER).toBe('stripe');
    expect(loadEnv({ ...stripeKeys, PAYMENT_PROVIDER: 'sandbox' }).PAYMENT_PROVIDER).toBe(
      'sandbox',
    );
  });

  it('When one Stripe key is missing or a key is the wrong kind, then the variable is named', () => {
    expect(load({ STRIPE_SECRET_KEY: 'sk_test_abc' })).toThrow(/STRIPE_PUBLISHABLE_KEY/);
    expect(load({ ...stripeKeys, STRIPE_SECRET_KEY: 'pk_test_abc' })).toThrow(/STRIPE_SECRET_KEY/);
    expect(load({ ...stripeKeys, STRIPE_WEBHOOK_SECRET: 'nope' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(load({ PAYMENT_PROVIDER: 'stripe' })).toThrow(ConfigError);
  });

  it('When production has no Stripe, then it refuses unless the sandbox is chosen on purpose', () => {
    expect(load(production)).toThrow(/PAYMENT_PROVIDER/);
    expect(loadEnv({ ...production, PAYMENT_PROVIDER: 'sandbox' }).PAYMENT_PROVIDER).toBe(
      'sandbox',
    );
  });

  it('When production uses Stripe, then the webhook secret is required', () => {
    expect(load({ ...production, ...stripeKeys })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    const env = loadEnv({ ...production, ...stripeKeys, STRIPE_WEBHOOK_SECRET: 'whsec_abc' });
    expect(env.PAYMENT_PROVIDER).toBe('stripe');
  });
});
