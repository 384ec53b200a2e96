import {
  type AdminPayout,
  type AdminPayoutsReply,
  centsToDollars,
  dollarsToCents,
  type EarningsReply,
  LEDGER_TEXTS,
  type PendingHold,
  type RecordPayoutBody,
  type RecordPayoutReply,
} from '@phonebazaar/shared';
import type { AuthUser } from '../../lib/access.ts';
import { ConflictError, NotFoundError } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import type { Tx } from './ledger-credit.ts';
import type { LedgerRepository, PayoutRow } from './ledger-repository.ts';

/** What a payout writes to the audit log, in the payout's own transaction. */
export interface LedgerAuditEntry {
  actorId: string | null;
  action: string;
  entity: string;
  entityId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}
export type AuditWriter = (tx: Tx, entry: LedgerAuditEntry) => Promise<void>;

const sellerNotFound = () =>
  new NotFoundError(LEDGER_TEXTS.errors.sellerNotFound, 'SELLER_NOT_FOUND');

function toAdminPayout(row: PayoutRow): AdminPayout {
  return {
    id: row.id,
    amount: centsToDollars(row.amountCents),
    reference: row.reference,
    paidAt: row.createdAt.toISOString(),
    seller: { id: row.sellerId, name: row.sellerName, email: row.sellerEmail },
    recordedBy: { id: row.recorderId, name: row.recorderName, email: row.recorderEmail },
  };
}

/** The seller's Earnings and the admins' Payouts (issue #18). */
export function createLedgerService(ledger: LedgerRepository, audit: AuditWriter) {
  return {
    async earnings(seller: AuthUser): Promise<EarningsReply> {
      const [balanceCents, released, pending, paid] = await Promise.all([
        ledger.balanceCents(seller.id),
        ledger.releases(seller.id),
        ledger.pendingHolds(seller.id),
        ledger.payoutsOf(seller.id),
      ]);
      return {
        balance: centsToDollars(balanceCents),
        released: released.map((row) => ({
          bookingId: row.bookingId,
          productId: row.productId,
          productName: row.productName,
          amount: centsToDollars(row.amountCents),
          releasedAt: row.createdAt.toISOString(),
        })),
        pendingHolds: pending.map((row) => ({
          bookingId: row.bookingId,
          productId: row.productId,
          productName: row.productName,
          amount: centsToDollars(row.amountCents),
          // The repository reads only these three.
          settlement: row.settlement as PendingHold['settlement'],
          paidAt: row.paidAt?.toISOString() ?? null,
        })),
        payouts: paid.map((row) => ({
          id: row.id,
          amount: centsToDollars(row.amountCents),
          reference: row.reference,
          paidAt: row.createdAt.toISOString(),
        })),
      };
    },

    async adminPayouts(): Promise<AdminPayoutsReply> {
      const [owed, recent] = await Promise.all([ledger.sellersOwed(), ledger.recentPayouts()]);
      return {
        sellers: owed.map((row) => ({
          id: row.id,
          name: row.name,
          email: row.email,
          balance: centsToDollars(row.balanceCents),
        })),
        payouts: recent.map(toAdminPayout),
      };
    },

    /** 404 for an unknown seller, 409 for more than the balance; otherwise recorded once. */
    async recordPayout(admin: AuthUser, body: RecordPayoutBody): Promise<RecordPayoutReply> {
      if (!isUuid(body.sellerId)) throw sellerNotFound();
      const amountCents = dollarsToCents(body.amount);
      const reference = body.reference.trim();
      const outcome = await ledger.recordPayout(
        { sellerId: body.sellerId, amountCents, reference, recordedBy: admin.id },
        (tx, payoutId, balanceCents) =>
          audit(tx, {
            actorId: admin.id,
            action: 'payout.recorded',
            entity: 'payout',
            entityId: payoutId,
            before: { sellerId: body.sellerId, balanceCents: balanceCents + amountCents },
            after: { sellerId: body.sellerId, balanceCents, amountCents, reference },
          }),
      );
      if (outcome.kind === 'unknown-seller') throw sellerNotFound();
      if (outcome.kind === 'over-balance') {
        throw new ConflictError(
          LEDGER_TEXTS.errors.overBalance(body.amount, centsToDollars(outcome.balanceCents)),
          'PAYOUT_OVER_BALANCE',
        );
      }
      const payout = await ledger.findPayout(outcome.payoutId);
      return { payout: toAdminPayout(payout!), balance: centsToDollars(outcome.balanceCents) };
    },
  };
}

export type LedgerService = ReturnType<typeof createLedgerService>;
