import { randomBytes } from 'node:crypto';
import type { PaymentsRepository } from '../payments-repository.ts';
import { isIntentId, type PaymentProvider } from './payment-provider.ts';

/** Letters and digits only, like Stripe's ids. */
function token(length: number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  // 248 is the largest multiple of 62 below 256: no modulo bias.
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 248 && out.length < length) out += alphabet[byte % 62];
    }
  }
  return out;
}

/**
 * The built-in provider (default; no network). Its intents are the payment_intents rows the
 * payments service stores with provider 'sandbox'; the card step is POST /api/sandbox/confirm
 * (sandbox-service.ts). Ids look like Stripe's: 'pi_...' and 'pi_..._secret_...'.
 */
export function createSandboxProvider(intents: PaymentsRepository): PaymentProvider {
  return {
    name: 'sandbox',

    async createIntent() {
      const id = `pi_${token(24)}`;
      return { id, clientSecret: `${id}_secret_${token(24)}`, status: 'requires_payment_method' };
    },

    async retrieveIntent(id) {
      const row = isIntentId(id) ? await intents.findIntent(id, 'sandbox') : undefined;
      if (!row) return undefined;
      return {
        id: row.id,
        status: row.status,
        amountCents: row.amountCents,
        currency: row.currency,
        bookingId: row.bookingId,
        buyerId: undefined,
      };
    },

    async refund(intentId) {
      await intents.setIntentStatus(intentId, 'refunded');
    },
  };
}
