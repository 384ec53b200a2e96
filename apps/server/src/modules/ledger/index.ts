import type { Db } from '../../db/client.ts';
import { creditRelease } from './ledger-credit.ts';
import { createLedgerRepository } from './ledger-repository.ts';
import { type AuditWriter, createLedgerService } from './ledger-service.ts';

export type { CreditOutcome, Tx } from './ledger-credit.ts';
export { ledgerRoutes } from './ledger-routes.ts';
export type { AuditWriter, LedgerAuditEntry, LedgerService } from './ledger-service.ts';

/**
 * What the platform owes sellers (issue #18). `ledger.creditRelease(tx, { bookingId })` is the
 * seam the settlement transitions call when a deal is released.
 */
export const ledger = { creditRelease };

export interface LedgerDeps {
  db: Db;
  /**
   * Writes a payout's audit entry in the payout's transaction (modules/audit's `audit`).
   * Without it payouts are recorded with no audit entry.
   */
  audit?: AuditWriter;
}

export function createLedger({ db, audit }: LedgerDeps) {
  return { service: createLedgerService(createLedgerRepository(db), audit ?? (async () => {})) };
}
