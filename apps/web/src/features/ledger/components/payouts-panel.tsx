import {
  type AdminPayout,
  formatLongDate,
  formatUsd,
  LEDGER_TEXTS,
  type SellerBalance,
} from '@phonebazaar/shared';
import { useState } from 'react';
import { ErrorState } from '../../../components/ui/error-state';
import { useAdminPayouts } from '../api/get-admin-payouts';
import { LedgerSection } from './ledger-section';
import { type LedgerColumn, LedgerTable } from './ledger-table';
import { RecordPayoutDialog } from './record-payout-dialog';

const T = LEDGER_TEXTS.payouts;
const C = LEDGER_TEXTS.columns;
const amountClass = 'whitespace-nowrap text-right tabular-nums';

function Person({ name, email }: { name: string; email: string }) {
  return (
    <span className="flex flex-col">
      <span className="font-medium">{name || email}</span>
      <a
        className="link link-hover break-all text-base-content/80 text-sm"
        href={`mailto:${email}`}
      >
        {email}
      </a>
    </span>
  );
}

const payoutColumns: LedgerColumn<AdminPayout>[] = [
  { header: C.seller, cell: (p) => <Person {...p.seller} />, rowHeader: true },
  { header: C.amount, cell: (p) => formatUsd(p.amount), className: amountClass },
  {
    header: C.reference,
    cell: (p) => (
      <span className="flex flex-col">
        <span className="break-all">{p.reference}</span>
        <span className="text-base-content/70 text-xs">
          {T.recordedBy(p.recordedBy.name || p.recordedBy.email)}
        </span>
        {/* On a phone the date column gives way: the date goes under the reference. */}
        <span className="text-base-content/70 text-xs sm:hidden">{formatLongDate(p.paidAt)}</span>
      </span>
    ),
  },
  {
    header: C.date,
    cell: (p) => formatLongDate(p.paidAt),
    className: 'hidden whitespace-nowrap sm:table-cell',
  },
];

/** The admins' Payouts page (issue #18): who is owed money, record what was sent, history. */
export function PayoutsPanel() {
  const query = useAdminPayouts();
  const [paying, setPaying] = useState<SellerBalance | null>(null);

  if (query.isPending) {
    return (
      <div role="status" aria-label={T.loading} className="flex flex-col gap-4">
        <div className="skeleton h-40 w-full" />
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
  const { sellers, payouts } = query.data;
  const sellerColumns: LedgerColumn<SellerBalance>[] = [
    { header: C.seller, cell: (s) => <Person {...s} />, rowHeader: true },
    { header: C.balance, cell: (s) => formatUsd(s.balance), className: amountClass },
    {
      header: C.actions,
      cell: (s) => (
        <button
          type="button"
          className="btn btn-primary btn-sm whitespace-nowrap"
          aria-label={T.recordFor(s.name || s.email)}
          onClick={() => setPaying(s)}
        >
          {T.record}
        </button>
      ),
    },
  ];

  return (
    <div className="flex flex-col gap-8">
      <LedgerSection title={T.owed} empty={T.owedEmpty} isEmpty={sellers.length === 0}>
        <LedgerTable label={T.owed} items={sellers} columns={sellerColumns} rowKey={(s) => s.id} />
      </LedgerSection>
      <LedgerSection title={T.recent} empty={T.recentEmpty} isEmpty={payouts.length === 0}>
        <LedgerTable
          label={T.recent}
          items={payouts}
          columns={payoutColumns}
          rowKey={(p) => p.id}
        />
      </LedgerSection>
      {paying && <RecordPayoutDialog seller={paying} onClose={() => setPaying(null)} />}
    </div>
  );
}
