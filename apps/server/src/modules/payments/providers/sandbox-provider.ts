import { randomBytes } from 'node:crypto';
import type { PaymentsRepository } from '../payments-repository.ts';
import { HELD_INTENT_STATUS, isIntentId, type PaymentProvider } from './payment-provider.ts';

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
        cardFingerprint: row.cardFingerprint ?? undefined,
      };
    },

    async refund(intentId) {
      await intents.setIntentStatus(intentId, 'refunded');
    },

    // Issue #18: the same states as Stripe's manual capture, kept on the row. Idempotent by
    // state (a key adds nothing where there is no network to retry over).
    async capture(intentId) {
      if (await intents.moveIntent(intentId, [HELD_INTENT_STATUS], 'succeeded')) return 'captured';
      const status = (await intents.findIntent(intentId, 'sandbox'))?.status;
      if (status === 'succeeded') return 'captured';
      if (status === 'canceled' || status === 'refunded') return 'canceled';
      throw new Error(`sandbox: cannot capture intent ${intentId} in status ${status}`);
    },

    async cancel(intentId) {
      if (await intents.moveIntent(intentId, [HELD_INTENT_STATUS], 'canceled')) return;
      // Captured: the whole amount goes back.
      if (await intents.moveIntent(intentId, ['succeeded'], 'refunded')) return;
      const status = (await intents.findIntent(intentId, 'sandbox'))?.status;
      if (status === 'canceled' || status === 'refunded') return;
      throw new Error(`sandbox: cannot cancel intent ${intentId} in status ${status}`);
    },
  };
}
