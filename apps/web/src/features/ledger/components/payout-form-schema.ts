import { LEDGER_TEXTS, payoutAmountSchema, payoutReferenceSchema } from '@phonebazaar/shared';
import { z } from 'zod';

/** What the Record payout form holds: the amount as typed, the reference. */
export interface PayoutFormValues {
  amount: string;
  reference: string;
}

/** What it sends: the shared contract's fields (dollars, trimmed reference). */
export interface PayoutFormOutput {
  amount: number;
  reference: string;
}

const DECIMAL = /^\d+(\.\d+)?$/;

/**
 * The shared contract's rules, plus the seller's balance as the page last read it, so an
 * obviously too big amount is caught before the round trip. The server checks again under
 * its lock: the balance may have moved since.
 */
export function payoutFormSchema(balance: number) {
  return z.object({
    amount: z
      .string()
      .trim()
      .min(1, 'Amount is required')
      .refine((text) => DECIMAL.test(text), {
        message: 'Amount must be a number, like 120.50',
        abort: true,
      })
      .transform(Number)
      .pipe(payoutAmountSchema.max(balance, LEDGER_TEXTS.payouts.amountOverBalance(balance))),
    reference: payoutReferenceSchema,
  });
}
