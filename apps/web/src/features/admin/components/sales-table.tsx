import { ADMIN_TEXTS, type AdminSale, BUYING_TEXTS, formatUsd } from '@phonebazaar/shared';
import { useAllSales } from '../api/get-all-sales';
import { AdminTable, type Column } from './admin-table';
import { EmailText } from './email-text';
import { useAdminSearch } from './use-admin-search';

const A = ADMIN_TEXTS;
const C = A.columns;
const L = A.lists.sales;
const S = BUYING_TEXTS.saleStatus;

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
 * Spec §4: sales lists show 'Booked' or 'paid'. An unpaid booking past its hold no longer
 * holds the phone, so it says 'Lapsed' rather than claim the phone is booked.
 */
function PaymentStatus({ sale }: { sale: AdminSale }) {
  if (sale.paid) {
    return <span className="badge badge-success whitespace-nowrap font-semibold">{S.paid}</span>;
  }
  if (sale.status === 'lapsed') {
    return (
      <span className="tooltip tooltip-left inline-flex" data-tip={A.lapsedHint}>
        <span className="badge badge-ghost whitespace-nowrap font-semibold">{S.lapsed}</span>
        <span className="sr-only">: {A.lapsedHint}</span>
      </span>
    );
  }
  return <span className="badge badge-warning whitespace-nowrap font-semibold">{S.booked}</span>;
}
