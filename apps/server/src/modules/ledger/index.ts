import type { Db } from '../../db/client.ts';
import { audit } from '../audit/index.ts';
import { creditRelease } from './ledger-credit.ts';
import { createLedgerRepository } from './ledger-repository.ts';
import { createLedgerService } from './ledger-service.ts';

export type { CreditOutcome, Tx } from './ledger-credit.ts';
export { ledgerRoutes } from './ledger-routes.ts';
export type { AuditWriter, LedgerAuditEntry, LedgerService } from './ledger-service.ts';

/**
 * What the platform owes sellers (issue #18). `ledger.creditRelease(tx, { bookingId })` is the
 * seam the settlement transitions call when a deal is released.
 */
export const ledger = { creditRelease };

/** The seller's Earnings and the admins' Payouts; a payout's audit entry commits with it. */
export function createLedger({ db }: { db: Db }) {
  return { service: createLedgerService(createLedgerRepository(db), audit) };
}
