import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../../../env.ts';
import type { PaymentsRepository } from '../payments-repository.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createSandboxProvider } from './sandbox-provider.ts';
import { createStripeClient, createStripeProvider, type StripeClient } from './stripe-provider.ts';

/** The provider env.ts resolved: Stripe when configured, the sandbox otherwise. */
export function createPaymentProvider(
  env: Env,
  payments: PaymentsRepository,
  log: FastifyBaseLogger,
): { provider: PaymentProvider; stripe?: StripeClient } {
  if (env.PAYMENT_PROVIDER === 'stripe') {
    const stripe = createStripeClient(env);
    return { provider: createStripeProvider(env, stripe, log), stripe };
  }
  return { provider: createSandboxProvider(payments) };
}
