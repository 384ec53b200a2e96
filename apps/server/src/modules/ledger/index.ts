import { creditRelease } from './ledger-credit.ts';

export type { CreditOutcome, Tx } from './ledger-credit.ts';

/**
 * What the platform owes sellers (issue #18). `ledger.creditRelease(tx, { bookingId })` is the
 * seam the settlement transitions call when a deal is released.
 */
export const ledger = { creditRelease };
