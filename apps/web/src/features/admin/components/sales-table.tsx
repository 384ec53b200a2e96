import {
  ADMIN_TEXTS,
  type AdminSale,
  formatUsd,
  SALE_BADGES,
  TRUST_TEXTS,
} from '@phonebazaar/shared';
import { StatusBadge } from '../../../components/ui/status-badge';
import { useAllSales } from '../api/get-all-sales';
import { AdminTable, type Column } from './admin-table';
import { EmailText } from './email-text';
import { useAdminSearch } from './use-admin-search';

const A = ADMIN_TEXTS;
const C = A.columns;
const L = A.lists.sales;

/** Spec §2 All Sell: Product Name, Seller Email, Buyer Email, Price, Payment Status. */
export function SalesTable() {
  const filter = useAdminSearch(L.search);
  const query = useAllSales(filter.search);
  const columns: Column<AdminSale>[] = [
    {
      header: C.productName,
      rowHeader: true,
      cell: (sale) => sale.productName,
      className: 'min-w-40 font-medium',
    },
    { header: C.sellerEmail, cell: (sale) => <EmailText email={sale.sellerEmail} /> },
    { header: C.buyerEmail, cell: (sale) => <EmailText email={sale.buyerEmail} /> },
    {
      header: C.price,
      cell: (sale) => formatUsd(sale.price),
      className: 'whitespace-nowrap font-semibold',
    },
    { header: C.paymentStatus, cell: (sale) => <PaymentStatus sale={sale} /> },
    // Issue #36: whether a released deal counts toward the price guide and ratings, and why not.
    { header: TRUST_TEXTS.sales.column, cell: (sale) => <ArmsLength sale={sale} /> },
  ];
  return (
    <AdminTable
      query={query}
      label={L.label}
      caption={L.caption}
      emptyTitle={L.empty}
      emptyText={L.emptyHint}
      filter={filter}
      columns={columns}
      rowKey={(sale) => sale._id}
    />
  );
}

/**
 * Spec §4: sales lists show 'Booked' or 'Paid' (issue #37: the one badge map, STATUS_BADGES).
 * An unpaid booking past its hold no longer holds the phone, so it says 'Lapsed'.
 */
function PaymentStatus({ sale }: { sale: AdminSale }) {
  const look = SALE_BADGES[sale.paid ? 'paid' : sale.status];
  if (sale.status === 'lapsed' && !sale.paid) {
    return (
      <span className="tooltip tooltip-left inline-flex" data-tip={A.lapsedHint}>
        <StatusBadge look={look} />
        <span className="sr-only">: {A.lapsedHint}</span>
      </span>
    );
  }
  return <StatusBadge look={look} />;
}

/** A released deal's verdict (decision 055); a dash before release or for a grandfathered deal. */
function ArmsLength({ sale }: { sale: AdminSale }) {
  const verdict = sale.armsLength;
  if (!verdict) return <span className="text-base-content/60">{TRUST_TEXTS.sales.notDecided}</span>;
  if (verdict.counted) {
    return <span className="badge badge-success badge-sm">{TRUST_TEXTS.sales.counted}</span>;
  }
  return (
    <span className="flex flex-wrap gap-1">
      <span className="badge badge-warning badge-sm whitespace-nowrap">
        {TRUST_TEXTS.sales.notCounted}
      </span>
      {verdict.reasons.map((reason) => (
        <span key={reason} className="badge badge-outline badge-sm whitespace-nowrap">
          {TRUST_TEXTS.reasons[reason]}
        </span>
      ))}
    </span>
  );
}
