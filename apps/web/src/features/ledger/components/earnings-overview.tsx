import {
  formatLongDate,
  formatUsd,
  LEDGER_TEXTS,
  type LedgerRelease,
  type Payout,
  type PendingHold,
} from '@phonebazaar/shared';
import { ErrorState } from '../../../components/ui/error-state';
import { useEarnings } from '../api/get-earnings';
import { LedgerSection } from './ledger-section';
import { type LedgerColumn, LedgerTable } from './ledger-table';

const T = LEDGER_TEXTS.earnings;
const C = LEDGER_TEXTS.columns;
const amountClass = 'whitespace-nowrap text-right tabular-nums';
const dateClass = 'whitespace-nowrap';

const releasedColumns: LedgerColumn<LedgerRelease>[] = [
  { header: C.product, cell: (r) => r.productName, rowHeader: true },
  { header: C.amount, cell: (r) => formatUsd(r.amount), className: amountClass },
  { header: C.date, cell: (r) => formatLongDate(r.releasedAt), className: dateClass },
];

const pendingColumns: LedgerColumn<PendingHold>[] = [
  { header: C.product, cell: (h) => h.productName, rowHeader: true },
  { header: C.amount, cell: (h) => formatUsd(h.amount), className: amountClass },
  { header: C.status, cell: (h) => LEDGER_TEXTS.pendingStatus[h.settlement] },
];

const payoutColumns: LedgerColumn<Payout>[] = [
  { header: C.reference, cell: (p) => p.reference, rowHeader: true, className: 'break-all' },
  { header: C.amount, cell: (p) => formatUsd(p.amount), className: amountClass },
  { header: C.date, cell: (p) => formatLongDate(p.paidAt), className: dateClass },
];

/** The seller's Earnings page (issue #18): what they are owed, and where it came from. */
export function EarningsOverview() {
  const query = useEarnings();

  if (query.isPending) {
    return (
      <div role="status" aria-label={T.loading} className="flex flex-col gap-4">
        <div className="skeleton h-28 w-full max-w-sm" />
        <div className="skeleton h-40 w-full" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <ErrorState
        title={T.loadFailed}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const { balance, released, pendingHolds, payouts } = query.data;

  return (
    <div className="flex flex-col gap-8">
      <div className="stats max-w-full border border-base-300 bg-base-100 sm:max-w-sm">
        <div className="stat">
          <div className="stat-title text-base-content/80">{T.balance}</div>
          <div className="stat-value text-primary tabular-nums">{formatUsd(balance)}</div>
          <div className="stat-desc whitespace-normal text-base-content/80">{T.balanceHint}</div>
        </div>
      </div>
      <LedgerSection title={T.released} empty={T.releasedEmpty} isEmpty={released.length === 0}>
        <LedgerTable
          label={T.released}
          items={released}
          columns={releasedColumns}
          rowKey={(r) => r.bookingId}
        />
      </LedgerSection>
      <LedgerSection
        title={T.pending}
        hint={T.pendingHint}
        empty={T.pendingEmpty}
        isEmpty={pendingHolds.length === 0}
      >
        <LedgerTable
          label={T.pending}
          items={pendingHolds}
          columns={pendingColumns}
          rowKey={(h) => h.bookingId}
        />
      </LedgerSection>
      <LedgerSection title={T.payouts} empty={T.payoutsEmpty} isEmpty={payouts.length === 0}>
        <LedgerTable
          label={T.payouts}
          items={payouts}
          columns={payoutColumns}
          rowKey={(p) => p.id}
        />
      </LedgerSection>
    </div>
  );
}
