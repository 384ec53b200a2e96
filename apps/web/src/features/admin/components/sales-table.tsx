import { ADMIN_TEXTS, type AdminSale, BOOKING_BADGES, formatUsd } from '@phonebazaar/shared';
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
  const look = BOOKING_BADGES[sale.paid ? 'paid' : sale.status];
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
